import { COMMUNICATION_STYLES, countCharacters, PURPOSES, TEXT_KINDS } from '@firstwords/contracts';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isFigureNote, strongest } from '../reading/achievement-reading.js';
import { typedAnswers } from '../../../../test/fixtures/answer-forms.fixtures.js';
import { GOLDEN_ANSWERS, LONG_ANSWERS, QUALITY_ENGINEER_ANSWERS, TYPICAL_ANSWERS } from '../../../../test/fixtures/answers.fixtures.js';
import { readCareer } from '../reading/career-reading.js';
import { readAnswers } from '../reading/answer-reading.js';
import { createIntroductionWriter } from '../generation.factory.js';
import { GenerationError } from '../generation.errors.js';
import { type Draft, type IntroductionAnswers, type IntroductionTexts } from '../generation.types.js';
import { lintEnglish } from '../../../../test/harper.js';
import { composeIntroductions } from './offline-composer.js';
import { OfflineIntroductionWriter } from '../offline-writer.js';
import { writingPoolForTests } from '../../../../test/writing-pool.js';
import { OpenAIIntroductionWriter } from '../openai/openai-writer.js';
import { checkIntroductionTexts } from '../checking/quality-gate.js';
import { sentencesOf } from '../english/english.js';
import { comparable, sharedInOrder } from '../english/text-utils.js';

const pool = writingPoolForTests();

const goldenFile = (answers: IntroductionAnswers, texts: IntroductionTexts) =>
  [
    '# Answers',
    '',
    '```json',
    JSON.stringify(answers, null, 2),
    '```',
    ...TEXT_KINDS.flatMap((kind) => ['', `# ${kind}${kind === answers.purpose ? ' (the chosen purpose)' : ''}`, '', texts[kind]]),
    '',
  ].join('\n');

describe('composeIntroductions on the golden questionnaires', () => {
  describe.each(Object.entries(GOLDEN_ANSWERS))('%s', (name, answers) => {
    const texts = composeIntroductions(answers);

    it('writes the texts kept in golden/', async () => {
      await expect(goldenFile(answers, texts)).toMatchFileSnapshot(`golden/${name}.md`);
    });

    it('passes the quality gate in every style and version', () => {
      for (const style of COMMUNICATION_STYLES) {
        for (const variant of [0, 1]) {
          const restyled = { ...answers, communicationStyle: style };
          const written = composeIntroductions(restyled, variant);
          expect(
            checkIntroductionTexts(restyled, written),
            `${style}, version ${variant}:\n${TEXT_KINDS.map((kind) => written[kind]).join('\n\n')}`,
          ).toEqual([]);
        }
      }
    });

    it('reads as correct British English to a grammar checker', async () => {
      for (const kind of TEXT_KINDS) expect(await lintEnglish(texts[kind], answers), texts[kind]).toEqual([]);
    });

    it('closes every bracket it opens, in every text', () => {
      const open = (text: string) => (text.match(/\(/g) ?? []).length - (text.match(/\)/g) ?? []).length;
      for (const kind of TEXT_KINDS) expect(open(texts[kind]), texts[kind]).toBe(0);
    });

    it('writes a LinkedIn headline of at most 220 characters in every style and version, naming no one', () => {
      for (const style of COMMUNICATION_STYLES) {
        for (const variant of [0, 1, 2]) {
          const { headline } = composeIntroductions({ ...answers, communicationStyle: style }, variant);
          expect(countCharacters(headline), headline).toBeGreaterThan(0);
          expect(countCharacters(headline), headline).toBeLessThanOrEqual(220);
          expect(headline).not.toContain(answers.fullName);
        }
      }
    });
  });
});

describe('composeIntroductions', () => {
  it.each([
    ['Senior PM', 'product manager who fell in love with payments', 'a senior PM who fell in love with payments', /product manager/i],
    ['Senior QA / SDET', 'QA engineer, Leeds, test automation', 'a senior QA and SDET, working in test automation', /QA engineer/],
    [
      'General practitioner',
      'GMC-registered GP with eight years in Leeds',
      'a GMC-registered GP with eight years',
      /general practitioner/i,
    ],
    [
      'crofter / farm stay host',
      'fourth generation crofter on Skye',
      'a fourth-generation crofter on Skye and farm stay host',
      /crofter \//,
    ],
  ])('says the post once when the role types it short: %s and "%s"', (role, identity, said, twice) => {
    const { linkedin, business } = composeIntroductions({ ...TYPICAL_ANSWERS, role, identity, achievements: undefined, cvText: undefined });
    for (const text of [linkedin, business]) {
      expect(text).toContain(said);
      expect(text).not.toMatch(twice);
    }
  });

  it('says posts typed with slashes for a form as a list: "a session guitarist, producer and bandleader"', () => {
    const texts = composeIntroductions({
      ...TYPICAL_ANSWERS,
      role: 'Session guitarist / producer / bandleader',
      identity: 'I play highlife guitar in South London.',
    });
    for (const purpose of PURPOSES) {
      expect(texts[purpose]).toContain('session guitarist, producer and bandleader');
      expect(texts[purpose]).not.toMatch(/\s\/\s/);
    }
  });

  it("lists a profile's credentials after the name with its verb said once, without pronouns", () => {
    const plumber = {
      ...TYPICAL_ANSWERS,
      fullName: 'mark jennings',
      purpose: 'business' as const,
      communicationStyle: 'concise' as const,
      pronouns: undefined,
      identity: 'plumber & heating engineer, 25 yrs',
      role: 'owner / gas engineer',
      mission: 'honest prices, turn up when I say',
      achievements:
        'Gas Safe registered, 4.9 stars from 600+ reviews on google, serving Swansea since 1998, Worcester Bosch accredited installer, 10 yr guarantee on new boilers',
      cvText: undefined,
    };
    const { business } = composeIntroductions(plumber, 2);
    expect(business).toMatch(
      /plumber & heating engineer with 25 years' experience, (?:Gas Safe registered and a Worcester Bosch accredited installer|a Worcester Bosch accredited installer and Gas Safe registered)/,
    );
    for (const version of [0, 1, 2, 3]) {
      const text = composeIntroductions(plumber, version).business;
      expect(text).not.toMatch(/, and is /);
      // Nothing names him by his first name before his full name ("turning up when Mark says" opening the profile).
      expect(text.indexOf('Mark Jennings'), text).toBe(text.indexOf('Mark'));
    }
  });

  it("says one qualification typed as letters as held, and among the CV's as one of several", () => {
    const optometrist = {
      ...TYPICAL_ANSWERS,
      purpose: 'job' as const,
      achievements: 'MCOptom; 11,000 patients on our books',
      cvText: undefined,
    };
    expect(composeIntroductions(optometrist).job).toContain('I hold MCOptom.');
    const cvText = 'Optometrist, Rao Opticians, 2012-present\n\nBSc (Hons) Optometry, Aston University, 2008';
    expect(composeIntroductions({ ...optometrist, cvText }).job).toContain('My qualifications include MCOptom.');
    // Where the person worked is no qualification: never "I hold ex-KPMG".
    const accountant = { ...optometrist, achievements: 'FCCA, 18 years in practice, 200+ clients, ex-KPMG' };
    expect(composeIntroductions(accountant).job).not.toMatch(/hold ex-KPMG/i);
  });

  it('invites the people the audience names with the aside about them only where the sentence ends on it', () => {
    const audience = 'Families who have just lost someone, often searching at night on their phone';
    const texts = composeIntroductions({ ...TYPICAL_ANSWERS, audience });
    expect(texts.business).toMatch(/Families who have just lost someone (?:are|can)\b/);
    expect(texts.linkedin).toContain('families who have just lost someone, often searching at night on their phone.');
    // Some of them named: kept, and closed with its comma.
    const some = composeIntroductions({
      ...TYPICAL_ANSWERS,
      audience: 'People looking for a tattoo, especially first timers who are nervous',
    });
    expect(some.business).toMatch(/People looking for a tattoo, especially first timers who are nervous, (?:are|can)\b/);
  });

  it('never opens an About on an achievement that points back at something not yet said ("... before we started this")', () => {
    const achievements = 'Josie and I made 400+ hours of Radio 4 between us before we started this; 3 golds at the British Podcast Awards';
    for (const version of [0, 1, 2, 3])
      expect(composeIntroductions({ ...TYPICAL_ANSWERS, achievements }, version).linkedin).not.toMatch(/^Josie/);
  });

  it('never opens an About on a degree or a certificate held ("I hold an LLB ..."): no hook, for want of a deed', () => {
    const achievements = "LLB, King's College London; Postgraduate certificate in conscious sedation";
    for (const version of [0, 1, 2, 3])
      expect(composeIntroductions({ ...TYPICAL_ANSWERS, achievements, cvText: undefined }, version).linkedin).not.toMatch(
        /^I (?:also )?hold/,
      );
    // Nor, for a person who speaks for their practice, one of their own credentials.
    const identity = 'We are an independent family dental practice in Aberdeen.';
    const own = 'BDA Good Practice member; Postgraduate certificate in conscious sedation';
    for (const version of [0, 1, 2, 3])
      expect(composeIntroductions({ ...TYPICAL_ANSWERS, identity, achievements: own, cvText: undefined }, version).linkedin).not.toMatch(
        /^I (?:also )?(?:hold|am a)\b/,
      );
  });

  it('says a qualification typed with where it was taken as one: "MBBS from the University of Lagos (2011)"', () => {
    const achievements = 'MRCGP 2019, DRCOG 2018; MBBS, University of Lagos (2011); Set up a minor surgery clinic';
    const { job } = composeIntroductions({ ...TYPICAL_ANSWERS, purpose: 'job', achievements, cvText: undefined });
    expect(job).toContain('MBBS from the University of Lagos (2011)');
    expect(job).not.toMatch(/MBBS and University/);
  });

  // The CV's bullet beside the achievement as typed: in its own words ("Led ..." and a word more), or with the same figures.
  it.each([
    ['SOC 2 Type II and HIPAA in 9 months', 'Led SOC 2 Type II and HIPAA compliance in 9 months', /HIPAA/g],
    [
      'hired & grew eng team 1 → 22, attrition under 5%',
      'Grew engineering from 1 to 22 (platform, mobile, data, security)',
      /from 1 to 22/g,
    ],
  ])('says a deed once when the CV tells it again: "%s" and "%s"', (achievement, bullet, said) => {
    const cto = {
      ...TYPICAL_ANSWERS,
      achievements: `${achievement}\nreached $12M ARR in 2023`,
      cvText: `Trailhead Health — CTO — 2020–present\n- ${bullet}\n- Led the hiring of our first designers`,
    };
    for (const text of [composeIntroductions(cto).linkedin, composeIntroductions(cto).business]) expect(text.match(said)).toHaveLength(1);
  });

  it("says what a business does in every version of its profile: the identity's further sentences", () => {
    const studio = {
      ...TYPICAL_ANSWERS,
      purpose: 'business' as const,
      role: 'Creative Director & Co-founder, Ada & Oma Studio',
      identity: "We're a two-person fashion studio in Yaba, Lagos. We make ready-to-wear from upcycled ankara offcuts.",
    };
    for (const version of [0, 1, 2, 3]) expect(composeIntroductions(studio, version).business).toMatch(/makes? ready-to-wear/);
  });

  it('says a current post the name\'s sentence named in other words by its employer: "at Trailhead Health since 2020"', () => {
    const cto = {
      ...TYPICAL_ANSWERS,
      role: 'CTO & Co-founder, Trailhead Health',
      identity: 'Software engineer who somehow became a CTO.',
      cvText: 'Trailhead Health — Co-founder & CTO — 2020–present\n\nMeridian Health — Director of Engineering — 2019–2020',
    };
    const { linkedin } = composeIntroductions(cto);
    expect(linkedin).toContain('at Trailhead Health since 2020');
    expect(linkedin).not.toMatch(/co-founder & CTO of Trailhead Health since/i);
  });

  it('opens a LinkedIn About with one achievement at most before the name, in every version', () => {
    for (const answers of Object.values(GOLDEN_ANSWERS)) {
      for (const variant of [0, 1, 2, 3]) {
        const { linkedin } = composeIntroductions(answers, variant);
        // The paragraphs before the one that names the person.
        const named = linkedin.indexOf(readAnswers(answers).fullName);
        expect(named, linkedin).toBeGreaterThanOrEqual(0);
        const before = linkedin.slice(0, named).split('\n\n').slice(0, -1);
        expect(before.flatMap((paragraph) => sentencesOf(paragraph)).length, linkedin).toBeLessThanOrEqual(1);
      }
    }
  });

  it('never opens a sentence on a long mission with an aside inside it ("X – simple, generous is what I care about")', () => {
    const mission = 'Food like my abuela made in Jerez – simple, generous, and shared';
    for (const style of COMMUNICATION_STYLES) {
      for (const variant of [0, 1, 2, 3, 4, 5]) {
        const texts = composeIntroductions({ ...TYPICAL_ANSWERS, mission, communicationStyle: style }, variant);
        for (const kind of TEXT_KINDS) expect(texts[kind], `${style} ${variant} ${kind}`).not.toMatch(/shared is what/);
      }
    }
  });

  it('keeps a note in brackets whole in the headline, commas and all', () => {
    const { headline } = composeIntroductions({
      ...TYPICAL_ANSWERS,
      role: 'Warehouse Shift Manager',
      identity: 'Ex-army (Royal Logistic Corps, 12 years), now shift manager at a distribution centre',
    });
    expect(headline).toContain('Ex-army (Royal Logistic Corps, 12 years)');
  });

  it('gives the same texts for the same version', () => {
    expect(composeIntroductions(LONG_ANSWERS, 2)).toEqual(composeIntroductions(LONG_ANSWERS, 2));
  });

  it('writes short texts from thin answers instead of padding them', () => {
    const texts = composeIntroductions(GOLDEN_ANSWERS['thin-ux-designer'] as IntroductionAnswers);
    expect(texts.job.split(/\s+/).length).toBeLessThan(60);
    expect(texts.linkedin.length).toBeLessThan(400);
  });

  it('names the job a person is applying for, and says nothing of one when they name none', () => {
    const answers = GOLDEN_ANSWERS.typical as IntroductionAnswers;
    const texts = (context: string) => Object.values(composeIntroductions({ ...answers, context })).join('\n');
    expect(texts('Interview for a staff designer role at Monzo')).toContain('staff designer role at Monzo');
    for (const context of ['Applying for a job', 'Interview for a new role', 'Looking for a position']) {
      expect(texts(context)).not.toMatch(/\b(?:a|the|this) (?:new )?(?:job|role|position)\b/);
    }
  });

  it('addresses the one person or team interviewing for a job in the job answer alone, and people at large everywhere', () => {
    const audienceIn = (audience: string) =>
      Object.entries(composeIntroductions({ ...TYPICAL_ANSWERS, audience }))
        .filter(([, text]) => /fintech|Monzo/i.test(text))
        .map(([kind]) => kind);
    // The LinkedIn About, the pitch and the business page stay up for everyone, the person's employer among them.
    expect(audienceIn('Head of Design at Monzo').filter((kind) => kind !== 'job')).toEqual([]);
    expect(audienceIn('Product design team at Monzo (design leads + CPO)').filter((kind) => kind !== 'job')).toEqual([]);
    expect(audienceIn('Hiring managers at fintech companies')).toEqual(expect.arrayContaining(['linkedin', 'business']));
  });

  it('says a running total in the perfect, with the deeds beside it that no time has ended', () => {
    const texts = composeIntroductions({
      ...TYPICAL_ANSWERS,
      purpose: 'job',
      achievements: 'Treated over 400 phobic patients under IV sedation; Trained 4 apprentices; Won Best Newcomer 2023',
    });
    expect(texts.job).toContain('treated over 400 phobic patients under IV sedation and trained 4 apprentices');
    expect(texts.job).toMatch(/I(?:'ve| have) treated over 400/);
    expect(texts.job).not.toMatch(/(?:'ve|have) won Best Newcomer 2023/);
  });

  it('closes a pitch before its Q&A by taking the questions, never by wishing to meet the people it is said to', () => {
    const pitch = (audience: string, context: string) =>
      composeIntroductions({ ...TYPICAL_ANSWERS, purpose: 'pitch', audience, context }).pitch;
    const questioned: Array<[string, string]> = [
      ['Panel for the Croydon Culture Legacy Fund', 'Pitch session – 5 minutes, then panel questions'],
      ['Investors at the HealthTech Investor Demo Day', '7-minute investor pitch + 5 min Q&A'],
      ['Judges and investors at the Web Summit Rio PITCH competition', '3-minute pitch + 3 minutes Q&A with the judges'],
    ];
    for (const [audience, context] of questioned) {
      expect(pitch(audience, context)).toMatch(/Thank you[^.]*questions[.!]$/);
      expect(pitch(audience, context)).not.toMatch(/\b(?:meet|speak with|say hello)\b/);
    }
    // Where the listeners are people met after it, they are invited.
    expect(pitch('Angel investors at the Startup Istanbul e-commerce meetup', '3 min pitch')).toMatch(/angel investor/i);
  });

  it('names a panel or a jury as the one body it is, and keeps the people welcome anywhere in the texts that stay up', () => {
    const pitchTo = (audience: string) => composeIntroductions({ ...TYPICAL_ANSWERS, purpose: 'pitch', audience });
    const audienceOf = (audience: string) => readAnswers({ ...TYPICAL_ANSWERS, purpose: 'pitch', audience }).audience?.plural;
    expect(audienceOf('Panel for the Croydon Culture Legacy Fund')).toBe('the panel for the Croydon Culture Legacy Fund');
    // Its owner says which panel: no "the" before it.
    expect(audienceOf("Leeds City Council's community investment panel")).toBe("Leeds City Council's community investment panel");
    // People named side by side as notes get the "and" a list needs; a note about them does not.
    expect(pitchTo('Boards, bank CEOs, private equity firms').pitch).toContain('boards, bank CEOs and private equity firms');
    expect(pitchTo('Corporate HR teams, patients and families, referring GPs').pitch).toContain(
      'corporate HR teams, patients and families, and referring GPs',
    );
    expect(pitchTo('People looking for a tattoo in Austin, especially first timers').pitch).not.toContain('and especially');
    const demoDay = pitchTo('Investors, corporate venture arms and the jury at Climate Tech Demo Day');
    for (const kind of ['linkedin', 'business'] as const) {
      expect(demoDay[kind]).toMatch(/investors and corporate venture arms/i);
      expect(demoDay[kind]).not.toMatch(/jury/);
    }
  });

  it('says a post the role names once, and what else the person is after it; a chief officer of a named company is "the"', () => {
    const base: IntroductionAnswers = { ...TYPICAL_ANSWERS, cvText: null, achievements: null, purpose: 'linkedin' };
    const written = (fullName: string, role: string, identity = base.identity) =>
      composeIntroductions({ ...base, fullName, role, identity });
    const trainer = written(
      'Danny Fitzgerald',
      'personal trainer / owner of a small studio gym',
      'PT, ex-county minor hurler, dad of 3, Limerick',
    );
    expect(trainer.linkedin).toContain('ex-county minor hurler and dad of 3');
    expect(trainer.linkedin).not.toMatch(/\bPT\b/);
    const psychiatrist = written(
      'Kemi Adeyinka',
      'Consultant Psychiatrist & Medical Director, Serenity Mind Clinic',
      'Consultant psychiatrist and founder of a private mental health clinic in Ikoyi, Lagos.',
    );
    expect(psychiatrist.linkedin.match(/psychiatrist/gi)).toHaveLength(1);
    // Founding the clinic the role names is one more post there, and the identity's words for it describe it.
    expect(psychiatrist.linkedin).toContain(
      'the founder, consultant psychiatrist & medical director of Serenity Mind Clinic, a private mental health clinic in Ikoyi, Lagos',
    );
    // What else the person is goes before the post; the startup the identity describes is the one the role names.
    const biologist = written(
      'Meera Pillai',
      'Founder & CEO, Strivio Diagnostics',
      'Molecular biologist and founder of a diagnostics startup in Hyderabad.',
    );
    expect(biologist.job).toContain(
      'a molecular biologist and the founder & CEO of Strivio Diagnostics, a diagnostics startup in Hyderabad',
    );
    expect(biologist.job.match(/founder/g)).toHaveLength(1);
    const ceramicist = written(
      'Sarah Lindgren',
      'ceramicist, owner of Lindgren Lera studio',
      'Ceramicist in Stockholm making wheel-thrown tableware with glazes from Swedish wood ash.',
    );
    expect(ceramicist.linkedin).toContain('the owner of Lindgren Lera studio and a ceramicist in Stockholm making wheel-thrown tableware');
    expect(ceramicist.linkedin.match(/ceramicist/gi)).toHaveLength(1);
    expect(ceramicist.headline).toMatch(/^Ceramicist and owner of Lindgren Lera studio/);
    const solicitor = written(
      'Orla Brennan',
      'Solicitor & Principal, Brennan Family Law',
      "I'm the principal of a small family law practice in Dublin 8.",
    );
    expect(solicitor.linkedin).toContain('a solicitor & principal at Brennan Family Law, a small family law practice in Dublin 8.');
    expect(solicitor.linkedin.match(/principal/gi)).toHaveLength(1);
    const cto = written('Jake Morrison', 'CTO & Co-founder, Trailhead Health');
    expect(cto.linkedin).toContain('the CTO & co-founder of Trailhead Health');
  });

  it('says a post typed among the achievements in the past when the CV shows it ended', () => {
    const chef: IntroductionAnswers = {
      ...TYPICAL_ANSWERS,
      fullName: 'Mateo Rossi',
      role: 'Sous Chef',
      achievements: 'Head of pasta section at a Borough Market pasta restaurant (900 covers/day). Trained 15 commis.',
      cvText: [
        '2021 - now   Sous Chef – Trattoria Nonna Pia, Clerkenwell',
        '2018 - 2021  Chef de partie / Pasta section lead – Pastificio Borough, Borough Market',
      ].join('\n'),
    };
    const texts = composeIntroductions(chef);
    for (const kind of PURPOSES) expect(texts[kind]).not.toMatch(/(?:I'm|I am|is) head of pasta section/);
    expect(texts.job).toContain('I was head of pasta section at a Borough Market pasta restaurant');
  });

  it("says a CV's deed once, beside the achievement typed in other words, and never a CV line short of its article", () => {
    const analyst: IntroductionAnswers = {
      ...TYPICAL_ANSWERS,
      purpose: 'linkedin',
      achievements: 'ranked #2 analyst for Nigerian banks in the 2023 BusinessDay investor poll',
      cvText: [
        'Marina Capital Partners, Lagos | Senior Analyst, Equity Research | Jan 2020 – Present',
        ' • Ranked #2 for Nigerian banks, BusinessDay investor poll 2023',
        'Lekki Securities Ltd, Lagos | Research Associate | Aug 2016 – Dec 2019',
        ' • Built valuation models for 20+ stocks; supported sales desk with foreign clients',
      ].join('\n'),
    };
    const { linkedin } = composeIntroductions(analyst);
    expect(linkedin.match(/ranked #2/gi)).toHaveLength(1);
    expect(linkedin).toContain('built valuation models for 20+ stocks');
    expect(linkedin).not.toContain('sales desk');
  });

  it("says people helped since the practice was set up as the person's own total, in the headline as typed", () => {
    const solicitor: IntroductionAnswers = {
      ...TYPICAL_ANSWERS,
      pronouns: 'she/her',
      cvText: null,
      achievements: 'Over 600 families helped since setting up the practice in 2014',
    };
    const texts = composeIntroductions(solicitor);
    expect(texts.business).toContain('She has helped over 600 families since setting up the practice in 2014.');
    expect(texts.headline).toContain('Over 600 families helped since setting up the practice in 2014');
    for (const kind of PURPOSES) expect(texts[kind]).not.toContain('have been helped');
  });

  it('says what the person wants, typed as their last note, as theirs in every voice', () => {
    const coach: IntroductionAnswers = {
      ...TYPICAL_ANSWERS,
      fullName: 'Tariq Hussain',
      pronouns: 'he/him',
      cvText: null,
      role: 'PE Teacher / Grassroots coach (UEFA B)',
      identity: 'PE teacher for 8 yrs in Luton, UEFA B licence, want to go full time into academy coaching!!',
    };
    const texts = composeIntroductions(coach);
    expect(texts.job).toContain('and a UEFA B licence, who wants to go full time into academy coaching.');
    expect(texts.business).toContain('who wants to go full time into academy coaching.');
    for (const kind of PURPOSES) expect(texts[kind]).not.toMatch(/,\s*want to go/);
  });

  it("keeps a team's mission in its profile when its person holds several credentials and gave no pronouns", () => {
    // The person's credentials joined in one sentence: named twice running, the profile failed the gate and lost its mission.
    const garage: IntroductionAnswers = {
      ...TYPICAL_ANSWERS,
      fullName: 'Kieran Collins',
      purpose: 'business',
      role: 'Owner & Master Technician',
      identity: "We're KC Auto Repairs – a family garage in Northampton doing MOTs, servicing and repairs on all makes!",
      mission: "Honest mechanics, fair prices – we'll never sell you work you don't need!!",
      achievements:
        'IMI Accredited Master Technician ✔ DVSA approved MOT test centre ✔ 4.9★ from 900+ Google reviews ✔ Good Garage Scheme member ✔ Runner-up, Northamptonshire Business Awards 2022',
      audience: 'Drivers in Northampton, local businesses with vans, fleet managers',
      context: 'Website + Google Business',
      cvText: null,
      pronouns: null,
    };
    const { business } = composeIntroductions(garage);
    expect(business).toContain('honest mechanics, fair prices');
    expect(checkIntroductionTexts(garage, composeIntroductions(garage))).toEqual([]);
  });

  it('uses the pronouns given in the business profile, and none without them', () => {
    const answers = GOLDEN_ANSWERS['solar-installer'] as IntroductionAnswers;
    expect(composeIntroductions({ ...answers, pronouns: 'he/him' }).business).toMatch(/\bhe\b/i);
    expect(composeIntroductions({ ...answers, pronouns: 'she/her' }).business).toMatch(/\bher town\b/);
    expect(composeIntroductions({ ...answers, pronouns: null }).business).not.toMatch(/\b(?:he|she|his|her|they|their)\b/i);
  });

  it('passes the quality gate, grammar included, and Harper for answers in the forms people type', async () => {
    await fc.assert(
      fc.asyncProperty(typedAnswers, fc.nat(5), async (given, variant) => {
        const texts = composeIntroductions(given, variant);
        expect(checkIntroductionTexts(given, texts)).toEqual([]);
        for (const kind of TEXT_KINDS) expect(await lintEnglish(texts[kind], given), texts[kind]).toEqual([]);
      }),
      { numRuns: 60, seed: 20261125 },
    );
  });

  it('passes the quality gate for random words in every answer', () => {
    const phrase = fc.constantFrom(
      'designer',
      'help teams ship faster',
      'We build boats',
      'n/a',
      '  ',
      "O'Neil & Co",
      '<b>bold</b>',
      'people who love "tech"',
    );
    const answers = fc.record({
      fullName: fc.constantFrom('Ana Silva', 'Élodie Brûlé'),
      purpose: fc.constantFrom(...PURPOSES),
      identity: phrase,
      role: phrase,
      audience: phrase,
      mission: phrase,
      context: phrase,
      achievements: fc.option(fc.array(phrase, { maxLength: 3 }).map((items) => items.join('\n'))),
      cvText: fc.option(phrase),
      communicationStyle: fc.constantFrom(...COMMUNICATION_STYLES),
    });
    fc.assert(
      fc.property(answers, fc.nat(3), (given, variant) => {
        expect(checkIntroductionTexts(given, composeIntroductions(given, variant))).toEqual([]);
      }),
      { numRuns: 60, seed: 20261123 },
    );
  });
});

/** Share of the words two texts have in common, in order (the longest common subsequence of their words). */

/** Does the text say this achievement? Its words of four letters or more, after the first (a verb may change form). */
function says(text: string, typed: string): boolean {
  const plain = comparable(text);
  const words = comparable(typed).match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? [];
  return words
    .slice(1)
    .filter((word) => word.length >= 4 || /\d/.test(word))
    .every((word) => plain.includes(word.slice(0, Math.max(4, word.length - 2))));
}

describe('who the person is, said once', () => {
  it('merges an identity into the post of the role it names, with what it adds', () => {
    const texts = composeIntroductions({
      ...TYPICAL_ANSWERS,
      purpose: 'job',
      identity: 'tattoo artist. fine line + botanical mostly',
      role: 'owner/artist',
    });
    expect(texts.job).toContain('an owner and tattoo artist (fine line and botanical mostly)');
    expect(texts.job).not.toMatch(/I'm an? tattoo artist/);
  });
});

describe('what the person or their organisation does, typed after who they are', () => {
  it('is said in the job answer and the pitch after who they are; a note, the role again or a change counted again, only on the page', () => {
    const texts = composeIntroductions({
      ...TYPICAL_ANSWERS,
      purpose: 'pitch',
      identity: 'Agri-tech founder from Kumasi. We help smallholder farmers sell direct to processors and get paid on their phones.',
      role: 'Co-founder & CEO, FarmLink Ghana',
    });
    for (const kind of ['job', 'pitch'] as const) {
      expect(texts[kind]).toMatch(
        /founder from Kumasi\. We help smallholder farmers sell direct to processors and get paid on their phones\./,
      );
    }
    const noted = composeIntroductions({
      ...TYPICAL_ANSWERS,
      purpose: 'pitch',
      identity: 'IT support technician, studying for Security+. Army National Guard too (signal).',
    });
    expect(noted.linkedin).toContain('Army National Guard too (signal).');
    expect(noted.job).not.toContain('Army National Guard');
    expect(noted.pitch).not.toContain('Army National Guard');
    const told = composeIntroductions({
      ...TYPICAL_ANSWERS,
      purpose: 'pitch',
      identity: "Coffee farmer's daughter from the Sul de Minas region of Brazil. I'm the export and quality manager.",
      role: 'Export & Quality Manager, Cooperativa Serra Alta',
    });
    expect(told.pitch).toContain('export & quality manager');
    expect(told.pitch).not.toContain("I'm the export and quality manager.");
    const counted = composeIntroductions({
      ...TYPICAL_ANSWERS,
      purpose: 'pitch',
      identity: 'Dairy farmer, 180 cows, Co. Tipperary. Cut our emissions by a quarter in 4 years.',
      achievements: 'Emissions per kg milk down 26% since 2019; Milk solids up 9%',
    });
    expect(counted.pitch).toContain('Emissions per kg milk are down 26% since 2019.');
    expect(counted.pitch).not.toContain('by a quarter');
  });
});

describe('a result typed after a dash', () => {
  it('is said after "with" in a spoken text and in brackets on a page; a note with a verb of its own keeps its brackets', () => {
    const texts = composeIntroductions({
      ...TYPICAL_ANSWERS,
      purpose: 'job',
      achievements: 'Set up the leg ulcer clinic in Bantry - healing times down from 20 wks to 9',
    });
    for (const kind of ['job', 'pitch'] as const) {
      expect(texts[kind]).toContain('I set up the leg ulcer clinic in Bantry, with healing times down from 20 weeks to 9.');
    }
    expect(texts.linkedin).toContain('I set up the leg ulcer clinic in Bantry (healing times down from 20 weeks to 9).');
    const share = composeIntroductions({
      ...TYPICAL_ANSWERS,
      purpose: 'job',
      achievements: 'Prepared 150+ students for Cambridge exams - 94% pass rate at B2 First',
    });
    expect(share.job).toContain('Cambridge exams, with a 94% pass rate at B2 First.');
    const told = composeIntroductions({
      ...TYPICAL_ANSWERS,
      purpose: 'job',
      achievements: 'Paywise was acquired by PayNest in 2021 – I led the product integration',
    });
    expect(told.job).toContain('(Paywise was acquired by PayNest in 2021)');
  });
});

describe('a sentence about a name, typed among notes', () => {
  it('is said as typed, never as a deed of the person ("I paywise was acquired")', () => {
    const texts = composeIntroductions({
      ...TYPICAL_ANSWERS,
      purpose: 'job',
      achievements: 'Led the product integration - Paywise was acquired by PayNest in 2021; Grew the BNPL product to 60k users',
    });
    expect(texts.job).toContain('Paywise was acquired by PayNest in 2021.');
    expect(texts.linkedin).toContain('Paywise was acquired by PayNest in 2021');
    for (const kind of TEXT_KINDS) expect(texts[kind]).not.toMatch(/\b(?:I|she|they) paywise\b/i);
  });
});

describe('a funding round noted after a deed', () => {
  it('was raised, never tacked on with no verb', () => {
    const texts = composeIntroductions({ ...TYPICAL_ANSWERS, purpose: 'job', achievements: 'Reached $12M ARR in 2023, Series B $32M' });
    expect(texts.job).toContain('reached $12M ARR in 2023 and raised a $32M Series B round.');
    expect(texts.job).not.toContain('Series B $32M');
  });
});

describe('a qualification typed as a note', () => {
  it('is said among the qualifications in a job answer, and a role or a registration typed the same way is not', () => {
    const texts = composeIntroductions({
      ...TYPICAL_ANSWERS,
      purpose: 'job',
      achievements: 'Trained 40 new teachers; CELTA (Pass A), 2015; PROMPT faculty; SSSC registration 2023',
    });
    expect(texts.job).toContain('I gained CELTA (Pass A) in 2015.');
    expect(texts.job).not.toMatch(/qualifications include[^.]*(?:PROMPT|SSSC)/);
    expect(texts.pitch).not.toContain('qualifications include');
    const listed = composeIntroductions({
      ...TYPICAL_ANSWERS,
      purpose: 'job',
      achievements: 'Built 120+ detection rules; OSCP, CySA+, AZ-500; EHL (École hôtelière de Lausanne); Level 1 B-BBEE',
    });
    expect(listed.job).toContain('My qualifications include OSCP, CySA+ and AZ-500.');
    expect(listed.job).not.toMatch(/qualifications include[^.]*(?:EHL|B-BBEE)/);
  });
});

describe("a measure's change typed as a note", () => {
  it('is said with its verb aloud and listed as typed on a page; a lone qualification note stays listed', () => {
    const texts = composeIntroductions({
      ...TYPICAL_ANSWERS,
      achievements: 'Migrated 140 microservices to EKS; p99 latency 900ms→220ms; RevPAR +34% vs 2019; CKA, AWS SA Pro',
    });
    expect(texts.job).toContain('P99 latency went from 900ms to 220ms.');
    expect(texts.job).toContain('RevPAR is up 34% vs 2019.');
    expect(texts.job).toContain('My qualifications include CKA and AWS SA Pro.');
    expect(texts.linkedin).toMatch(/\n• P99 latency from 900ms to 220ms\n/);
    expect(texts.linkedin).toContain('• CKA, AWS SA Pro');
    expect(texts.business).toContain('• CKA, AWS SA Pro');
  });
});

describe('credentials joined to who the person is, in a profile', () => {
  it('are a list of clauses, not a chain of "and"s', () => {
    const texts = composeIntroductions({
      ...TYPICAL_ANSWERS,
      purpose: 'business',
      identity: 'Head sommelier (Tokyo, Paris, now London)',
      role: 'Head sommelier',
      achievements: 'WSET Diploma; Sake Sommelier (SSI); finalist, Best Sommelier of Japan 2017; wrote the 600-bin list at Kaiseki Mori',
      cvText: null,
    });
    expect(texts.business).toMatch(/holds a WSET Diploma, is a Sake Sommelier \(SSI\) and was a finalist/);
    expect(texts.business).not.toMatch(/ and [^.]*, and /);
  });
});

describe('a cause typed as an activity for everyone', () => {
  it('is said as the cause it is, never as the person doing it for others', () => {
    const mission = 'Climbing for everyone – disabled climbers, neurodivergent kids, people who have never set foot in a gym.';
    const texts = composeIntroductions({ ...TYPICAL_ANSWERS, mission });
    expect(texts.linkedin).toContain('climbing for everyone – disabled climbers');
    expect(Object.values(texts).join(' ')).not.toMatch(/to climb for everyone/);
  });
});

describe('a post there is one of at its organisation', () => {
  it('takes "the" when the role opens with it, and "a" for a post of several', () => {
    const said = (role: string) => composeIntroductions({ ...TYPICAL_ANSWERS, purpose: 'job', role }).job;
    expect(said('Clinical Director at Harbour Physio')).toContain('the clinical director at Harbour Physio');
    expect(said('Head of Operations at Brightpath')).toContain('the head of operations at Brightpath');
    expect(said('Consultant Psychiatrist & Medical Director, Serenity Mind Clinic')).not.toMatch(/the consultant psychiatrist/i);
  });
});

describe('what a page lists as typed', () => {
  const linkedin = (achievements: string) => composeIntroductions({ ...TYPICAL_ANSWERS, purpose: 'linkedin', achievements }).linkedin;

  it('lists short notes typed on one line one by one, and a line whose last part has its "and" whole', () => {
    // Each note read alone: letters held and a time spent are said, the rest listed one by one.
    const notes = linkedin('Cut costs by 18%\nFCCA, 18 years in practice, 200+ clients, ex-KPMG');
    expect(notes).toMatch(/I hold the FCCA\. I have spent 18 years in practice\./);
    expect(notes).toMatch(/• 200\+ clients\n• Ex-KPMG/);
    expect(linkedin('Cut costs by 18%\nCatholic, humanist, civil and all faith services arranged')).not.toMatch(/• Catholic\n/);
  });

  it('says one sentence left to list as a sentence after the others, and a note as a bullet', () => {
    expect(linkedin('Cut costs by 18%\nGuests can help with the lambing')).toContain('Guests can help with the lambing.');
    expect(linkedin('Cut costs by 18%\nFRCP (2019)')).toMatch(/:\n• FRCP \(2019\)/);
    expect(linkedin('Cut costs by 18%\nLevel 5 Operations Manager apprenticeship (Distinction)')).toMatch(/:\n• Level 5/);
    // Degrees and letters after a name are listed as what they are.
    expect(linkedin('Cut costs by 18%\nMBBS (Ibadan); FWACP (Psychiatry); MRCPsych (UK)')).toMatch(/Qualifications:\n• MBBS \(Ibadan\)/);
    // A note that may be a deed or a post stays as typed, in the list that leaves it open.
    expect(linkedin('Cut costs by 18%\nCoach youth netball')).toMatch(/:\n• Coach youth netball/);
  });
});

describe('a motto in the headline', () => {
  it('follows the post, as typed', () => {
    const said = (mission: string) => composeIntroductions({ ...TYPICAL_ANSWERS, role: 'Owner / barber', mission }).headline;
    expect(said('sharp cuts, walk ins welcome')).toContain('Sharp cuts, walk-ins welcome');
    expect(said('Safe, on time, fair price.')).toContain('Safe, on time, fair price');
  });
});

describe('a prize typed as a note, in a spoken text', () => {
  it('is said among the highlights, never left out for want of a verb; a post held is no prize', () => {
    const achievements = 'Michelin Bib Gourmand 2022, 2023 & 2024; sous chef 3 years at a 1 Michelin star in Milan';
    const texts = composeIntroductions({ ...TYPICAL_ANSWERS, purpose: 'job', achievements });
    expect(texts.job).toContain('Highlights of my work include a Michelin Bib Gourmand 2022, 2023 & 2024.');
    expect(texts.job).not.toContain('include sous chef');
  });

  it('comes before a course taken or a deed without a figure, and after a count', () => {
    const texts = composeIntroductions({
      ...TYPICAL_ANSWERS,
      purpose: 'pitch',
      audience: 'Diners in Liverpool, people booking private parties, local press',
      achievements: 'Trained at the Escuela de Hostelería de Sevilla; Michelin Bib Gourmand 2022, 2023 & 2024; sold 1 million croquetas',
    });
    expect(texts.pitch).toContain('Michelin Bib Gourmand 2022, 2023 & 2024');
    expect(texts.pitch).toContain('1 million croquetas');
    expect(texts.pitch).not.toContain('Escuela');
    const counted = composeIntroductions({
      ...TYPICAL_ANSWERS,
      purpose: 'pitch',
      achievements: 'Michelin Bib Gourmand 2022; €1.2M revenue in 2023; Grew to 40 restaurants in 18 months',
    });
    expect(counted.pitch).toContain('€1.2M revenue in 2023');
    expect(counted.pitch).toContain('40 restaurants in 18 months');
    expect(counted.pitch).not.toContain('Michelin');
  });

  it('points to notes with figures in a sentence, one thing counted with its "a"', () => {
    const texts = composeIntroductions({ ...TYPICAL_ANSWERS, purpose: 'job', achievements: '₹50 lakh grant from BIRAC' });
    expect(texts.job).toContain('I can point to a ₹50 lakh grant from BIRAC.');
  });

  it('never lists a note that is a clause among the counts: it goes on after "and", or is a sentence of its own', () => {
    const goesOn = composeIntroductions({ ...TYPICAL_ANSWERS, purpose: 'job', achievements: '3 patents; 80+ clients, 70% come back' });
    expect(goesOn.job).toContain('I can point to 3 patents and 80+ clients, and 70% come back.');
    const clause = composeIntroductions({
      ...TYPICAL_ANSWERS,
      purpose: 'job',
      achievements: '400+ engineering hires. 46% of 2023 engineering hires were women or non-binary. 38% repeat customers',
    });
    expect(clause.job).toContain(
      'I can point to 400+ engineering hires and 38% repeat customers. 46% of 2023 engineering hires were women or non-binary.',
    );
  });
});

describe('every answer used', () => {
  describe.each(Object.entries(GOLDEN_ANSWERS))('%s', (_name, answers) => {
    const texts = composeIntroductions(answers);
    // As the writer reads them: tidied ("2021–2023" for "2021-2023").
    const achievements = readAnswers(answers).achievements;
    const career = readCareer(answers.cvText ?? '');

    it('says every achievement in the LinkedIn and business texts; in the job answer the two strongest it reads with confidence, in the pitch one', () => {
      for (const { typed } of achievements) {
        expect(says(texts.linkedin, typed), `linkedin: ${typed}\n${texts.linkedin}`).toBe(true);
        expect(says(texts.business, typed), `business: ${typed}\n${texts.business}`).toBe(true);
      }
      // A note it is not sure how to say ("Coach youth netball") is no sentence to speak; one with a figure is pointed to.
      const speakable = achievements.filter((item) => item.sure || isFigureNote(item));
      for (const { typed } of strongest(speakable, 2)) expect(says(texts.job, typed), `job: ${typed}\n${texts.job}`).toBe(true);
      if (achievements.length)
        expect(
          achievements.some(({ typed }) => says(texts.pitch, typed)),
          texts.pitch,
        ).toBe(true);
    });

    it('names every employer and qualification of the CV in the LinkedIn, job and business texts', () => {
      const names = [
        ...career.roles.map((role) => role.employer),
        ...career.qualifications.flatMap((item) => [item.award, item.institution ?? '']),
      ].filter(Boolean);
      for (const purpose of ['linkedin', 'job', 'business'] as const) {
        for (const name of names) expect(texts[purpose], `${purpose}: ${name}`).toContain(name);
      }
    });

    it('writes each regeneration differently: at least a fifth of the words, in order, differ from the first text', () => {
      const versions = [0, 1, 2, 3].map((variant) => composeIntroductions(answers, variant)) as IntroductionTexts[];
      for (const purpose of PURPOSES) {
        for (const [index, texts] of versions.entries()) {
          if (index === 0) continue;
          const against = versions[0]![purpose];
          expect(sharedInOrder(against, texts[purpose]), `${purpose}:\n${against}\n${texts[purpose]}`).toBeLessThanOrEqual(0.8);
        }
        expect(new Set(versions.slice(1).map((texts) => texts[purpose])).size, purpose).toBe(3);
      }
    });
  });
});

describe('the mission', () => {
  it('says a post still to come as one to come, never as what the person does now ("What drives me is leading ...")', () => {
    for (const mission of ['My goal is to lead a group of stores', 'I want to become a partner in a practice']) {
      const texts = composeIntroductions({ ...TYPICAL_ANSWERS, mission });
      const said = mission.replace(/^(?:My goal is to|I want to) /, '');
      for (const purpose of PURPOSES) {
        expect(texts[purpose], purpose).toContain(said.split(' ').slice(1).join(' '));
        expect(texts[purpose], purpose).not.toMatch(/\b(?:leading|becoming) a /);
      }
    }
    // A mission that is work done now keeps its "-ing": "Getting people moving again".
    expect(readAnswers({ ...TYPICAL_ANSWERS, mission: 'I want to get people moving again after injury' }).missionToCome).toBe(false);
    // Typed bare, a post or a step to come is still to come; a headline aims at it.
    for (const mission of ['Manage a cafe, train baristas', 'Run my own kitchen', 'Working again as a registered nurse'])
      expect(readAnswers({ ...TYPICAL_ANSWERS, mission }).missionToCome, mission).toBe(true);
    const barista = composeIntroductions({ ...TYPICAL_ANSWERS, role: 'Head barista', mission: 'Manage a cafe, train baristas' });
    expect(barista.headline).toContain('Aiming to manage a cafe');
    expect(barista.linkedin).not.toMatch(/\bmanaging a cafe/i);
  });

  it('says each verb after "and" as typed: the people helped do it ("and see"), or the person does ("and keeping")', () => {
    const mission = 'Helping boards take the right risks, and see the wrong ones coming.';
    const texts = composeIntroductions({ ...TYPICAL_ANSWERS, mission });
    for (const purpose of TEXT_KINDS) expect(texts[purpose], purpose).not.toMatch(/\bseeing the wrong ones/);
    expect(Object.values(texts).join(' ')).toMatch(/helping boards take the right risks, and see the wrong ones coming/i);
    const families = 'Helping families separate with as little conflict as possible, and keeping children out of the courtroom';
    for (const variant of [0, 1, 2, 3]) {
      const said = Object.values(composeIntroductions({ ...TYPICAL_ANSWERS, mission: families }, variant)).join(' ');
      expect(said).not.toMatch(/helping families[^.]*and keep children/i);
    }
  });

  it("stays in every text when the name's own sentence holds a fault no shape can leave out", () => {
    // The gate asks for "Copywriter & Brand Voice Consultant" as typed; the sentence that names the person says it.
    const answers = { ...TYPICAL_ANSWERS, role: 'Copywriter & Brand Voice Consultant', communicationStyle: 'concise' as const };
    const texts = composeIntroductions(answers);
    for (const purpose of PURPOSES) expect(texts[purpose], purpose).toContain('financial services easier for everyone');
  });
});

describe('the README', () => {
  it('shows the five texts the writer gives for its sample questionnaire', () => {
    const readme = readFileSync(new URL('../../../../../README.md', import.meta.url), 'utf8').replace(/^> ?/gm, '');
    const texts = composeIntroductions(QUALITY_ENGINEER_ANSWERS);
    for (const purpose of TEXT_KINDS) {
      for (const paragraph of texts[purpose].split('\n\n')) expect(readme, purpose).toContain(paragraph);
    }
  });
});

describe('OfflineIntroductionWriter', () => {
  it('writes the composed texts', async () => {
    await expect(new OfflineIntroductionWriter(pool).write(TYPICAL_ANSWERS, { variant: 1 })).resolves.toEqual(
      composeIntroductions(TYPICAL_ANSWERS, 1),
    );
  });

  /** Each text's drafts as shown: every one a prefix of the text returned, longer than the last, ending a sentence, the last `done`. */
  function expectGrowingDrafts(drafts: Draft[], purpose: Draft['purpose'], text: string): void {
    const own = drafts.filter((draft) => draft.purpose === purpose);
    expect(own.at(-1), purpose).toEqual({ purpose, text, state: 'done' });
    expect(own.filter((draft) => draft.state !== 'writing')).toHaveLength(1);
    const writing = own.filter((draft) => draft.state === 'writing').map((draft) => draft.text);
    expect(writing, purpose).toHaveLength(sentencesOf(text).length);
    writing.forEach((shown, index) => {
      expect(text.startsWith(shown), `${purpose}: ${shown}`).toBe(true);
      // A headline is one line of phrases, shown whole.
      if (purpose !== 'headline') expect(shown, purpose).toMatch(/[.!?]["'”’)]?$/);
      expect(shown.length, purpose).toBeGreaterThan(writing[index - 1]?.length ?? 0);
    });
    expect(writing.at(-1)).toBe(text);
  }

  it('shows the five texts growing a sentence at a time, each ending done with the text it returns', async () => {
    const drafts: Draft[] = [];
    const texts = await new OfflineIntroductionWriter(pool).write(LONG_ANSWERS, { onDraft: (draft) => drafts.push(draft) });
    expect(texts).toEqual(composeIntroductions(LONG_ANSWERS));
    for (const kind of TEXT_KINDS) expectGrowingDrafts(drafts, kind, texts[kind]);
    // The five grow together, and the LinkedIn text's paragraphs show as they come.
    expect(drafts.slice(0, 5).map((draft) => draft.purpose)).toEqual([...TEXT_KINDS]);
    expect(drafts.some((draft) => draft.purpose === 'linkedin' && draft.state === 'writing' && draft.text.includes('\n\n'))).toBe(true);
  });

  it('shows a refined text growing, and only that text', async () => {
    const texts = composeIntroductions(LONG_ANSWERS);
    const current = { purpose: 'job' as const, text: texts.job, style: LONG_ANSWERS.communicationStyle, texts, variant: 0 };
    const drafts: Draft[] = [];
    const refined = await new OfflineIntroductionWriter(pool).refine(LONG_ANSWERS, current, 'shorter', {
      onDraft: (draft) => drafts.push(draft),
    });
    expect(drafts.every((draft) => draft.purpose === 'job')).toBe(true);
    expectGrowingDrafts(drafts, 'job', refined.text);
  });

  it('stops when the request was already cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(new OfflineIntroductionWriter(pool).write(TYPICAL_ANSWERS, { signal: controller.signal })).rejects.toBeInstanceOf(
      GenerationError,
    );
  });
});

describe('createIntroductionWriter', () => {
  it('uses the offline composer without an OpenAI key, and OpenAI with one', () => {
    expect(createIntroductionWriter({ openaiModel: 'gpt-test' }, pool)).toBeInstanceOf(OfflineIntroductionWriter);
    expect(createIntroductionWriter({ openaiApiKey: '  ', openaiModel: 'gpt-test' }, pool)).toBeInstanceOf(OfflineIntroductionWriter);
    expect(createIntroductionWriter({ openaiApiKey: 'sk-x', openaiModel: 'gpt-test' }, pool)).toBeInstanceOf(OpenAIIntroductionWriter);
  });
});

describe('a long career, said aloud', () => {
  it('tells the post held now and the two before it, never the early posts year by year, and every achievement', () => {
    const answers = {
      ...TYPICAL_ANSWERS,
      achievements: [
        'Cut checkout drop-off by 23% with a one-page redesign',
        'Grew the design team from 2 to 9',
        'Built a design system used by 11 product teams',
        'Won a Red Dot award in 2021',
      ].join('\n'),
      cvText: [
        'Monzo Bank — Senior Product Designer — 2021-present',
        'Deliveroo — Product Designer — 2018-2021',
        'Sky — UX Designer — 2015-2018',
        'BBC — Junior Designer — 2013-2015',
        'Accenture — Design Intern — 2012-2013',
      ].join('\n'),
    };
    for (const variant of [0, 1, 2, 3]) {
      const { job } = composeIntroductions(answers, variant);
      for (const said of ['23%', 'from 2 to 9', '11 product teams']) expect(job, `version ${variant}`).toContain(said);
      expect(job, `version ${variant}`).toContain('Deliveroo');
      expect(job, `version ${variant}`).not.toMatch(/Accenture|BBC/);
    }
  });
});

describe("an organisation's profile", () => {
  it('calls it by the kind its identity names, then "it", never "the team" over and over', () => {
    const { business } = composeIntroductions({
      ...TYPICAL_ANSWERS,
      fullName: 'Gemma Hartley',
      pronouns: 'she/her',
      identity: "We're a family-run bakery in Hebden Bridge.",
      role: 'Co-owner, baker',
      achievements:
        'Won Best Newcomer 2023 at the Yorkshire Post Taste Awards\nSupply 14 cafés across the valley\nSold out every Saturday since we opened in March 2022',
    });
    expect(business).toContain('The bakery won Best Newcomer 2023');
    expect(business).toMatch(/since it opened in March 2022/);
    expect(business).not.toMatch(/the team/i);
  });

  it('keeps the person who points to themself in a note of the team\'s: "Q Grader (me!)", never "(us!)"', () => {
    const { linkedin } = composeIntroductions({
      ...TYPICAL_ANSWERS,
      identity: 'We are a cooperative of 43 coffee-growing families in Brazil.',
      achievements: '• Exports grew from 1 container in 2018 to 14 in 2023\n• Q Grader (me!) since 2017',
    });
    expect(linkedin).toContain('Q Grader (me!) since 2017');
  });

  it('thanks an interview panel and offers to say more as the one person interviewed, never as "us"', () => {
    for (const variant of [0, 1, 2, 3]) {
      const { job } = composeIntroductions(
        {
          ...TYPICAL_ANSWERS,
          fullName: 'Fiona McAllister',
          identity: 'We are an independent family dental practice in Aberdeen.',
          role: "Principal Dentist, Queen's Cross Dental Care",
          achievements: 'Cut missed appointments by a third with text reminders',
        },
        variant,
      );
      expect(job, `version ${variant}`).toMatch(/\bwe(?:'re| are) an independent family dental practice/i);
      expect(job, `version ${variant}`).not.toMatch(/\b(?:having|meet|meeting with) us\b|\bWe(?:'re|'d| are| would) (?:happy|glad)/);
    }
  });

  it('says the post of the person who speaks for it: before the team in the first person, held there in the third', () => {
    const { linkedin } = composeIntroductions({
      ...TYPICAL_ANSWERS,
      fullName: 'Gemma Hartley',
      identity: "We're a family-run bakery in Hebden Bridge.",
      role: 'Co-owner, Baker (sourdough & pastry)',
    });
    expect(linkedin).toMatch(/I(?:'m| am) Gemma Hartley, co-owner and baker, and we(?:'re| are) a family-run bakery in Hebden Bridge/);
    const { business } = composeIntroductions({
      ...TYPICAL_ANSWERS,
      fullName: 'Hassan Mahmoud',
      pronouns: 'he/him',
      identity: 'barbershop in Leicester',
      role: 'owner / barber',
    });
    expect(business).toContain('Hassan Mahmoud, the owner and barber of a barbershop in Leicester');
  });
});

describe('a situation of its own', () => {
  it("thanks the listener on a call for their time, never for meeting, and keeps a competition's judges to its pitch", () => {
    const { job } = composeIntroductions({
      ...TYPICAL_ANSWERS,
      purpose: 'job',
      context: 'Telephone interview, they will ask "tell me about you"',
    });
    expect(job).not.toMatch(/\bmeet/);
    const texts = composeIntroductions({
      ...TYPICAL_ANSWERS,
      purpose: 'pitch',
      audience: 'Investors and judges at the AgriInnovate Africa pitch competition',
      context: '3-minute pitch on stage in Accra',
    });
    expect(texts.linkedin).not.toMatch(/judges/);
    expect(texts.business).not.toMatch(/judges/);
  });
});
