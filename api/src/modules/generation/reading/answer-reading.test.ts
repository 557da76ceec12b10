import { describe, expect, it } from 'vitest';
import { TYPICAL_ANSWERS } from '../../../../test/fixtures/answers.fixtures.js';
import { readAnswers } from './answer-reading.js';
import { inRunningText, toGerund, toThirdPersonSingular } from '../english/english.js';

const roleOf = (role: string) => readAnswers({ ...TYPICAL_ANSWERS, role }).role;

describe('the role, as typed in the role field', () => {
  it.each([
    ['Founder, Kilimhaus', 'founder of Kilimhaus'],
    ['Founder & CEO, Hamdard Coventry (registered charity)', 'founder & CEO of Hamdard Coventry'],
    ['Owner, Lead Electrician – SK Electrical Services Ltd', 'owner and lead electrician of SK Electrical Services Ltd'],
    ['Barrister (Crime), Peel Court Chambers', 'barrister at Peel Court Chambers'],
    ["Principal Dentist & Practice Owner, Queen's Cross Dental Care", "principal dentist & practice owner of Queen's Cross Dental Care"],
    ['Director, Mehta & Co Accountants', 'director at Mehta & Co Accountants'],
    ['ceramicist, owner of Lindgren Lera studio', 'ceramicist and owner of Lindgren Lera studio'],
    ['Co-owner, Baker (sourdough & pastry)', 'co-owner and baker'],
    ['RN, Community/District Nursing', 'RN'],
    ['Social Worker – Children & Families (SSSC registered)', 'social worker'],
    ['Sous Chef → Head Chef', 'sous chef'],
    ['Paramedic (Band 6) – applying for Specialist Paramedic, Urgent Care', 'paramedic'],
    ['Head Barista / 2IC', 'head barista / 2IC'],
    ['Senior Product Designer', 'senior product designer'],
    ['DJ, producer, label owner (Calor Records)', 'DJ, producer and the owner of Calor Records'],
    ['Studio owner (Lindgren Lera Studio)', 'studio owner of Lindgren Lera Studio'],
    ['UX Researcher / Designer (Health Tech)', 'UX researcher / designer'],
    ['Owner/Designer', 'owner and designer'],
    ['founder/CEO, IslandDesk Virtual Assistants', 'founder and CEO of IslandDesk Virtual Assistants'],
  ])('%s: %s', (typed, said) => {
    expect(roleOf(typed)).toBe(said);
  });

  it('holds the post at the business the person speaks for, and leaves out the post applied for', () => {
    const garage = readAnswers({
      ...TYPICAL_ANSWERS,
      identity: "We're KC Auto Repairs – a family garage in Northampton",
      role: 'Owner & Master Technician',
    });
    expect(garage.role).toBe('owner & master technician of KC Auto Repairs');
    const senco = readAnswers({
      ...TYPICAL_ANSWERS,
      role: 'SENCo / Assistant Head for Inclusion',
      context: 'Opening answer at my interview for Assistant Head – Inclusion',
    });
    expect(senco.role).toBe('SENCo');
  });

  it('holds a leading post at the business the person says they started, which then does what it did', () => {
    const landscapes = readAnswers({
      ...TYPICAL_ANSWERS,
      identity: 'I started Green Thumb Landscapes 11 years ago with a pickup and a mower.',
      role: 'Owner/Designer',
      achievements: 'Denver Water Xeriscape partner; 300+ lawns converted to native plantings',
    });
    expect(landscapes.role).toBe('owner and designer of Green Thumb Landscapes');
    expect(landscapes.achievements.map(({ text }) => text)).toEqual([
      'Green Thumb Landscapes is a Denver Water Xeriscape partner.',
      'Green Thumb Landscapes has converted 300+ lawns to native plantings.',
    ]);
    // A post that leads nothing stays as typed.
    expect(readAnswers({ ...TYPICAL_ANSWERS, identity: 'I started Green Thumb Landscapes in 2014', role: 'Designer' }).role).toBe(
      'designer',
    );
  });

  it('leaves out a note after who the person is that the role or the CV says already', () => {
    const reading = readAnswers({
      ...TYPICAL_ANSWERS,
      identity: 'Marine ecologist researching eelgrass restoration. Postdoc at the University of Gothenburg.',
      role: 'Postdoctoral Researcher, Marine Ecology',
      cvText: 'Postdoctoral Researcher, University of Gothenburg, 2021–present',
    });
    expect(reading.identity?.text).toBe('marine ecologist researching eelgrass restoration');
  });

  it.each([
    ['Director, ESG & Decarbonisation – South & Southeast Asia', 'ESG & Decarbonisation, South & Southeast Asia'],
    ['HR Business Partner, Tech & Product (EMEA)', 'Tech & Product, EMEA'],
    ['RN, Community/District Nursing', 'Community/District Nursing'],
    // A credential, a post and the post applied for are none of what the post covers.
    ['Civil Engineer – Water & Wastewater, Pr.Eng, MSAICE', 'Water & Wastewater'],
    ['Paramedic (Band 6) – applying for Specialist Paramedic, Urgent Care', undefined],
    ['Coded welder (TIG/MIG/MMA), Fabricator', undefined],
    ['Senior Manager, Chartered FCIPD', undefined],
  ])('keeps what %s covers: %s', (role, remit) => {
    expect(readAnswers({ ...TYPICAL_ANSWERS, role }).roleRemit).toBe(remit);
  });
});

describe('the mission', () => {
  const missionOf = (mission: string) => readAnswers({ ...TYPICAL_ANSWERS, mission }).mission;

  it.each([
    [
      'Every kid in Bristol should get to play, whatever their postcode!!',
      'Every kid in Bristol should get to play, whatever their postcode!',
      false,
    ],
    ["I'd like to settle in a community pharmacy", "I'd like to settle in a community pharmacy.", true],
    // Things wanted, typed as notes, are listed after a colon, each as it can be said.
    [
      'Want regular days, home every night, decent firm.',
      "What I'm looking for is regular days, home every night and a decent firm.",
      true,
    ],
    ['Guests remember people, not marble.', 'Guests remember people, not marble.', false],
    // A question is asked as typed, never "What matters most to me is why do men ...".
    ["why do men wait until they're in crisis to talk", "Why do men wait until they're in crisis to talk?", false],
  ])('says a sentence as typed: %s', (typed, said, firstPerson) => {
    expect(missionOf(typed)).toEqual({ kind: 'clause', text: said, firstPerson });
  });

  it.each([
    'Games that help people sit with hard feelings',
    'Real bread, made slowly, for our town.',
    '99.99% uptime without burning out the on-call team',
  ])('reads a noun phrase as one: %s', (typed) => {
    expect(missionOf(typed)?.kind).toBe('noun');
  });

  it('gives one thing wished for its article, and a job wished for is looked for, never what the work centres on', () => {
    expect(missionOf('Stable home for our kids in Leeds')).toMatchObject({ kind: 'noun', text: expect.stringMatching(/^a stable home/) });
    expect(missionOf('Stable job in offshore fabrication')).toEqual({
      kind: 'clause',
      text: "I'm looking for a stable job in offshore fabrication",
      firstPerson: true,
    });
  });
});

describe('a street typed after what the person runs', () => {
  it('is where it is, with its capitals: "a barbershop on Narborough Road, Leicester"', () => {
    const read = readAnswers({ ...TYPICAL_ANSWERS, identity: 'barbershop, narborough road leicester', role: 'owner / barber' });
    expect(read.identity).toEqual({ kind: 'noun', text: 'barbershop on Narborough Road, Leicester' });
    expect(inRunningText('Head Of Road Safety')).toBe('head of road safety');
  });
});

describe('a post held in a place the person has moved from', () => {
  it('was held then; the same post with no move is held now', () => {
    const achievements = 'Practice teacher for 5 social work students in Oslo';
    const moved = readAnswers({
      ...TYPICAL_ANSWERS,
      identity: 'Norwegian social worker, 9 years in child protection in Oslo, moved to Edinburgh in 2023 with my partner.',
      achievements,
    });
    expect(moved.achievements[0]).toMatchObject({ kind: 'credential', verb: 'was' });
    const stayed = readAnswers({
      ...TYPICAL_ANSWERS,
      identity: 'Norwegian social worker, 9 years in child protection in Oslo.',
      achievements,
    });
    expect(stayed.achievements[0]).toMatchObject({ kind: 'credential', verb: 'be' });
  });

  it('was held for the time typed, not until now', () => {
    const read = (identity: string) =>
      readAnswers({ ...TYPICAL_ANSWERS, identity, achievements: 'Family group conference co-ordinator for 3 years' }).achievements[0];
    expect(read('Norwegian social worker in Oslo, moved to Edinburgh in 2023.')).toMatchObject({ verb: 'was' });
    expect(read('Norwegian social worker in Oslo.')).toMatchObject({ verb: 'been' });
  });
});

describe('the mission as a verb and its object', () => {
  it('gives two verbs one "to", so each takes its form: "becoming a partner ..., and building up ..."', () => {
    const mission = readAnswers({
      ...TYPICAL_ANSWERS,
      mission: "My goal is to become a partner in a practice, and to build up the practice's minor surgery services.",
    }).mission;
    expect(mission).toEqual({ kind: 'verb', text: "become a partner in a practice, and build up the practice's minor surgery services" });
    expect(toGerund(mission?.text ?? '')).toBe("becoming a partner in a practice, and building up the practice's minor surgery services");
  });

  it('takes each verb of a list typed with commas to its form, never the first alone; a list of things after one verb stays', () => {
    const listed = 'manage a cafe, train baristas, dial in great coffee every day';
    expect(toGerund(listed)).toBe('managing a cafe, training baristas, dialling in great coffee every day');
    expect(toThirdPersonSingular(listed)).toBe('manages a cafe, trains baristas, dials in great coffee every day');
    expect(toGerund('support families, schools, care homes')).toBe('supporting families, schools, care homes');
    // The last after its "and", as the mission's reading joins them.
    expect(toGerund('manage a cafe, train baristas and dial in great coffee every day')).toBe(
      'managing a cafe, training baristas and dialling in great coffee every day',
    );
  });

  it('takes a verb after "and" with its object to its form, and leaves a word joined to an adjective or a thing as it is', () => {
    expect(toThirdPersonSingular('train women as garment makers and pay London Living Wage')).toBe(
      'trains women as garment makers and pays London Living Wage',
    );
    expect(toGerund('build homes and train apprentices')).toBe('building homes and training apprentices');
    expect(toGerund('make getting tattooed feel safe and chill for everyone')).toBe(
      'making getting tattooed feel safe and chill for everyone',
    );
    expect(toGerund('help families separate with as little conflict and cost as possible, and keep children out of court')).toBe(
      'helping families separate with as little conflict and cost as possible, and keeping children out of court',
    );
    expect(toGerund('keep it simple and have fun')).toBe('keeping it simple and having fun');
  });

  it.each([
    ['Keep horses sound, and catching small injuries early', 'keep horses sound, and catch small injuries early'],
    [
      'Build responsible mines – and bringing more young geologists into leadership',
      'build responsible mines – and bring more young geologists into leadership',
    ],
  ])('says each verb after "and" in the form of the first: %s', (mission, said) => {
    expect(readAnswers({ ...TYPICAL_ANSWERS, mission }).mission).toEqual({ kind: 'verb', text: said });
  });

  it.each([
    ['Ship fewer bugs. Faster releases.', { kind: 'verb', text: 'ship fewer bugs and faster releases' }],
    ['Find attackers faster. Automate the boring parts.', { kind: 'verb', text: 'find attackers faster and automate the boring parts' }],
    [
      'Run my own kitchen. Fresh pasta, seasonal, no shortcuts.',
      { kind: 'verb', text: 'run my own kitchen: fresh pasta, seasonal, no shortcuts' },
    ],
    [
      "Help engineers find jobs they'll stay in. No ghosting.",
      { kind: 'verb', text: "help engineers find jobs they'll stay in, with no ghosting" },
    ],
    [
      'Stable job in offshore fabrication. Later team leader.',
      {
        kind: 'clause',
        text: "I'm looking for a stable job in offshore fabrication, and later a step up to team leader",
        firstPerson: true,
      },
    ],
    ['Own bakery by 2030. Later a second shop.', { kind: 'noun', text: 'own bakery by 2030 and later a second shop' }],
    [
      "Why do men wait until they're in crisis to talk? I want to change that, one dressing room at a time. That's it.",
      {
        kind: 'clause',
        text: "Why do men wait until they're in crisis to talk? I want to change that, one dressing room at a time.",
        firstPerson: false,
      },
    ],
  ])('keeps what was typed after its first sentence, never half of it: %s', (mission, read) => {
    expect(readAnswers({ ...TYPICAL_ANSWERS, mission }).mission).toEqual(read);
  });

  it('reads "Help independent makers sell online" as something to do, not a person', () => {
    expect(readAnswers({ ...TYPICAL_ANSWERS, mission: 'Help independent makers sell online without a developer' }).mission).toEqual({
      kind: 'verb',
      text: 'help independent makers sell online without a developer',
    });
  });
});

describe('an identity typed as notes with no post first', () => {
  const identityOf = (identity: string) => readAnswers({ ...TYPICAL_ANSWERS, identity }).identity;

  it('says a place typed straight after the post as where the person is: "mobile dog groomer in Norwich"', () => {
    expect(identityOf('mobile dog groomer norwich')).toEqual({ kind: 'noun', text: 'mobile dog groomer in Norwich' });
  });

  it.each([
    [
      'been in retail 15 years, assistant manager at B&Q, want to retrain as a train driver',
      "I've been in retail for 15 years, I'm an assistant manager at B&Q and I want to retrain as a train driver.",
    ],
    [
      'worked in kitchens 12 years, head chef at Dishoom, want my own place',
      "I worked in kitchens for 12 years, I'm a head chef at Dishoom and I want my own place.",
    ],
  ])('says each note as a clause of the person: %s', (typed, said) => {
    expect(identityOf(typed)).toEqual({ kind: 'clause', text: said, firstPerson: true });
  });

  it('says years in the post as experience, which reads after "I\'m" and "is": never "I\'m a teacher for 14 years"', () => {
    expect(identityOf('Primary teacher for 14 years, currently teaching P6')).toEqual({
      kind: 'noun',
      text: "primary teacher with 14 years' experience, currently teaching P6",
    });
    expect(identityOf('worked as a nurse for 8 years')?.text).not.toContain('experience');
  });

  it.each([
    'Wedding photographer based in Bordeaux, shooting across France and Spain',
    'registered childminder in Inverness, looking after children',
  ])('leaves notes that open with a post to the post: %s', (typed) => {
    expect(identityOf(typed)?.kind).not.toBe('clause');
  });
});

describe('a post or a degree both among the achievements and in the CV', () => {
  it('is said once, as the achievement the person typed', () => {
    const reading = readAnswers({
      ...TYPICAL_ANSWERS,
      achievements: 'Peer Inspector for Estyn since 2017; BSc Economics, First Class, University of Ibadan; Approved GP trainer since 2022',
      cvText: [
        'Peer Inspector, Estyn, 2017-present.',
        // The whole title and its start typed, without where.
        'Approved GP Trainer, Yorkshire and Humber (2022-present)',
        'Governor, Cardiff and Vale College, 2019-2023.',
        'BSc Economics (First Class Honours), University of Ibadan, 2014',
      ].join('\n'),
    });
    expect(reading.career.roles.map((role) => role.employer)).toEqual(['Cardiff and Vale College']);
    expect(reading.career.qualifications).toEqual([]);
    expect(reading.achievements.map((item) => item.typed)).toEqual([
      'Peer Inspector for Estyn since 2017',
      'BSc Economics, First Class, University of Ibadan',
      'Approved GP trainer since 2022',
    ]);
  });

  it('is said once when typed in other words: a verb for the post, the place named in another order, "NED"', () => {
    const reading = readAnswers({
      ...TYPICAL_ANSWERS,
      achievements: [
        "I also chaired the Employers' Forum for the Surrey Chamber of Commerce for three years.",
        'Trustee of the Guildford Samaritans branch since 2016.',
        'Currently NED at Mole Valley Housing Association (chair of the remuneration committee).',
        "Did a fair bit of mentoring for the Girls' Network.",
      ].join(' '),
      cvText: [
        'Harcourt Logistics Group plc — Group HR Director (Executive Board) — 2010-2023',
        'Non-Executive Director, Mole Valley Housing Association (2022–present)',
        'Trustee, Samaritans Guildford (2016–present)',
        "Chair, Employers' Forum, Surrey Chamber of Commerce (2017–2020)",
        "Mentor, The Girls' Network (2018–2022)",
      ].join('\n'),
    });
    expect(reading.career.roles.map((role) => `${role.title} at ${role.employer}`)).toEqual([
      'group HR director (Executive Board) at Harcourt Logistics Group plc',
    ]);
  });

  it('keeps a post at an organisation an achievement names for another reason: "Acquired by Meridian Health"', () => {
    const reading = readAnswers({
      ...TYPICAL_ANSWERS,
      achievements: 'Acquired by Meridian Health in 2019 (Pathwise, my first startup); grew engineering from 1 to 22',
      cvText: 'Meridian Health — Director of Engineering (post-acquisition) — 2019-2020',
    });
    expect(reading.career.roles.map((role) => role.employer)).toEqual(['Meridian Health']);
  });

  it('keeps the post held where a title was won, and the degree typed with "(Hons)" in the CV said once', () => {
    const reading = readAnswers({
      ...TYPICAL_ANSWERS,
      achievements: 'Teacher of the Year at International House Kraków 2019; BSc Midwifery, Trinity College Dublin 2017',
      cvText: ['09/2015 – 12/2019   EFL Teacher, International House Kraków', 'BSc (Hons) Midwifery, Trinity College Dublin, 2017'].join(
        '\n',
      ),
    });
    expect(reading.career.roles.map((role) => `${role.title} at ${role.employer}`)).toEqual(['EFL teacher at International House Kraków']);
    expect(reading.career.qualifications).toEqual([]);
  });
});

describe('a mission typed as notes', () => {
  const missionOf = (mission: string) => readAnswers({ ...TYPICAL_ANSWERS, mission }).mission;

  it('says a noun and a deed as one list', () => {
    expect(missionOf('Honest prices, turn up when I say.')).toEqual({ kind: 'noun', text: 'honest prices and turning up when I say' });
  });

  it('leaves notes with no deed, or with a manner, as typed', () => {
    expect(missionOf('Fearless, careful defence for people who often have no one else on their side.')).toEqual({
      kind: 'noun',
      text: 'fearless, careful defence for people who often have no one else on their side',
    });
    expect(missionOf('Sake and wine, side by side on every list')?.text).not.toMatch(/siding/);
  });

  it('quotes a motto of short parts as typed, which no verb or noun frame takes whole', () => {
    expect(missionOf('tax returns done right, on time, no jargon')).toEqual({
      kind: 'clause',
      text: 'My motto is "Tax returns done right, on time, no jargon".',
      firstPerson: true,
    });
    expect(missionOf('Safe, on time, fair price.')?.text).toBe('My motto is "Safe, on time, fair price".');
    expect(missionOf('Safe, on time, fair price. 24/7.')?.text).toBe('My motto is "Safe, on time, fair price, 24/7".');
    // Things to do are a mission, not a motto.
    expect(missionOf('Manage a cafe, train baristas, dial in great coffee every day')?.kind).toBe('verb');
    // Two short parts are one too, and how the work is made; never aims, a wish or a sentence.
    expect(missionOf('sharp cuts, walk ins welcome')?.text).toBe('My motto is "Sharp cuts, walk-ins welcome".');
    expect(missionOf("Made in London, by women who were told they'd never work.")?.text).toBe(
      'My motto is "Made in London, by women who were told they\'d never work".',
    );
    expect(missionOf('fewer bugs in prod, faster releases')?.text).not.toMatch(/motto/);
    expect(missionOf('Stable job, near home')?.text).not.toMatch(/motto/);
    expect(missionOf('Guests remember people, not marble.')?.text).not.toMatch(/motto/);
  });
});

describe('an identity that is the business itself', () => {
  it.each([
    ['Private hire firm in Bradford.', true],
    ['barbershop, narborough road leicester', true],
    ['Consultant psychiatrist and founder of a private mental health clinic in Ikoyi, Lagos.', false],
    ['HR business partner in Paris, grew up in Dakar.', false],
  ])('%s: speaks for a business, %s', (identity, organisation) => {
    expect(readAnswers({ ...TYPICAL_ANSWERS, identity }).organisation).toBe(organisation);
  });
});

describe('the audience, one of them at a time', () => {
  it('is "another" of other people, never "an other"', () => {
    expect(readAnswers({ ...TYPICAL_ANSWERS, audience: 'other farmers' }).audience?.singular).toBe('another farmer');
  });

  it('keeps a noun before a noun in "-ing" as part of the phrase: "brand marketing teams", never "brands marketing teams"', () => {
    expect(readAnswers({ ...TYPICAL_ANSWERS, audience: 'Brand marketing teams' }).audience?.plural).toBe('brand marketing teams');
    expect(readAnswers({ ...TYPICAL_ANSWERS, audience: 'homeowners planning a kitchen' }).audience?.singular).toBe(
      'a homeowner planning a kitchen',
    );
  });
});

describe('a deed typed after who the person is, without its subject', () => {
  it('is said with "I", its deeds joined and its years "in" them', () => {
    const reading = readAnswers({
      ...TYPICAL_ANSWERS,
      identity: 'Private hire firm in Bradford. Started as a driver 2003, bought my first cars 2010. Army National Guard too (signal).',
    });
    expect(reading.identityMore).toEqual([
      'I started as a driver in 2003 and bought my first cars in 2010.',
      'Army National Guard too (signal).',
    ]);
  });
});

describe('a note typed after who the person is', () => {
  it('goes in brackets after it, never as a sentence of its own', () => {
    const reading = readAnswers({ ...TYPICAL_ANSWERS, identity: 'dj/producer from rio. baile funk x house' });
    expect(reading.identity).toEqual({ kind: 'noun', text: 'DJ/producer from Rio (baile funk x house)' });
    expect(reading.identityMore).toEqual([]);
  });

  it('says the post held now first, the earlier one after it, never the earlier as held now', () => {
    const reading = readAnswers({ ...TYPICAL_ANSWERS, identity: 'SOC analyst → now Security Engineer' });
    expect(reading.identity?.text).toMatch(/^Security Engineer\b.*\bformerly an SOC analyst$/);
    // The earlier post the CV tells, acronym and all, is not said twice.
    const told = readAnswers({
      ...TYPICAL_ANSWERS,
      identity: 'SOC analyst → now Security Engineer',
      cvText: 'SOC Analyst (L1 → L2) — Galaxy Backbone, Abuja   Feb 2019 – Jul 2022',
    });
    expect(told.identity?.text).not.toMatch(/formerly/);
    // Still an engineer, with years behind: only a post is "formerly".
    const engineer = readAnswers({
      ...TYPICAL_ANSWERS,
      identity: 'Chemical engineer with 16 years in refining, now founder of a startup',
    });
    expect(engineer.identity?.text).toBe('chemical engineer with 16 years in refining, now founder of a startup');
  });

  it('leaves what the person looks for to the mission that says it: never "looking for a summer internship" and "my aim is to get an internship"', () => {
    const reading = readAnswers({
      ...TYPICAL_ANSWERS,
      identity: '2nd year computer science student at Aston University, looking for a summer internship',
      mission: 'Get an internship in software dev',
    });
    expect(reading.identity?.text).toBe('2nd year computer science student at Aston University');
    const other = readAnswers({ ...TYPICAL_ANSWERS, identity: 'Nurse in Leeds, looking for a ward manager post', mission: 'Safer nights' });
    expect(other.identity?.text).toMatch(/looking for a ward manager post/);
  });

  it('takes a short line with no verb as such a note, and what the person does now as a sentence', () => {
    const studio = readAnswers({
      ...TYPICAL_ANSWERS,
      identity: "We're a two-person design studio in Kochi. UX and branding for healthcare and education startups.",
    });
    expect(studio.identity).toEqual({
      kind: 'noun',
      text: 'a two-person design studio in Kochi (UX and branding for healthcare and education startups)',
    });
    const now = readAnswers({
      ...TYPICAL_ANSWERS,
      identity: "I'm a product manager who loves payments. Currently building credit products at Kredito.",
    });
    expect(now.identityMore).toEqual(["I'm currently building credit products at Kredito."]);
    const said = (line: string) =>
      readAnswers({ ...TYPICAL_ANSWERS, identity: `I help food brands find their voice. ${line}` }).identityMore;
    expect(said('Freelance, based in Brighton.')).toEqual(["I'm freelance, based in Brighton."]);
    expect(said('Abuja-based, working remote for a UK MSSP.')).toEqual(["I'm Abuja-based, working remote for a UK MSSP."]);
    expect(said('Run the floor at a busy CBD cafe.')).toEqual(['I run the floor at a busy CBD cafe.']);
    // A post held now, typed without "I"; left out when an achievement says it ("Accredited mediator, MII and CMP").
    expect(said('Now an accredited workplace mediator.')).toEqual(["I'm now an accredited workplace mediator."]);
    const mediator = { ...TYPICAL_ANSWERS, identity: 'Retired civil servant. Now an accredited workplace mediator.' };
    expect(readAnswers({ ...mediator, achievements: 'Accredited mediator, MII and CMP.' }).identityMore).toEqual([]);
    // Its "I" further on: a sentence of the person's own, never a noun phrase ("X is after 32 years ... he now advises").
    const later = 'After 32 years in banking – the last ten as a CRO – I now advise banks on risk.';
    expect(readAnswers({ ...TYPICAL_ANSWERS, identity: later }).identity).toEqual({ kind: 'clause', text: later, firstPerson: true });
  });
});

describe("the person's name before an achievement of their own", () => {
  it('is left out: "Ngozi – Mandela Washington Fellow 2022" is the fellowship', () => {
    const achievements = '9,400 free counselling sessions delivered; Ngozi – Mandela Washington Fellow 2022';
    const reading = readAnswers({ ...TYPICAL_ANSWERS, fullName: 'Ngozi Uche', achievements });
    expect(reading.achievements.map((item) => item.typed)).toEqual([
      '9,400 free counselling sessions delivered',
      'Mandela Washington Fellow 2022',
    ]);
  });
});

describe("an organisation's growth among a founder's achievements", () => {
  const achievementsOf = (role: string, achievements: string) =>
    readAnswers({ ...TYPICAL_ANSWERS, role, achievements }).achievements.map(({ kind, text }) => ({ kind, text }));

  it('is said with the organisation as its subject, never as the person', () => {
    expect(achievementsOf('Co-founder & CEO, Conta Comigo', 'Grew to 320,000 students across 9 states')).toEqual([
      { kind: 'outcome', text: 'Conta Comigo grew to 320,000 students across 9 states.' },
    ]);
    expect(achievementsOf('CTO & co-founder, Trailhead Health', 'Reached $12M ARR in 2023')).toEqual([
      { kind: 'outcome', text: 'Trailhead Health reached $12M ARR in 2023.' },
    ]);
    // Money raised, a debt paid back, shelves: the organisation's, whether typed bare or as "we".
    expect(
      achievementsOf('Founder, Kilimhaus', 'Raised £250k pre-seed; we paid back our £80k share offer early; Listed in 48 Co-op stores'),
    ).toEqual([
      { kind: 'outcome', text: 'Kilimhaus raised £250k pre-seed.' },
      { kind: 'outcome', text: 'Kilimhaus paid back its £80k share offer early.' },
      { kind: 'outcome', text: 'Kilimhaus is listed in 48 Co-op stores.' },
    ]);
    // A prize won at an event is the business's; a fellowship is the person's.
    expect(achievementsOf('Founder, Kilimhaus', 'Gold, Etsy Design Awards 2023; Won a Churchill Fellowship')).toEqual([
      { kind: 'outcome', text: 'Kilimhaus won Gold at the Etsy Design Awards 2023.' },
      { kind: 'deed', text: 'won a Churchill Fellowship' },
    ]);
  });

  it("is the organisation's when it counts work done for many, names the business among others, or is a status it holds now", () => {
    expect(
      achievementsOf(
        'Founder & CEO, Hamdard Coventry',
        'Supported 340 families since 2021; Rewired 40 council flats for Reading Borough Council in 2022; Catered 40+ weddings and events last year',
      ),
    ).toEqual([
      { kind: 'outcome', text: 'Hamdard Coventry has supported 340 families since 2021.' },
      { kind: 'outcome', text: 'Hamdard Coventry rewired 40 council flats for Reading Borough Council in 2022.' },
      { kind: 'outcome', text: 'Hamdard Coventry catered 40+ weddings and events last year.' },
    ]);
    expect(
      achievementsOf(
        'Owner & chef, Zaatar Wheels',
        "Named one of Houston's 10 best food trucks by the Houston Chronicle (2023); Recognised by all major insurers; Bristol City Robins Foundation partner",
      ),
    ).toEqual([
      { kind: 'outcome', text: "Zaatar Wheels was named one of Houston's 10 best food trucks by the Houston Chronicle (2023)." },
      { kind: 'outcome', text: 'Zaatar Wheels is recognised by all major insurers.' },
      { kind: 'outcome', text: 'Zaatar Wheels is a Bristol City Robins Foundation partner.' },
    ]);
    // Goods sold, a scheme's mark, things counted as done: the business's, never "I'm PV GreenCard accredited".
    expect(
      achievementsOf(
        'Founder & MD, Ilanga Power Solutions',
        'sold 1 million croquetas; PV GreenCard accredited; 1,650 systems installed in KZN since 2019; ACCA qualified',
      ),
    ).toEqual([
      { kind: 'outcome', text: 'Ilanga Power Solutions sold 1 million croquetas.' },
      { kind: 'outcome', text: 'Ilanga Power Solutions is PV GreenCard accredited.' },
      { kind: 'outcome', text: 'Ilanga Power Solutions has installed 1,650 systems in KZN since 2019.' },
      { kind: 'credential', text: 'ACCA qualified' },
    ]);
    // Press, a shortlist for a business's title, and work done now for many: the business's.
    expect(
      achievementsOf(
        'Founder, Kilimhaus',
        'Featured in Monocle and Dezeen; Etsy Design Awards finalist; Finalist for Independent Pharmacy of the Year 2023; Supply 14 care homes',
      ),
    ).toEqual([
      { kind: 'outcome', text: 'Kilimhaus was featured in Monocle and Dezeen.' },
      { kind: 'outcome', text: 'Kilimhaus was an Etsy Design Awards finalist.' },
      { kind: 'outcome', text: 'Kilimhaus was a finalist for Independent Pharmacy of the Year 2023.' },
      { kind: 'outcome', text: 'Kilimhaus supplies 14 care homes.' },
    ]);
    // Named among people, or a deed of the person's own: theirs.
    expect(achievementsOf('Founder & chair, Kickabout Bristol CIO', 'Running 6 clubs across Bristol')).toEqual([
      { kind: 'outcome', text: 'Kickabout Bristol runs 6 clubs across Bristol.' },
    ]);
    expect(achievementsOf('Owner & chef, Zaatar Wheels', "Named one of Houston's 10 best chefs; Ran 3 marathons")).toEqual([
      { kind: 'award', text: "named one of Houston's 10 best chefs" },
      { kind: 'deed', text: 'ran 3 marathons' },
    ]);
  });

  it("is the organisation's when things counted as done are work it serves, led by a founding partner too", () => {
    expect(
      achievementsOf(
        'Founding Partner, Taller Herrera Arquitectos',
        '1,800 homes rebuilt with community cooperatives after the 2017 Puebla earthquake; ₹4.2 crore raised (BIRAC BIG)',
      ),
    ).toEqual([
      {
        kind: 'outcome',
        text: 'Taller Herrera Arquitectos rebuilt 1,800 homes with community cooperatives after the 2017 Puebla earthquake.',
      },
      { kind: 'outcome', text: 'Taller Herrera Arquitectos has raised ₹4.2 crore (BIRAC BIG).' },
    ]);
    // Counted with no doer, the firm's record: never "I have completed over 2,500 EICRs".
    expect(achievementsOf('Owner, Lead Electrician – SK Electrical Services Ltd', 'Over 2,500 EICRs completed for letting agents')).toEqual(
      [{ kind: 'outcome', text: 'SK Electrical Services has completed over 2,500 EICRs for letting agents.' }],
    );
    expect(achievementsOf('Artistic Director & CEO, Concrete Stage Youth Theatre', '12 new plays produced since 2015')).toEqual([
      { kind: 'outcome', text: 'Concrete Stage Youth Theatre has produced 12 new plays since 2015.' },
    ]);
    expect(achievementsOf('Founder & CEO, Strivio Diagnostics', 'CDSCO licence received March 2024')).toEqual([
      { kind: 'outcome', text: 'Strivio Diagnostics received a CDSCO licence in March 2024.' },
    ]);
    // Said by its name without its legal form, as people say it: the post names it in full.
    expect(achievementsOf('Founder & CEO, ParaliGas Technologies Pvt Ltd', '2 process patents filed')).toEqual([
      { kind: 'outcome', text: 'ParaliGas Technologies has filed 2 process patents.' },
    ]);
    // Without an organisation, the person's.
    expect(achievementsOf('IT Support Specialist II', 'Over 2,500 EICRs completed for letting agents')).toEqual([
      { kind: 'deed', text: 'completed over 2,500 EICRs for letting agents' },
    ]);
  });

  it("stays the person's own when they lead no organisation they name, or it is no growth", () => {
    expect(achievementsOf('Senior product designer', 'Grew the design team to 8')[0]?.kind).toBe('deed');
    expect(achievementsOf('Founder, Kilimhaus', 'Designed 40 rugs with weavers in Kars')[0]?.kind).toBe('deed');
    expect(achievementsOf('Senior product designer', 'Raised £250k pre-seed')[0]?.kind).toBe('deed');
  });
});
