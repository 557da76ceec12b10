import { describe, expect, it } from 'vitest';
import { isFigureNote, readAchievements, strongest } from './achievement-reading.js';

const read = (typed: string) => {
  const [item] = readAchievements(typed);
  if (!item) throw new Error(`no achievement in "${typed}"`);
  const { typed: _typed, strength: _strength, sure: _sure, ...reading } = item;
  return reading;
};

// Achievements as people type them, each with the kind and form it is said in.
const KINDS: Array<[string, ReturnType<typeof read>]> = [
  // A name with its verb is the subject, never a deed of the person's ("I paywise was acquired"); a word the lexicon
  // knows as a thing is no name.
  ['Paywise was acquired by PayNest in 2021', { kind: 'own', text: 'Paywise was acquired by PayNest in 2021.' }],
  ['Kredito was named Fintech of the Year', { kind: 'own', text: 'Kredito was named Fintech of the Year.' }],
  ['Mark Radcliffe has played us 3 times', { kind: 'own', text: 'Mark Radcliffe has played us 3 times.' }],
  // A result with "up" is no deed: never "I milk solids up 9%".
  ['Milk solids up 9%', { kind: 'outcome', text: 'Milk solids are up 9%.' }],
  // A metric's name is no verb, whatever the lexicon makes of it after "I".
  ['RevPAR up 34% vs 2019', { kind: 'outcome', text: 'RevPAR is up 34% vs 2019.' }],
  ['infra cost down 38% ($1.1M/yr)', { kind: 'outcome', text: 'Infra cost is down 38% ($1.1M/yr).' }],
  // A measure's change between two figures (arrows are tidied to "from ... to"), said with its verb.
  ['p99 latency from 900ms to 220ms', { kind: 'outcome', text: 'P99 latency went from 900ms to 220ms.' }],
  ['Time-to-offer from 41 to 23 days', { kind: 'outcome', text: 'Time-to-offer went from 41 to 23 days.' }],
  ['Reduce churn from 8% to 3%', { kind: 'deed', tense: 'present', text: 'reduce churn from 8% to 3%' }],
  ['BBC Radio 1Xtra played us x3', { kind: 'own', text: 'BBC Radio 1Xtra played us x3.' }],
  // A count with no verb, then what came of it for the person's people: one sentence, never a fragment before a dash.
  [
    '2,300 blood pressure checks last year – about a third of the people we referred on had undiagnosed hypertension',
    {
      kind: 'own',
      text: 'I can point to 2,300 blood pressure checks last year, and about a third of the people we referred on had undiagnosed hypertension.',
    },
  ],
  // Since a year longer ago than a working life: the family firm's, listed as typed ("I have served Sligo since 1952").
  ['Serving Sligo since 1952', { kind: 'highlight', text: 'Serving Sligo since 1952' }],
  // A licence held for a time: the person's own, with its verb.
  ['clean licence 15 years', { kind: 'own', text: 'I have held a clean licence for 15 years.' }],
  // A record of the person's own, typed without its subject: never the fragment "Never had an accident."
  ['never had an accident', { kind: 'own', text: 'I have never had an accident.' }],
  ['Never missed a deadline', { kind: 'own', text: 'I have never missed a deadline.' }],
  // A participle before a noun describes it: no "have been installed capacity".
  ['4.8 MW installed capacity', { kind: 'highlight', text: '4.8 MW installed capacity' }],
  ['ERC Starting Grant €1.5 million (2021)', { kind: 'deed', tense: 'past', text: 'won an ERC Starting Grant of €1.5 million (2021)' }],
  // A qualification gained at a time that has ended is no qualification "held last year".
  [
    'CIM Certificate in Digital Marketing last year',
    { kind: 'deed', tense: 'past', text: 'completed a CIM Certificate in Digital Marketing last year' },
  ],
  // Services named, not "I bookkeep & payroll".
  ['Bookkeeping & payroll', { kind: 'highlight', text: 'bookkeeping & payroll' }],
  // Held for a time until now: "I've been a ... for 3 years", never "I'm a ... for 3 years".
  [
    'Family group conference co-ordinator for 3 years',
    { kind: 'credential', text: 'family group conference co-ordinator for 3 years', verb: 'been' },
  ],
  // A thing of the person's typed without its article takes "the"; a measure goes without.
  ['Taproom went from 0 to 9,000 visitors/month', { kind: 'outcome', text: 'The taproom went from 0 to 9,000 visitors/month.' }],
  ['Revenue went up 3x in 2024', { kind: 'outcome', text: 'Revenue went up 3x in 2024.' }],
  // The head of the subject says "are": never "Emissions per kg milk is down".
  ['Emissions per kg milk down 26% since 2019', { kind: 'outcome', text: 'Emissions per kg milk are down 26% since 2019.' }],
  // A grant named by its giver is won: never a fragment.
  [
    'Arts Council England grant in 2022 for our project',
    { kind: 'deed', tense: 'past', text: 'won an Arts Council England grant in 2022 for our project' },
  ],
  // "Free" before what is given is no verb: never "We free learn-to-surf".
  [
    'Free learn-to-surf for Raglan Area School every summer',
    { kind: 'highlight', text: 'free learn-to-surf for Raglan Area School every summer' },
  ],
  // The person's people as the subject: a sentence of their own.
  ['34 of my students have completed their arangetram', { kind: 'own', text: '34 of my students have completed their arangetram.' }],
  // Exams passed on the way to a qualification: never "I hold an ACCA".
  ['ACCA – passed 9 of 13 exams in 18 months', { kind: 'deed', tense: 'past', text: 'passed 9 of 13 ACCA exams in 18 months' }],
  // A standing held now, undated: "We're recognised by all major insurers", never "We were".
  ['Recognised by all major insurers', { kind: 'credential', text: 'recognised by all major insurers', verb: 'qualified' }],
  // "I was called to the Bar in 2008", never "I called to the Bar 2008".
  ["Called to the Bar 2008 (Gray's Inn)", { kind: 'award', text: "called to the Bar in 2008 (Gray's Inn)" }],
  // A sentence of the person's own after a time, or with their own thing as its subject, is said as typed.
  ["Since 2021 I've spoken to 200+ organisations", { kind: 'own', text: "Since 2021 I've spoken to 200+ organisations." }],
  [
    'My memoir "Scrum Down" was an Irish Times bestseller (2022)',
    { kind: 'own', text: 'My memoir "Scrum Down" was an Irish Times bestseller (2022).' },
  ],
  // A team named before its deed is its subject: never "Storing team won ...".
  [
    'Store team won Store of the Year (London region) 2022',
    { kind: 'own', text: 'The store team won Store of the Year (London region) 2022.' },
  ],
  // A deed's results after its colon stay with it, in a sentence of its own.
  [
    'Turned around the Hounslow store: sales up 11% year on year, waste down 22%, colleague engagement from 61% to 84%',
    {
      kind: 'own',
      text: 'I turned around the Hounslow store: sales up 11% year on year, waste down 22%, colleague engagement from 61% to 84%.',
    },
  ],
  // A deed done in a post, typed after it: said in the post, never a fragment after a dash.
  [
    'Marketing Manager at Greenacres Garden Centres (2012–2017) – led the rebrand across 18 sites',
    { kind: 'own', text: 'As a Marketing Manager at Greenacres Garden Centres (2012–2017), I led the rebrand across 18 sites.' },
  ],
  // A post held now, typed without "I": "I'm currently an NED at ...", never a note pasted as a sentence.
  ['Currently NED at Mole Valley Housing Association', { kind: 'own', text: "I'm currently an NED at Mole Valley Housing Association." }],
  // A place in a ranking is no deed: never "I top 2% on TryHackMe".
  ['Top 2% on TryHackMe', { kind: 'highlight', text: 'top 2% on TryHackMe' }],
  // Done since a time until now: "we've sold out every Saturday since we opened", never "sold out ... since".
  [
    'Sold out every Saturday since we opened in March 2022',
    { kind: 'deed', tense: 'perfect', text: 'sold out every Saturday since we opened in March 2022' },
  ],
  // A time a deed went on for takes its "for": "I taught undergrad labs for 3 years".
  ['Taught undergrad labs 3 years', { kind: 'deed', tense: 'past', text: 'taught undergrad labs for 3 years' }],
  // A post held once: "I was a consultant at ...", never "I am a previously consultant".
  ['Previously consultant at McKinsey São Paulo', { kind: 'credential', text: 'consultant at McKinsey São Paulo', verb: 'was' }],
  // A result named by a noun before its plural ("learning gains"), never a deed ("I learn gains").
  [
    'Learning gains of 0.3 SD in a 2023 randomised trial with Insper',
    { kind: 'highlight', text: 'learning gains of 0.3 SD in a 2023 randomised trial with Insper' },
  ],
  // A level typed before "qualified" is part of what the person is ("CIPD" ends in d, and is no past verb).
  ['CIPD Level 5 qualified', { kind: 'credential', text: 'CIPD Level 5 qualified', verb: 'qualified' }],
  ['Level 3 PT qualified', { kind: 'credential', text: 'Level 3 PT qualified', verb: 'qualified' }],
  ['Ran 3 community clinics', { kind: 'deed', tense: 'past', text: 'ran 3 community clinics' }],
  // A running total goes on until now.
  ['Installed over 200 rooftop systems', { kind: 'deed', tense: 'perfect', text: 'installed over 200 rooftop systems' }],
  [
    'Cut scrap rates by 22% on a turbine blade line',
    { kind: 'deed', tense: 'past', text: 'cut scrap rates by 22% on a turbine blade line' },
  ],
  ['Led a team of 45 people', { kind: 'deed', tense: 'past', text: 'led a team of 45 people' }],
  ['Mentored junior designers', { kind: 'deed', tense: 'past', text: 'mentored junior designers' }],
  ['Hired a head of sales', { kind: 'deed', tense: 'past', text: 'hired a head of sales' }],
  ['I wrote the onboarding guide', { kind: 'deed', tense: 'past', text: 'wrote the onboarding guide' }],
  ['Taught in 3 schools since 2010', { kind: 'deed', tense: 'perfect', text: 'taught in 3 schools since 2010' }],
  // Done from a time until now: "I've served Swansea since 1998", never "I serve Swansea since 1998".
  ['Serving Swansea since 1998', { kind: 'deed', tense: 'perfect', text: 'served Swansea since 1998' }],
  ['Mentoring new nurses since March 2020', { kind: 'deed', tense: 'perfect', text: 'mentored new nurses since March 2020' }],
  // A note after a dash goes in brackets after what it is about; a deed of the person's own after it is the item;
  // a team's result ("we won ...") or a deed after a post stays as typed.
  [
    'Set up the leg ulcer clinic in Bantry - healing times down from 20 weeks to 9',
    {
      kind: 'deed',
      tense: 'past',
      text: 'set up the leg ulcer clinic in Bantry (healing times down from 20 weeks to 9)',
      note: 'healing times down from 20 weeks to 9',
    },
  ],
  [
    'Clinical lead for diabetes at Hyde Park Surgery – HbA1c targets now met for 78% of patients (up from 61%)',
    {
      kind: 'credential',
      text: 'clinical lead for diabetes at Hyde Park Surgery (HbA1c targets now met for 78% of patients, up from 61%)',
      verb: 'be',
      note: 'HbA1c targets now met for 78% of patients, up from 61%',
    },
  ],
  [
    'Paywise was acquired by PayNest in 2021 – I led the product integration',
    {
      kind: 'deed',
      tense: 'past',
      text: 'led the product integration (Paywise was acquired by PayNest in 2021)',
      note: 'Paywise was acquired by PayNest in 2021',
    },
  ],
  // A post, then the team's deed after a dash: the post is one item, the deed another ("splits notes", below).
  ['Coach of the school team (girls) - we won the cup twice', { kind: 'credential', text: 'coach of the school team (girls)', verb: 'be' }],
  // Time spent: "I spent 12 years as Chief Accountant", "I've spent 10 years childminding"; a deed after a comma would
  // need a verb of its own.
  ['12 years as Chief Accountant in Kharkiv', { kind: 'deed', tense: 'past', text: 'spent 12 years as Chief Accountant in Kharkiv' }],
  [
    '12 years at the Federal Neuropsychiatric Hospital, Yaba',
    { kind: 'deed', tense: 'past', text: 'spent 12 years at the Federal Neuropsychiatric Hospital, Yaba' },
  ],
  ['10 years childminding', { kind: 'deed', tense: 'perfect', text: 'spent 10 years childminding' }],
  ['34 years in the Civil Service, retired as Grade 5', { kind: 'highlight', text: '34 years in the Civil Service, retired as Grade 5' }],
  ['Finalist, Best Sommelier of Japan 2017', { kind: 'credential', text: 'finalist for Best Sommelier of Japan 2017', verb: 'was' }],
  // A range is no note: "2019 – 2022".
  ['Worked at Tesco 2019 – 2022', { kind: 'deed', tense: 'past', text: 'worked at Tesco 2019 – 2022' }],
  // Placed in a competition: said as what happened, the prize and where it was won together.
  [
    'Winner, Best Newcomer 2023 – Yorkshire Post Taste Awards',
    { kind: 'deed', tense: 'past', text: 'won Best Newcomer 2023 at the Yorkshire Post Taste Awards' },
  ],
  [
    'Winner, Wood Awards 2021 – Bespoke category',
    { kind: 'deed', tense: 'past', text: 'won the Bespoke category at the Wood Awards 2021' },
  ],
  ['Winner, KCL Mooting Competition 2020', { kind: 'deed', tense: 'past', text: 'won the KCL Mooting Competition 2020' }],
  [
    'Finalist, Chemist+Druggist Awards – Independent Pharmacy of the Year 2023',
    { kind: 'credential', text: 'finalist for Independent Pharmacy of the Year 2023 at the Chemist+Druggist Awards', verb: 'was' },
  ],
  ['Wrote a weekly column since 2019', { kind: 'deed', tense: 'perfect', text: 'written a weekly column since 2019' }],
  ['Run a team of 12 volunteers', { kind: 'deed', tense: 'present', text: 'run a team of 12 volunteers' }],
  // A title won, typed without its verb.
  [
    'Teacher of the Year at International House Kraków 2019',
    { kind: 'award', text: 'named Teacher of the Year at International House Kraków in 2019' },
  ],
  ['Coventry Citizen of the Year 2023 (me, very embarrassing)', { kind: 'award', text: 'named Coventry Citizen of the Year in 2023' }],
  // A post of one year was held then; a status gained in a year is held still.
  [
    'WHO technical adviser, postpartum haemorrhage guidelines 2023',
    { kind: 'credential', text: 'WHO technical adviser (postpartum haemorrhage guidelines) in 2023', verb: 'was' },
  ],
  ['CFA Charterholder (2021)', { kind: 'credential', text: 'CFA Charterholder since 2021', verb: 'been' }],
  [
    'MS Materials Science & Engineering, KAIST',
    { kind: 'credential', text: 'an MS in Materials Science & Engineering from KAIST', verb: 'hold' },
  ],
  // A post in a degree's programme is no degree.
  [
    "Visiting lecturer on data protection in a Bocconi master's programme",
    { kind: 'credential', text: "visiting lecturer on data protection in a Bocconi master's programme", verb: 'be' },
  ],
  // A participle before the post it qualifies: no passive.
  ['Accredited mediator (MII)', { kind: 'credential', text: 'accredited mediator (MII)', verb: 'be' }],
  ['Named Clinician of the Year 2022', { kind: 'award', text: 'named Clinician of the Year 2022' }],
  // A prize typed before the event that gave it is won there.
  [
    'Gold, Decanter World Wine Awards 2022 (Gran Malbec 2019)',
    { kind: 'deed', tense: 'past', text: 'won Gold at the Decanter World Wine Awards 2022 (Gran Malbec 2019)' },
  ],
  [
    'Gold medal, Bienal de Arquitectura Mexicana 2020',
    { kind: 'deed', tense: 'past', text: 'won a gold medal at the Bienal de Arquitectura Mexicana 2020' },
  ],
  // The event a title was given at is said with "at the", never after a form's comma.
  [
    'Freelancer of the Year, Brighton & Hove Business Awards 2022',
    { kind: 'award', text: 'named Freelancer of the Year at the Brighton & Hove Business Awards in 2022' },
  ],
  [
    'Nominated for the Community Nurse of the Year, Irish Healthcare Awards 2022',
    { kind: 'award', text: 'nominated for the Community Nurse of the Year at the Irish Healthcare Awards 2022' },
  ],
  ['Shortlisted for the Turner Prize', { kind: 'award', text: 'shortlisted for the Turner Prize' }],
  ['Promoted twice in three years', { kind: 'award', text: 'promoted twice in three years' }],
  ['Awarded an MBE in 2020', { kind: 'award', text: 'awarded an MBE in 2020' }],
  ['Chartered physiotherapist', { kind: 'credential', text: 'chartered physiotherapist', verb: 'be' }],
  ['Chartered Quality Professional (CQP MCQI)', { kind: 'credential', text: 'Chartered Quality Professional (CQP MCQI)', verb: 'be' }],
  ['Gas Safe registered engineer', { kind: 'credential', text: 'Gas Safe registered engineer', verb: 'be' }],
  ['Member of the Royal College of Nursing', { kind: 'credential', text: 'member of the Royal College of Nursing', verb: 'be' }],
  ['PhD in Chemistry', { kind: 'credential', text: 'a PhD in Chemistry', verb: 'hold' }],
  [
    'BSc Midwifery, Trinity College Dublin 2017',
    { kind: 'credential', text: 'a BSc in Midwifery from Trinity College Dublin (2017)', verb: 'hold' },
  ],
  // A post typed as a form's note is said with the word between the post and where it is held.
  ['Member, Northern Circuit', { kind: 'credential', text: 'member of the Northern Circuit', verb: 'be' }],
  [
    'Contributing author, IPCC AR6 WGII (Europe chapter)',
    { kind: 'credential', text: 'contributing author to IPCC AR6 WGII (Europe chapter)', verb: 'be' },
  ],
  ['Grade 4 prosecutor, CPS advocate panel', { kind: 'credential', text: 'grade 4 prosecutor on the CPS advocate panel', verb: 'be' }],
  [
    'Judge, Nursing Homes Ireland Care Awards 2024',
    { kind: 'credential', text: 'judge at the Nursing Homes Ireland Care Awards in 2024', verb: 'was' },
  ],
  [
    'President, Chinese Students and Scholars Association (Manchester) 2022-23',
    { kind: 'credential', text: 'president of the Chinese Students and Scholars Association (Manchester) from 2022 to 2023', verb: 'was' },
  ],
  [
    'Headteacher, Ysgol Glan Morfa (2008–2016) and Whitchurch Primary (2016–2023)',
    {
      kind: 'credential',
      text: 'headteacher at Ysgol Glan Morfa from 2008 to 2016 and at Whitchurch Primary from 2016 to 2023',
      verb: 'was',
    },
  ],
  ['GM, The Hallam, Mayfair since 2019', { kind: 'credential', text: 'GM at The Hallam, Mayfair since 2019', verb: 'been' }],
  // Accreditations after the comma are no place the post is held.
  ['Accredited mediator, MII and CMP', { kind: 'credential', text: 'accredited mediator, MII and CMP', verb: 'be' }],
  ['Speaker at Global Fintech Fest 2023', { kind: 'credential', text: 'speaker at Global Fintech Fest in 2023', verb: 'was' }],
  ['Author of "Not Just Stress" (2021)', { kind: 'credential', text: 'author of "Not Just Stress" (2021)', verb: 'be' }],
  ['90% of patients back at work within 8 weeks', { kind: 'outcome', text: '90% of patients are back at work within 8 weeks.' }],
  ['Over 400 kitchens fitted since 1998', { kind: 'deed', tense: 'perfect', text: 'fitted over 400 kitchens since 1998', noDoer: true }],
  ['every piece made in our own workshop', { kind: 'outcome', text: 'Every piece is made in our own workshop.' }],
  ['12 stores opened in 2019', { kind: 'deed', tense: 'past', text: 'opened 12 stores in 2019', noDoer: true }],
  ['Sales grew 40% in 2021', { kind: 'outcome', text: 'Sales grew 40% in 2021.' }],
  ['I am proud of every apprentice I have trained', { kind: 'own', text: 'I am proud of every apprentice I have trained.' }],
  ['A regional innovation award', { kind: 'highlight', text: 'a regional innovation award' }],
  ['Fluent in Polish and English', { kind: 'credential', text: 'fluent in Polish and English', verb: 'qualified' }],
  ['Revenue up 3x in 2024', { kind: 'outcome', text: 'Revenue was up 3x in 2024.' }],
  ['MRCGP', { kind: 'credential', text: 'the MRCGP', verb: 'hold' }],
  ['NPQH', { kind: 'credential', text: 'the NPQH', verb: 'hold' }],
  // A ticket's letters are no membership: "I hold the HIAB" names a crane.
  ['HIAB', { kind: 'highlight', text: 'HIAB' }],
  ['Approved GP trainer since 2022', { kind: 'credential', text: 'approved GP trainer since 2022', verb: 'been' }],
  ['Registered Nurse Prescriber (2019)', { kind: 'credential', text: 'Registered Nurse Prescriber since 2019', verb: 'been' }],
  ['Trustee of a local autism charity', { kind: 'credential', text: 'trustee of a local autism charity', verb: 'be' }],
  ['Team leader for 6 welders 2019-2022', { kind: 'credential', text: 'team leader for 6 welders from 2019 to 2022', verb: 'was' }],
  ['Captain of the school rugby team (S4)', { kind: 'credential', text: 'captain of the school rugby team in S4', verb: 'was' }],
  [
    'Member of the Law Society Family & Child Law Committee, 2018–2022',
    { kind: 'credential', text: 'member of the Law Society Family & Child Law Committee from 2018 to 2022', verb: 'was' },
  ],
  ['Reduced staff turnover by 25% in two years', { kind: 'deed', tense: 'past', text: 'reduced staff turnover by 25% in two years' }],
  // One thing of a named whole takes its "the"; "took charge of" keeps its idiom.
  ['Led thermal design of the 800V battery pack', { kind: 'deed', tense: 'past', text: 'led the thermal design of the 800V battery pack' }],
  ['Took charge of the night shift', { kind: 'deed', tense: 'past', text: 'took charge of the night shift' }],
  ['All drivers DBS checked', { kind: 'outcome', text: 'All drivers are DBS-checked.' }],
  ['All drivers DBS checked + safeguarding trained', { kind: 'outcome', text: 'All drivers are DBS-checked and safeguarding trained.' }],
];

// Items typed as notes, and whether the reading is sure enough to say them in a sentence of their kind.
const SURENESS: Array<[string, boolean]> = [
  ['Ran 3 community clinics', true],
  ['Lead a team of 12', true],
  ['Mentor junior developers', true],
  ['Teach 30 kids a week', true],
  ['Supplying 12 cafes across Leeds', true],
  ['Trustee of a local autism charity', true],
  ['Cut scrap rates by 22%', true],
  ['Pilot plant at Sangrur', false],
  // A licence held for a time, said with its verb ("I have held a clean licence for 15 years"), never "I clean ...".
  ['Clean licence 15 years', true],
  ['Council SEN school transport contract since 2015', false],
  ['GP 72% on my menu', false],
  // A thing done, its letters no verb: "received a CDSCO licence in March 2024".
  ['CDSCO licence received March 2024', true],
  ['Help teams ship faster', true],
  ['Coach youth football', false],
  ['94% sensitivity in an ICMR-validated trial (n=1,800)', false],
  ['A regional innovation award', false],
  ['Court of Master Sommeliers – Advanced', false],
  // A name that did something to the person: their own sentence, listed on a page as typed.
  ['BBC Radio 1Xtra played us x3', false],
];

describe('readAchievements', () => {
  it.each(KINDS)('%s', (typed, reading) => {
    expect(read(typed)).toEqual(reading);
  });

  it.each(SURENESS)('%s: sure enough for a sentence, %s', (typed, sure) => {
    expect(readAchievements(typed)[0]?.sure).toBe(sure);
  });

  it('splits notes typed on one line with commas, and keeps a list inside one item whole', () => {
    expect(
      readAchievements('played Boiler Room 2022, 14M streams on Spotify, a residency at Fosfobox (2019, 2020)').map((item) => item.typed),
    ).toEqual(['played Boiler Room 2022', '14M streams on Spotify', 'a residency at Fosfobox (2019, 2020)']);
    expect(readAchievements('Worked in London, Paris and Berlin').map((item) => item.typed)).toEqual([
      'Worked in London, Paris and Berlin',
    ]);
    expect(readAchievements('MBBS, University of Lagos (2011)').map((item) => item.typed)).toEqual(['MBBS, University of Lagos (2011)']);
    expect(readAchievements('fixed 4,000+ bikes since 2019 + Cytech level 2 qualified').map((item) => item.typed)).toEqual([
      'fixed 4,000+ bikes since 2019',
      'Cytech level 2 qualified',
    ]);
    // Letters and counts after them are notes of their own, not an award's ("FCCA, 18 years ..."), and so is "ex-KPMG".
    expect(
      readAchievements('FCCA, 18 years in practice, 200+ clients, MTD ready, Xero Gold Partner, ex-KPMG').map((item) => item.typed),
    ).toEqual(['FCCA', '18 years in practice', '200+ clients', 'MTD ready', 'Xero Gold Partner', 'ex-KPMG']);
    // Letters are a note of their own among notes: "HIAB" is no part of a list inside one.
    expect(readAchievements('clean licence 15 yrs, ADR tanks and packages, HIAB, never had an accident').map((item) => item.typed)).toEqual(
      ['clean licence 15 yrs', 'ADR tanks and packages', 'HIAB', 'never had an accident'],
    );
    // A post, then what the team did after a dash: two items, the team's deed in its own sentence.
    expect(
      readAchievements('coach of the school Gaelic team (girls) - we won the Belfast primary schools cup twice').map((item) => item.typed),
    ).toEqual(['coach of the school Gaelic team (girls)', 'we won the Belfast primary schools cup twice']);
    // Spaced slashes separate notes; "and/or" and "24/7" are words.
    expect(readAchievements('200+ weddings since 2016 / Featured in Rock My Wedding / open 24/7').map((item) => item.typed)).toEqual([
      '200+ weddings since 2016',
      'Featured in Rock My Wedding',
      'open 24/7',
    ]);
    // A clause stays with what it speaks of: never "Which I haven't said yes to yet." on its own.
    expect(
      readAchievements("Currently NED at a housing association, and I've just joined a hospice board, which I haven't said yes to").map(
        (item) => item.typed,
      ),
    ).toEqual(["Currently NED at a housing association, and I've just joined a hospice board, which I haven't said yes to"]);
  });

  it('says counts typed side by side as figures, never one count as the subject of the next', () => {
    const [mediations] = readAchievements('120+ mediations since 2018, around 80% settled on the day');
    expect(mediations).toMatchObject({ kind: 'highlight', text: '120+ mediations since 2018, around 80% settled on the day' });
    expect(isFigureNote(mediations!)).toBe(true);
    const [notes] = readAchievements('450 kids a week, FA Grassroots Club of the Year 2022');
    expect(isFigureNote(notes!)).toBe(false);
  });

  it('reads a position before "of", "at" or "to" as what the person is', () => {
    expect(read('Trustee of a local autism charity')).toEqual({
      kind: 'credential',
      text: 'trustee of a local autism charity',
      verb: 'be',
    });
    expect(read('Mentor to 5 new starters')).toEqual({ kind: 'credential', text: 'mentor to 5 new starters', verb: 'be' });
  });

  it("reads a pilot with others as a trial, never the person's post, and people helped into work as the deed it leaves unsaid", () => {
    expect(read('Pilot with two cocoa processors in Tema')).toEqual({
      kind: 'highlight',
      text: 'a pilot with two cocoa processors in Tema',
    });
    expect(read('Pilot at easyJet')).toMatchObject({ kind: 'credential', verb: 'be' });
    expect(read('95 adults into work')).toEqual({ kind: 'deed', tense: 'past', text: 'helped 95 adults into work', noDoer: true });
    expect(read('over 40 young people back into education since 2019')).toEqual({
      kind: 'deed',
      tense: 'perfect',
      text: 'helped over 40 young people back into education since 2019',
      noDoer: true,
    });
  });

  it('says a result noted after a deed with "with", and two deeds typed with "&" with "and"', () => {
    expect(read('Built 120+ detection rules in Sentinel, false positives down 60%')).toEqual({
      kind: 'deed',
      tense: 'perfect',
      text: 'built 120+ detection rules in Sentinel, with false positives down 60%',
    });
    expect(read('hired & grew eng team from 1 to 22, attrition under 5%')).toEqual({
      kind: 'deed',
      tense: 'past',
      text: 'hired and grew the eng team from 1 to 22, with attrition under 5%',
    });
    // A deed after the comma is no result noted.
    expect(read('Cut costs, got the pay gap down from 19% to 7%')).toMatchObject({
      text: 'cut costs, got the pay gap down from 19% to 7%',
    });
  });

  it('counts a figure, not a year or a level, as what makes an achievement telling', () => {
    const [award, clinic, level] = readAchievements(
      'Nominated for Nurse of the Year 2022\nSet up a clinic: healing times down from 20 weeks to 9\nLevel 3 qualified',
    );
    expect(clinic!.strength).toBeGreaterThan(award!.strength);
    expect(level!.strength).toBe(0);
  });

  it('keeps a list typed between dashes inside its item, as an aside', () => {
    expect(
      readAchievements("Since 2021 I've spoken to 200+ organisations - Google, PwC, the GAA - and the feedback matters.").map(
        ({ typed }) => typed,
      ),
    ).toEqual(["Since 2021 I've spoken to 200+ organisations (Google, PwC, the GAA) and the feedback matters"]);
  });

  it('splits sentences typed one after another, a figure opening the next after a bracket', () => {
    expect(
      readAchievements('Trained at Kalakshetra, Chennai (diploma 1998). 34 of my students have completed their arangetram.').map(
        ({ typed }) => typed,
      ),
    ).toEqual(['Trained at Kalakshetra, Chennai (diploma 1998)', '34 of my students have completed their arangetram']);
    expect(
      readAchievements(
        '140 women trained since 2017. 70% of graduates in paid work within 6 months. Producing for 9 UK brands incl. 2 B Corps.',
      ).map(({ typed }) => typed),
    ).toEqual([
      '140 women trained since 2017',
      '70% of graduates in paid work within 6 months',
      'Producing for 9 UK brands incl. 2 B Corps',
    ]);
    // A "!" in brackets ends no sentence when what follows goes on in lower case.
    expect(readAchievements('Q Grader (me!) since 2017').map(({ typed }) => typed)).toEqual(['Q Grader (me!) since 2017']);
  });

  it('reads people helped "since setting up the practice" as the deed of the person, never a passive with no one to set it up', () => {
    const [item] = readAchievements('Over 600 families helped since setting up the practice in 2014');
    expect(item).toMatchObject({ kind: 'deed', tense: 'perfect', text: 'helped over 600 families since setting up the practice in 2014' });
  });

  it("reads things counted as done as the person's deeds, never a passive that hides who did them", () => {
    const read = (typed: string) =>
      readAchievements(typed).map(({ kind, text, ...rest }) => ({ kind, text, ...('tense' in rest ? { tense: rest.tense } : {}) }));
    expect(read('4,000+ tickets resolved at 97% CSAT; Over 400 kitchens fitted since 1998; ₹4.2 crore raised (seed)')).toEqual([
      { kind: 'deed', tense: 'perfect', text: 'resolved 4,000+ tickets at 97% CSAT' },
      { kind: 'deed', tense: 'perfect', text: 'fitted over 400 kitchens since 1998' },
      { kind: 'deed', tense: 'perfect', text: 'raised ₹4.2 crore (seed)' },
    ]);
    // A finished time is past; what is given to the person is theirs; what others do, or a doer typed, is not.
    expect(read('1,800 homes rebuilt after the 2017 Puebla earthquake; 6 US patents granted; 2 patents granted in 2019')).toEqual([
      { kind: 'deed', tense: 'past', text: 'rebuilt 1,800 homes after the 2017 Puebla earthquake' },
      { kind: 'deed', tense: 'perfect', text: 'been granted 6 US patents' },
      { kind: 'award', text: 'granted 2 patents in 2019' },
    ]);
    expect(read('300 papers cited; 40 nurses trained by my team').map(({ kind }) => kind)).toEqual(['outcome', 'outcome']);
  });

  it('reads a thing named as done the same way, with its article, and no note where the thing does something itself', () => {
    const read = (typed: string) => readAchievements(typed).map(({ kind, text }) => ({ kind, text }));
    expect(read('offtake MoU signed with a city gas distributor; Paper presented at SAE WCX World Congress 2022')).toEqual([
      { kind: 'deed', text: 'signed an offtake MoU with a city gas distributor' },
      { kind: 'deed', text: 'presented a paper at SAE WCX World Congress 2022' },
    ]);
    // The thing as subject of its own verb, a participle that describes, nouns that look like verbs: never "I've got a debut EP".
    for (const typed of [
      'Debut EP got 2.1m streams',
      'Kerala Startup Mission empanelled design partner',
      'Cooking demo at the festival every year',
      'Infra cost down 38%',
    ])
      expect(read(typed)[0]?.text).not.toMatch(/^(?:got|empanelled|demo|cost)\s/);
  });

  it('keeps the deeds listed after "we" in the sentence that says it, so the organisation\'s deeds never become the person\'s alone', () => {
    const typed = readAchievements(
      'On the board we grew from 1,100 to 4,500 people, brought in a graduate scheme, got the gender pay gap down to 7.5% and won an award',
    ).map((item) => item.typed);
    expect(typed).toEqual([
      'On the board we grew from 1,100 to 4,500 people, brought in a graduate scheme, got the gender pay gap down to 7.5% and won an award',
    ]);
  });

  it('splits notes typed in lower case at their stops, and keeps "e.g." inside its note', () => {
    expect(
      readAchievements('2 weeks work experience with Tayside Joinery. helped my uncle build a decking. captain of the rugby team (S4)').map(
        ({ typed }) => typed,
      ),
    ).toEqual(['2 weeks work experience with Tayside Joinery', 'helped my uncle build a decking', 'captain of the rugby team (S4)']);
    expect(readAchievements('Built garden furniture, e.g. benches and tables').map(({ typed }) => typed)).toHaveLength(1);
  });

  it('splits items on lines, semicolons and bullets, and skips "N/A"', () => {
    expect(readAchievements('- Opened two youth centres\n• Run a team; N/A').map((item) => item.typed)).toEqual([
      'Opened two youth centres',
      'Run a team',
    ]);
  });

  it('keeps two things done in one time as one item: "SOC 2 Type II + HIPAA in 9 months"', () => {
    expect(readAchievements('SOC 2 Type II + HIPAA in 9 months\nshop + café').map((item) => item.typed)).toEqual([
      'SOC 2 Type II and HIPAA in 9 months',
      'shop',
      'café',
    ]);
    expect(readAchievements('Grew to 22 engineers; SOC 2 Type II + HIPAA in 9 months; Series B').map((item) => item.typed)).toContain(
      'SOC 2 Type II and HIPAA in 9 months',
    );
  });

  it('keeps the two parts of one thing joined with "+" as one item: what it is made with, two marks held', () => {
    const typed = (answer: string) => readAchievements(answer).map((item) => item.typed);
    expect(typed('homelab with Splunk + Security Onion; active Secret clearance')).toEqual([
      'homelab with Splunk and Security Onion',
      'active Secret clearance',
    ]);
    expect(typed('60 vehicles. All drivers DBS checked + safeguarding trained.')).toEqual([
      '60 vehicles',
      'All drivers DBS checked and safeguarding trained',
    ]);
    expect(typed('Rainforest Alliance + Fairtrade certified')).toEqual(['Rainforest Alliance and Fairtrade certified']);
    expect(typed('Won Best Newcomer + grew to 14 stockists')).toEqual(['Won Best Newcomer', 'grew to 14 stockists']);
  });

  it('says whose a thing a note names bare is: "Demo has 48k Steam wishlists", never a name or a mass', () => {
    const notes = 'Demo has 48k Steam wishlists; Team grew from 2 to 9; Revenue grew 40%; Paywise was acquired by PayNest';
    expect(readAchievements('App has 10k users').map((item) => [item.kind, item.typed])).toEqual([['own', 'My app has 10k users']]);
    const typed = readAchievements(notes, 'Our');
    expect(typed.map((item) => item.typed)).toEqual([
      'Our demo has 48k Steam wishlists',
      'Our team grew from 2 to 9',
      'Revenue grew 40%',
      'Paywise was acquired by PayNest',
    ]);
  });

  it('puts numbers and awards first when only the strongest are said, in the order typed', () => {
    const items = readAchievements('Chartered physiotherapist; Ran 3 community clinics; Named Clinician of the Year 2022');
    expect(strongest(items, 2).map((item) => item.typed)).toEqual(['Ran 3 community clinics', 'Named Clinician of the Year 2022']);
  });
});
