import { TEXT_KINDS } from '@firstwords/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { typedAnswers } from '../../../../test/fixtures/answer-forms.fixtures.js';
import { ADVERT_ANSWERS, DESIGN_ADVERT, FINANCE_ADVERT, TYPICAL_ANSWERS } from '../../../../test/fixtures/answers.fixtures.js';
import { coverageOf, stemmedSentences } from '../checking/advert-matching.js';
import { readAdvert } from './advert-reading.js';
import { composeIntroductions } from '../planning/offline-composer.js';
import { checkPurposeText } from '../checking/quality-gate.js';

const phrases = (advert: string) => readAdvert(advert).requirements.map(({ phrase }) => phrase);

describe('readAdvert', () => {
  it('reads a job advert: the role, the organisation, and what it asks for without its perks', () => {
    const reading = readAdvert(DESIGN_ADVERT);
    expect(reading.role).toBe('Senior Product Designer');
    expect(reading.organisation).toBe('Monzo');
    expect(phrases(DESIGN_ADVERT)).toEqual(
      expect.arrayContaining([
        '5+ years of experience in product design',
        'Figma',
        'prototyping',
        'design systems',
        'degree in HCI or a related field',
        'communication skills',
      ]),
    );
    expect(reading.requirements.find(({ phrase }) => phrase === 'Figma')?.kind).toBe('tool');
    expect(reading.requirements.find(({ phrase }) => phrase === 'degree in HCI or a related field')?.kind).toBe('qualification');
    expect(reading.requirements.find(({ phrase }) => phrase === 'Run user research with customers')?.kind).toBe('duty');
    expect(phrases(DESIGN_ADVERT).join(' | ')).not.toMatch(/holiday|insurance|London|Monzo/i);
  });

  it('reads labelled lines and headings without colons, and alternatives as one requirement', () => {
    const reading = readAdvert(FINANCE_ADVERT);
    expect(reading).toMatchObject({ role: 'Head of Finance', organisation: 'Oakfield Housing Trust' });
    const qualification = reading.requirements.find(({ kind }) => kind === 'qualification');
    expect(qualification?.phrase).toBe('ACA, ACCA or CIMA qualified');
    // Any one of the three shows it.
    expect(coverageOf(qualification!, stemmedSentences(['I am ACCA qualified.']), [])).toBe('not_in_text');
    expect(coverageOf(qualification!, stemmedSentences(['I am a software engineer.']), [])).toBe('not_in_answers');
    expect(phrases(FINANCE_ADVERT)).toEqual(
      expect.arrayContaining(['stakeholder management', 'Xero', 'Power BI', 'social housing sector']),
    );
  });

  it('takes nothing from an event description’s places, dates, names and small talk', () => {
    const event = ADVERT_ANSWERS['advert-event']!.advert!;
    expect(phrases(event).join(' | ')).not.toMatch(/Manchester|March|Gritstone|Praetura|seconds|informal/i);
  });

  it('reads an advert as pasted from a jobs board: headings without colons, bullets, an emoji, perks', () => {
    const advert = [
      'About the job',
      "We're hiring a Marketing Manager 🚀 to lead our brand and growth team at Cleverly Ltd (London, hybrid).",
      'Responsibilities',
      '• Own our content calendar and social media channels',
      '• Plan and run paid campaigns on Google Ads and Meta',
      'About you',
      '• 3+ years in B2B marketing',
      '• Hands-on with HubSpot and Google Analytics 4',
      '• CIM qualification desirable',
      'Benefits',
      '• 28 days holiday + bank holidays',
    ].join('\n');
    const reading = readAdvert(advert);
    expect(reading).toMatchObject({ role: 'Marketing Manager', organisation: 'Cleverly Ltd' });
    expect(phrases(advert)).toEqual(
      expect.arrayContaining([
        'Plan and run paid campaigns on Google Ads and Meta',
        '3+ years in B2B marketing',
        'HubSpot',
        'Google Analytics 4',
        'CIM qualification',
        'Own our content calendar and social media channels',
      ]),
    );
    expect(phrases(advert).join(' | ')).not.toMatch(/holiday|London|Hands-on|desirable/i);
  });

  it('reads a title line with its organisation, and a requirement said as what the ideal candidate will have', () => {
    const advert = [
      "Teaching Assistant – St Mary's Primary School",
      'We are looking for a caring Teaching Assistant to support pupils with SEND in Key Stage 2. The ideal candidate will have a Level 3 Teaching Assistant qualification, experience of working with children with autism, and a current enhanced DBS check.',
    ].join('\n');
    expect(readAdvert(advert)).toMatchObject({ role: 'Teaching Assistant', organisation: "St Mary's Primary School" });
    expect(phrases(advert)).toEqual(expect.arrayContaining(['Level 3 Teaching Assistant qualification', 'current enhanced DBS check']));
    expect(phrases(advert).join(' | ')).not.toMatch(/looking|ideal candidate/i);
  });

  it('reads the employer from the line under the title, not a unit or a team, and each bullet as one requirement', () => {
    const advert = [
      "Social Worker – Children's Practice Team (North West)",
      'City of Edinburgh Council',
      'Salary: £40,734 - £47,724 per annum | 35 hours per week',
      "What you'll bring",
      '- A recognised social work qualification and SSSC registration (or eligibility)',
      '- Confidence in assessment and report writing',
      '- Responsible',
      'We offer: generous annual leave, flexible working and protected CPD time.',
    ].join('\n');
    const reading = readAdvert(advert);
    expect(reading).toMatchObject({ role: 'Social Worker', organisation: 'City of Edinburgh Council' });
    expect(phrases(advert)).toEqual([
      'recognised social work qualification and SSSC registration (or eligibility)',
      'Confidence in assessment and report writing',
    ]);
    expect(reading.requirements.map(({ kind }) => kind)).toEqual(['qualification', 'skill']);
  });

  it('reads an occasion with no role: its organiser, or its own name', () => {
    expect(readAdvert('CLIMATE TECH DEMO DAY 2024 — Cohort 5\nHosted by GreenShift Accelerator with partners')).toMatchObject({
      role: null,
      organisation: 'GreenShift Accelerator',
    });
    expect(readAdvert('CAMBRIDGE FOLK FESTIVAL – "The Hub" Emerging Artists 2025\nCherry Hinton Hall, Cambridge')).toMatchObject({
      role: null,
      organisation: 'Cambridge Folk Festival',
    });
  });

  it('reads nothing from no advert', () => {
    expect(readAdvert('  \n ')).toEqual({ role: null, organisation: null, requirements: [] });
  });
});

describe('coverage of what the advert asks for', () => {
  it('counts a word of the same family: "led" shows leadership, "mentored" mentoring', () => {
    const [leadership, mentoring] = readAdvert('Ward Sister\nEssential\n- Leadership\n- Mentoring').requirements;
    expect(coverageOf(leadership!, stemmedSentences(['Led the ward through a CQC inspection.']), [])).toBe('not_in_text');
    expect(coverageOf(mentoring!, stemmedSentences(['I mentored six newly qualified nurses.']), [])).toBe('not_in_text');
    expect(coverageOf(mentoring!, stemmedSentences(['I wrote the rota.']), [])).toBe('not_in_answers');
  });

  const designer = { ...TYPICAL_ANSWERS, advert: DESIGN_ADVERT, achievements: 'Built the design system for a mobile banking app' };
  const answers = stemmedSentences([designer.identity, designer.achievements, designer.cvText]);
  const requirement = (phrase: string) => readAdvert(DESIGN_ADVERT).requirements.find((found) => found.phrase === phrase)!;

  it('is covered when the answers and the text both say it, and not in the text when only the answers do', () => {
    const text = stemmedSentences(['I built the design system for a mobile banking app.']);
    expect(coverageOf(requirement('design systems'), answers, text)).toBe('covered');
    expect(coverageOf(requirement('design systems'), answers, stemmedSentences(['I design simple tools.']))).toBe('not_in_text');
    expect(coverageOf(requirement('Figma'), answers, text)).toBe('not_in_answers');
  });
});

describe('the quality gate with an advert', () => {
  const answers = { ...TYPICAL_ANSWERS, purpose: 'job' as const, advert: DESIGN_ADVERT };

  it('refuses a text that claims what the advert asks for and the answers do not show', () => {
    const text =
      'I am Priya Sharma, a senior product designer. I am an expert in Figma and prototyping. I would be glad to talk about the Senior Product Designer role at Monzo.';
    const claims = checkPurposeText(answers, 'job', text).filter(({ rule }) => rule === 'advert-claim');
    expect(claims.map(({ reason }) => reason)).toEqual([expect.stringContaining('"Figma"'), expect.stringContaining('"prototyping"')]);
    // The same words are the person's own when the answers say them.
    const shown = { ...answers, achievements: 'Prototyping in Figma for every release' };
    expect(checkPurposeText(shown, 'job', text).filter(({ rule }) => rule === 'advert-claim')).toEqual([]);
  });

  it('lets a text name the advert’s role and organisation, which claims none of the role’s words', () => {
    const text =
      'I am Priya Sharma, a senior product designer. This Senior Product Designer role at Monzo is the next step I want to take.';
    expect(checkPurposeText(answers, 'job', text).filter(({ rule }) => rule === 'advert-claim' || rule === 'invented-name')).toEqual([]);
  });
});

describe('the offline writer with an advert', () => {
  it('names the role and organisation in the job answer, and claims none of the requirements the person lacks', () => {
    const answers = ADVERT_ANSWERS['advert-lacking']!;
    const texts = composeIntroductions(answers);
    expect(texts.job).toContain('Head of Finance role at Oakfield Housing Trust');
    for (const purpose of TEXT_KINDS) {
      expect(texts[purpose]).not.toMatch(/Xero|Power BI|ACCA|CIMA|audit|budget|stakeholder|housing sector|accountants|reporting/i);
      expect(checkPurposeText(answers, purpose, texts[purpose])).toEqual([]);
    }
  });

  it('leads the job answer with the achievement the advert asks for', () => {
    const answers = {
      ...TYPICAL_ANSWERS,
      purpose: 'job' as const,
      advert: DESIGN_ADVERT,
      achievements: 'Mentored junior designers\nCut support calls by 40%\nBuilt a design system used by 6 product teams',
    };
    const job = composeIntroductions(answers).job;
    expect(job).toMatch(/design system used by 6 product teams/);
    expect(job.indexOf('design system')).toBeLessThan(job.indexOf('support calls') === -1 ? Infinity : job.indexOf('support calls'));
  });

  // Requirements nobody in the typed answers has: none of their words may reach a text.
  const LACKED = ['Kubernetes', 'Salesforce', 'PRINCE2', 'negotiation', 'Mandarin', 'forklift licence', 'underwriting', 'SAP'];
  const advertFrom = (items: string[], role: string, organisation: string) =>
    [`${role}`, `${organisation} is hiring a ${role}.`, 'What you need:', ...items.map((item) => `- Experience with ${item}`)].join('\n');

  it('never lets an advert phrase the answers do not show into a text', () => {
    fc.assert(
      fc.property(
        typedAnswers,
        fc.uniqueArray(fc.constantFrom(...LACKED), { minLength: 1, maxLength: 5 }),
        fc.constantFrom('Operations Lead', 'Account Director'),
        fc.constantFrom('Brightwater', 'Northline Logistics'),
        fc.nat(3),
        (given, items, role, organisation, variant) => {
          const answers = { ...given, advert: advertFrom(items, role, organisation) };
          const texts = composeIntroductions(answers, variant);
          for (const purpose of TEXT_KINDS) {
            for (const item of items) expect(texts[purpose].toLowerCase(), purpose).not.toContain(item.toLowerCase());
            expect(checkPurposeText(answers, purpose, texts[purpose]), texts[purpose]).toEqual([]);
          }
        },
      ),
      { numRuns: 60, seed: 1929281693 },
    );
  });
});
