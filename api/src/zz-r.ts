import { readAnswers } from './modules/generation/answer-reading.js';
import { TYPICAL_ANSWERS } from '../test/fixtures/answers.fixtures.js';
const r = readAnswers({ ...TYPICAL_ANSWERS, purpose: 'business', role: 'Owner/Designer', identity: "I started Green Thumb Landscapes 11 years ago with a pickup and a mower. Now we're a crew of 9 doing xeriscaping and native gardens around Denver.", achievements: 'Certified Colorado Landscape Professional (CCLP); Denver Water Xeriscape partner; 300+ lawns converted to native plantings' });
console.log(JSON.stringify({ role: r.role, identity: r.identity, identityMore: r.identityMore, organisation: r.organisation, ach: r.achievements.map((a: any) => a.kind + ': ' + a.text) }, null, 1));
