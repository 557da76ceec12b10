import { readAnswers } from './modules/generation/answer-reading.js';
import { TYPICAL_ANSWERS } from '../test/fixtures/answers.fixtures.js';
const cases: [string, string][] = [
  ['Owner, Lead Electrician – SK Electrical Services Ltd', 'Over 2,500 EICRs completed for letting agents'],
  ['Founding Partner, Taller Herrera Arquitectos', '1,800 homes rebuilt with community cooperatives after the 2017 Puebla earthquake'],
  ['Founder & CEO, Strivio Diagnostics (PhD, IISc)', '₹4.2 crore raised (BIRAC BIG + angels); used in 210 PHCs across Telangana (pilot)'],
  ['IT Support Specialist II', '4,000+ tickets resolved at 97% CSAT; 6 US patents granted; 2 patents granted in 2019'],
  ['Postdoctoral Researcher', '2.3 hectares restored with volunteer divers; 14 peer-reviewed papers published; 300 papers cited'],
  ['crofter', "The huts have been booked 87% of nights since we opened; 40 nurses trained by my team; 12 years RLC, left as Staff Sergeant"],
  ['Owner/Designer', '300+ lawns converted to native plantings'],
  ['Founder & MD, Ilanga Power Solutions', '1,650 systems installed in KZN since 2019'],
];
for (const [role, achievements] of cases) console.log(role, '\n ', readAnswers({ ...TYPICAL_ANSWERS, role, achievements }).achievements.map(({ kind, text, tense }: any) => `${kind}${tense ? '/' + tense : ''}: ${text}`).join('\n  '));
