import { describe, expect, it } from 'vitest';
import { LONG_ANSWERS } from '../../../../test/fixtures/answers.fixtures.js';
import { type Career, type CareerRole, type Qualification, readCareer } from './career-reading.js';
import { type CareerVoice, careerSentences, inText, qualificationSentences } from '../sentences/career-sentences.js';
import type { IntroductionAnswers } from '../generation.types.js';
import { lintEnglish } from '../../../../test/harper.js';

const CVS: Record<string, string> = {
  'the long CV of the fixtures': LONG_ANSWERS.cvText ?? '',
  'example 4, pasted as one paragraph':
    'Senior Quality Engineer, Rolls-Royce, 2019 to present. Quality Engineer, GKN Aerospace, 2014-2019. MEng Mechanical Engineering, University of Sheffield, 2014.',
  'one role a line':
    'Senior Quality Engineer, Rolls-Royce, 2019 to present\nQuality Engineer, GKN Aerospace, 2014-2019\nMEng Mechanical Engineering, University of Sheffield, 2014',
  '"at" and years in brackets':
    'Consultant at Deloitte (2015 – 2018)\nAnalyst at Quill & Co Consulting (2012 – 2015)\nBSc Economics, University of Leeds, 2012',
  'sentences in a paragraph, a season': 'Intern, Arup, summer 2024. Graduate engineer, Atkins, 2025 to present.',
  'years first, with a colon':
    '2020–present: Head of Year, Park Lane Academy\n2016–2020: Teacher, Park Lane Academy\nPGCE, University of Exeter, 2015\nBA (Hons) History, University of York, 2010',
  pipes:
    "Ward Sister | King's College Hospital | 2021 - present\nStaff Nurse | St Mary's Hospital | 2014 - 2021\nBSc Nursing | King's College London | 2014",
  'months, then the title': 'Mar 2022 – present Senior Product Designer at Wise\nJan 2020 – Mar 2022 Product Designer at Monzo',
  '"now", a season in brackets, honours':
    'Software Engineer, Google (2021-now)\nSoftware Engineer Intern, Google (summer 2020)\nMEng Computer Science, University of Cambridge, 2021 (First Class)',
  'title on one line, employer and years on the next':
    'Senior Quality Engineer\nRolls-Royce, 2019 to present\n\nQuality Engineer\nGKN Aerospace, 2014-2019',
  'title and employer on one line, years on the next': 'UX Designer, Monzo\n2018 – 2021\niOS Developer, Deliveroo\n2015 – 2018',
  'employer first': 'Rolls-Royce\nSenior Quality Engineer, 2019 to present\nAccenture — Technology Consultant — 2016 – 2019',
  'years on a line before the role': '2016 – 2020\nTeacher, Park Lane Academy\n2020 – present\nDeputy Head, Hill Park School',
  'a research career':
    'Postdoctoral Researcher, University of Cambridge, 2019 to present\nPhD in Chemistry, Imperial College London, 2019\nMSc Chemistry, University of Bristol, 2015 (Distinction)',
  'a certificate and "to date"':
    'Operations Manager, Ocado, 2019 to date\nOperations Supervisor, Amazon, 2016 – 2019\nCertificate in Operations Management, Open University, 2016',
  'an NVQ and a trade':
    'Solar PV Installer, SunFlow Energy, 2018 - present\nElectrician, Balfour Beatty, 2012 - 2018\nNVQ Level 3 Electrical Installation, 2012',
  'an MBA without an institution':
    'Managing Director, Hartley & Sons, 2018 to present\nSales Manager, Hartley & Sons, 2010 to 2018\nMBA, 2018',
  'a full CV with contact lines, bullets and skills': `Priya Sharma
priya.sharma@example.com · 07700 900456 · linkedin.com/in/priyasharma
Manchester

Work Experience
Senior Product Designer, Starling Bank, 2021 – present
• Designed the onboarding flow for a savings app used across Europe.
• Ran research sessions with customers every sprint.
Product Designer, Booking.com, 2017 – 2021
• Redesigned the checkout, cutting drop-off by 12%.

Education:
BA Graphic Design, University of the Arts London, 2017

Skills
Figma, prototyping, user research, accessibility

Interests
Climbing, film photography`,
  'a volunteering role without a heading, ACCA':
    'Accountant, KPMG, 2015 to present. Mentor at a local charity helping young people into their first jobs, since 2017. ACCA, 2018.',
  'oldest first': 'Junior Developer, Sage, 2009 – 2011\nDeveloper, BBC, 2011 – 2014\nLead Developer, Skyscanner, 2014 – present',
  'a single year and overlapping roles':
    'Data Analyst, NHS Digital, 2021 – present\nResearch Assistant, University of Manchester, 2020\nTeaching Assistant, University of Manchester, 2019 – 2021',
  'a long career': `Chief Technology Officer, Bloom Health, 2022 to present
VP of Engineering, Bloom Health, 2020 – 2022
Engineering Manager, Deliveroo, 2017 – 2020
Senior iOS Developer, Skyscanner, 2014 – 2017
iOS Developer, BBC, 2011 – 2014
Junior Developer, Sage Group, 2009 – 2011
BSc Computer Science, University of Edinburgh, 2009
MSc Software Engineering, University of Oxford, 2012
MBA, London Business School, 2019
PGCert Leadership, Open University, 2021`,
  'qualifications only':
    'BSc Economics, University of Leeds, 2025 (First Class)\nPhD in Chemistry, Imperial College London, 2019\nSKILLS\nExcel, SQL, Tableau',
  'nothing to read': 'Hardworking and friendly. Happy to travel.',
  '"since" and "from" without commas, tabs, a sentence about the person':
    'Tomasz Wiśniewski\nDerby\nSenior Quality Engineer at Rolls-Royce since 2019\nQuality Engineer at GKN Aerospace from 2014 to 2019\nIntern\tArup\tJun 2013 - Aug 2013\nBefore that I studied at the University of Sheffield from 2010 to 2014.\nCertificate in First Aid, St John Ambulance, 2015',
};

const current = (title: string, employer: string, from: number): CareerRole => ({
  title,
  employer,
  from,
  to: null,
  current: true,
  period: null,
});
const past = (title: string, employer: string, from: number, to: number): CareerRole => ({
  title,
  employer,
  from,
  to,
  current: false,
  period: null,
});
const during = (title: string, employer: string, period: string): CareerRole => ({
  title,
  employer,
  from: null,
  to: null,
  current: false,
  period,
});
const award = (
  name: string,
  subject: string | null,
  institution: string | null,
  year: number | null,
  honours: string | null = null,
): Qualification => ({
  award: name,
  subject,
  institution,
  year,
  honours,
});
const career = (roles: CareerRole[], qualifications: Qualification[] = [], work: string[] = []): Career => ({
  roles,
  qualifications,
  work,
});

const QUALITY_ENGINEER = [current('senior quality engineer', 'Rolls-Royce', 2019), past('quality engineer', 'GKN Aerospace', 2014, 2019)];
const MENG = award('MEng', 'Mechanical Engineering', 'University of Sheffield', 2014);

const READINGS: Record<string, Career> = {
  'the long CV of the fixtures': career(
    [
      current('head of operations', 'Brightpath Logistics', 2019),
      past('operations manager', 'Northwind Retail', 2015, 2019),
      past('analyst', 'Quill & Co Consulting', 2012, 2015),
    ],
    [award('BSc', 'Economics', 'University of Leeds', 2012), award('Certificate', 'Operations Management', 'Open University', 2016)],
    [
      'led a team of 45 people across three warehouses and a customer service centre',
      'cut average delivery time from 4.5 days to 2 days by redesigning the routing process with the data team',
      'introduced a weekly review ritual that every site manager now runs on their own',
      'negotiated new carrier contracts that reduced shipping costs by 18%',
      'managed the opening of 12 new stores, from site selection to the first trading day',
    ],
  ),
  'example 4, pasted as one paragraph': career(QUALITY_ENGINEER, [MENG]),
  'one role a line': career(QUALITY_ENGINEER, [MENG]),
  '"at" and years in brackets': career(
    [past('consultant', 'Deloitte', 2015, 2018), past('analyst', 'Quill & Co Consulting', 2012, 2015)],
    [award('BSc', 'Economics', 'University of Leeds', 2012)],
  ),
  'sentences in a paragraph, a season': career([current('graduate engineer', 'Atkins', 2025), during('intern', 'Arup', 'summer 2024')]),
  'years first, with a colon': career(
    [current('head of year', 'Park Lane Academy', 2020), past('teacher', 'Park Lane Academy', 2016, 2020)],
    [award('PGCE', null, 'University of Exeter', 2015), award('BA (Hons)', 'History', 'University of York', 2010)],
  ),
  pipes: career(
    [current('ward sister', "King's College Hospital", 2021), past('staff nurse', "St Mary's Hospital", 2014, 2021)],
    [award('BSc', 'Nursing', "King's College London", 2014)],
  ),
  'months, then the title': career([current('senior product designer', 'Wise', 2022), past('product designer', 'Monzo', 2020, 2022)]),
  '"now", a season in brackets, honours': career(
    [current('software engineer', 'Google', 2021), during('software engineer intern', 'Google', 'summer 2020')],
    [award('MEng', 'Computer Science', 'University of Cambridge', 2021, 'First Class')],
  ),
  'title on one line, employer and years on the next': career(QUALITY_ENGINEER),
  'title and employer on one line, years on the next': career([
    past('UX designer', 'Monzo', 2018, 2021),
    past('iOS developer', 'Deliveroo', 2015, 2018),
  ]),
  'employer first': career([
    current('senior quality engineer', 'Rolls-Royce', 2019),
    past('technology consultant', 'Accenture', 2016, 2019),
  ]),
  'years on a line before the role': career([
    current('deputy head', 'Hill Park School', 2020),
    past('teacher', 'Park Lane Academy', 2016, 2020),
  ]),
  'a research career': career(
    [current('postdoctoral researcher', 'University of Cambridge', 2019)],
    [award('PhD', 'Chemistry', 'Imperial College London', 2019), award('MSc', 'Chemistry', 'University of Bristol', 2015, 'Distinction')],
  ),
  'a certificate and "to date"': career(
    [current('operations manager', 'Ocado', 2019), past('operations supervisor', 'Amazon', 2016, 2019)],
    [award('Certificate', 'Operations Management', 'Open University', 2016)],
  ),
  'an NVQ and a trade': career(
    [current('solar PV installer', 'SunFlow Energy', 2018), past('electrician', 'Balfour Beatty', 2012, 2018)],
    [award('NVQ Level 3', 'Electrical Installation', null, 2012)],
  ),
  'an MBA without an institution': career(
    [current('managing director', 'Hartley & Sons', 2018), past('sales manager', 'Hartley & Sons', 2010, 2018)],
    [award('MBA', null, null, 2018)],
  ),
  'a full CV with contact lines, bullets and skills': career(
    [current('senior product designer', 'Starling Bank', 2021), past('product designer', 'Booking.com', 2017, 2021)],
    [award('BA', 'Graphic Design', 'University of the Arts London', 2017)],
    [
      'designed the onboarding flow for a savings app used across Europe',
      'ran research sessions with customers every sprint',
      'redesigned the checkout, cutting drop-off by 12%',
    ],
  ),
  // Without a Volunteering heading above it, a volunteering line with a role, an organisation and years is a role.
  'a volunteering role without a heading, ACCA': career(
    [current('mentor', 'a local charity helping young people into their first jobs', 2017), current('accountant', 'KPMG', 2015)],
    [award('ACCA', null, null, 2018)],
  ),
  'oldest first': career([
    current('lead developer', 'Skyscanner', 2014),
    past('developer', 'BBC', 2011, 2014),
    past('junior developer', 'Sage', 2009, 2011),
  ]),
  'a single year and overlapping roles': career([
    current('data analyst', 'NHS Digital', 2021),
    past('teaching assistant', 'University of Manchester', 2019, 2021),
    during('research assistant', 'University of Manchester', '2020'),
  ]),
  'a long career': career(
    [
      current('chief technology officer', 'Bloom Health', 2022),
      past('VP of engineering', 'Bloom Health', 2020, 2022),
      past('engineering manager', 'Deliveroo', 2017, 2020),
      past('senior iOS developer', 'Skyscanner', 2014, 2017),
      past('iOS developer', 'BBC', 2011, 2014),
      past('junior developer', 'Sage Group', 2009, 2011),
    ],
    [
      award('BSc', 'Computer Science', 'University of Edinburgh', 2009),
      award('MSc', 'Software Engineering', 'University of Oxford', 2012),
      award('MBA', null, 'London Business School', 2019),
      award('PGCert', 'Leadership', 'Open University', 2021),
    ],
  ),
  'qualifications only': career(
    [],
    [award('BSc', 'Economics', 'University of Leeds', 2025, 'First Class'), award('PhD', 'Chemistry', 'Imperial College London', 2019)],
  ),
  'nothing to read': career([]),
  '"since" and "from" without commas, tabs, a sentence about the person': career(
    [...QUALITY_ENGINEER, past('intern', 'Arup', 2013, 2013)],
    [award('Certificate', 'First Aid', 'St John Ambulance', 2015)],
  ),
};

const VOICES = {
  formal: { person: 'first', formal: true },
  informal: { person: 'first', formal: false },
  she: { person: 'third', subject: 'she', possessive: 'her', singular: true, named: false },
  he: { person: 'third', subject: 'he', possessive: 'his', singular: true, named: false },
  they: { person: 'third', subject: 'they', possessive: 'their', singular: false, named: false },
  Tomasz: { person: 'third', subject: 'Tomasz', possessive: 'his', singular: true, named: true },
  Priya: { person: 'third', subject: 'Priya', possessive: 'her', singular: true, named: true },
} satisfies Record<string, CareerVoice>;
const VARIANTS = [0, 1, 2, 3];

function realised(cv: string, voice: CareerVoice, variant: number): { career: string; qualifications: string } {
  const { roles, qualifications } = readCareer(cv);
  return { career: careerSentences(roles, voice, variant), qualifications: qualificationSentences(qualifications, voice, variant) };
}

const textOf = (cv: string, voice: CareerVoice, variant: number) =>
  Object.values(realised(cv, voice, variant))
    .filter(Boolean)
    .join(' ');

describe('readCareer', () => {
  it('has an expected reading for every test CV', () => expect(Object.keys(READINGS).sort()).toEqual(Object.keys(CVS).sort()));

  it.each(Object.entries(CVS))('reads %s', (name, cv) => expect(readCareer(cv)).toEqual(READINGS[name]));

  it('reads an empty CV as nothing', () => expect(readCareer('')).toEqual(career([])));

  const linesOf = (...lines: string[]) => lines.join('\n');

  it('reads a line as a role only when it names a post: not a degree, a team, a break, a status or a prize', () => {
    const { roles } = readCareer(
      linesOf(
        'Biostatistician II, Dana-Farber Cancer Institute, 2016-2019',
        'Bacharelado em Sistemas de Informação, Universidade Presbiteriana Mackenzie, 2018',
        'Team of 7 engineers, 2 patent applications, 2013-2018',
        'Career break, English course, 2022-2023',
        'Pharmacist, GPhC registered, 2024',
        'Winner, KCL Internal Mooting Competition (2020)',
      ),
    );
    expect(roles.map((role) => `${role.title} at ${role.employer}`)).toEqual(['biostatistician II at Dana-Farber Cancer Institute']);
  });

  it("reads a CV's columns as pasted from a PDF: a title broken over two lines, a bullet under a freelance post, a course led, no post from an education section", () => {
    const { roles } = readCareer(
      linesOf(
        'Work experience',
        '2016 – now\tWelder / Team',
        'leader\tCrist S.A., Gdynia',
        ' - welding of hull sections and',
        '01/2020 – present\tFreelance online English teacher (Preply + private clients)',
        '\t– Business English for IT and engineering professionals',
        'Course leader, Marine Field Ecology (15 ECTS), 2022–2024',
        'Education',
        '2006 – 2010\tTechnical School of',
        'Shipbuilding, Gdańsk – mechanic',
        'technician',
      ),
    );
    expect(roles.map(({ title, employer, from, current }) => [title, employer, from, current])).toEqual([
      ['freelance online English teacher (Preply + private clients)', '', 2020, true],
      ['welder and team leader', 'Crist S.A.', 2016, true],
      ['course leader for Marine Field Ecology (15 ECTS)', '', 2022, false],
    ]);
  });

  it("leaves out of a title the part its bullet says was held for some of the post's years only", () => {
    const roles = (bullet: string) =>
      readCareer(linesOf('2016 – now\tWelder / Team leader\tCrist S.A., Gdynia', bullet)).roles.map(({ title }) => title);
    expect(roles(' - team leader of 6 welders (2019-2022)')).toEqual(['welder']);
    expect(roles(' - team leader of 6 welders since 2019')).toEqual(['welder and team leader']);
    expect(roles(' - welding of hull sections (2016-2024)')).toEqual(['welder and team leader']);
  });

  it('reads dates as people type them: a column of spaces, a range ending in two digits, an open range still running', () => {
    const { roles } = readCareer(
      linesOf(
        'IT Support Officer — Zenith Bank, Abuja                     2017 – 2019',
        'Editor, The York Historian student magazine (2023–24)',
        '2021–        Postdoctoral researcher, University of Gothenburg (Tjärnö Marine Laboratory)',
        'Night manager, Hotel Miramar, 1998–02',
      ),
    );
    expect(roles.map(({ title, employer, from, to, current, period }) => [title, employer, from ?? period, to, current])).toEqual([
      ['postdoctoral researcher', 'University of Gothenburg (Tjärnö Marine Laboratory)', 2021, null, true],
      ['editor', 'The York Historian student magazine', 2023, 2024, false],
      ['IT support officer', 'Zenith Bank', 2017, 2019, false],
      ['night manager', 'Hotel Miramar', 1998, 2002, false],
    ]);
  });

  it('reads a department as part of the post, and the organisation after it as the employer, on one line or the next', () => {
    const { roles } = readCareer(
      linesOf(
        'Principal Geologist – Mineral Resources | Marula Ridge Platinum (Pty) Ltd | 2019 – present',
        '04/2018 – heute (present)',
        'Senior Engineer, Battery Thermal Management',
        'Kessler Antriebstechnik GmbH, Stuttgart-Feuerbach',
        '09/2013 – 03/2018',
        'Development Engineer, Powertrain Cooling',
        'Kessler Antriebstechnik GmbH',
      ),
    );
    expect(roles.map(({ title, employer, from, to, current }) => [title, employer, from, to, current])).toEqual([
      ['principal geologist (Mineral Resources)', 'Marula Ridge Platinum (Pty) Ltd', 2019, null, true],
      ['senior engineer (Battery Thermal Management)', 'Kessler Antriebstechnik GmbH', 2018, null, true],
      ['development engineer (Powertrain Cooling)', 'Kessler Antriebstechnik GmbH', 2013, 2018, false],
    ]);
  });

  it('reads no post in a section of certificates, licences, courses or awards, nor from an exam code', () => {
    const { roles } = readCareer(
      linesOf(
        'Yorkshire Water | Junior Data Analyst | Feb 2024 – Present',
        'Microsoft PL-300: Power BI Data Analyst (2023)',
        '',
        'Certifications',
        'Google Data Analytics Professional Certificate (2023)',
        'Code First Girls – Data & SQL (2023)',
        'AWARDS',
        'Employee of the Year, Tesco Extra, 2019',
      ),
    );
    expect(roles.map((role) => `${role.title} at ${role.employer}`)).toEqual(['junior data analyst at Yorkshire Water']);
  });

  it('keeps a note in brackets whole, and takes the dates from it only when the line has no others', () => {
    const { roles } = readCareer(
      linesOf(
        'Paywise (acquired by PayNest, 2021) | Product Manager | Jul 2018 – Mar 2021',
        'Pathwise — Co-founder & Lead Engineer — 2016–2019 (acquired by Meridian Health, 2019)',
        'Tesco – Department Manager (Fresh, then Grocery), Southall Extra – 2010 to 2014',
        'Summer intern, constituency office of the local MP (4 weeks, 2023) – casework and research',
      ),
    );
    // Latest first.
    expect(roles.map(({ title, employer, from, to, period }) => [title, employer, from ?? period, to])).toEqual([
      ['summer intern', 'constituency office of the local MP', '2023', null],
      ['product manager', 'Paywise (acquired by PayNest, 2021)', 2018, 2021],
      ['co-founder & lead engineer', 'Pathwise', 2016, 2019],
      ['department manager (Fresh, then Grocery)', 'Tesco', 2010, 2014],
    ]);
  });

  it('reads a profile pasted from LinkedIn without its counts of time and its certificate dates', () => {
    const read = readCareer(
      'Experience\nLumeo\nHead of Legal & DPO\nMar 2021 - Present · 3 years 2 months\nLicenses & certifications\nCIPP/E - IAPP\nIssued Jun 2018',
    );
    expect(read.roles).toMatchObject([{ title: 'head of legal & DPO', employer: 'Lumeo', from: 2021, current: true }]);
    expect(read.work).toEqual([]);
  });

  it("reads a LinkedIn profile's several posts at one organisation, each post's place, and a post's department", () => {
    const read = readCareer(
      [
        'Experience',
        'Lumeo',
        'Head of Legal & DPO',
        'Mar 2021 - Present · 3 yrs 2 mos',
        'Milan, Lombardy, Italy',
        'Legal Counsel',
        'Sep 2019 - Feb 2021 · 1 yr 6 mos',
        'Bellini Rota & Associati',
        'Associate – IP/IT & Data Protection',
        'Jan 2013 - Aug 2019 · 6 yrs 8 mos',
        'Milan, Italy',
      ].join('\n'),
    );
    expect(read.roles).toMatchObject([
      { title: 'head of legal & DPO', employer: 'Lumeo', from: 2021, current: true },
      { title: 'legal counsel', employer: 'Lumeo', from: 2019, to: 2021 },
      { title: 'associate (IP/IT & Data Protection)', employer: 'Bellini Rota & Associati', from: 2013, to: 2019 },
    ]);
  });

  it('reads a post held in several seasons as held in each: "summers 2016, 2017"', () => {
    const read = readCareer('Receptionist (seasonal) – Hostel Tavira Velha – summers 2016, 2017');
    expect(read.roles).toMatchObject([{ employer: 'Hostel Tavira Velha', period: 'the summers of 2016 and 2017' }]);
  });

  it('says a named person\'s one earlier post with its article, never "the earlier role was receptionist"', () => {
    const { roles } = readCareer(
      [
        'Night Manager – Falésia Mar Resort – 2021 - present',
        'Front Office Agent → Shift Leader – Hotel Baía Azul (4*), Lagos – 2018 - 2021',
        'Receptionist (seasonal) – Hostel Tavira Velha – summers 2016, 2017',
      ].join('\n'),
    );
    const said = VARIANTS.map((variant) => careerSentences(roles, VOICES.Tomasz, variant)).join(' ');
    expect(said).toContain('a receptionist (seasonal) at Hostel Tavira Velha in the summers of 2016 and 2017');
    expect(said).not.toMatch(/\bwas receptionist\b/);
  });

  it('reads a post that led to another at one employer as both: "Head of HR, then HR Director"', () => {
    const read = readCareer('Surrey & Hants Building Society — Head of HR, then HR Director — 1998-2010');
    expect(read.roles).toMatchObject([
      { title: 'head of HR, then HR director', employer: 'Surrey & Hants Building Society', from: 1998, to: 2010 },
    ]);
  });

  it('takes the subject set apart by commas before its institution: "PhD, Biostatistics, Johns Hopkins ..."', () => {
    expect(readCareer('PhD, Biostatistics, Johns Hopkins Bloomberg School of Public Health, 2016').qualifications).toMatchObject([
      { award: 'PhD', subject: 'Biostatistics', institution: 'Johns Hopkins Bloomberg School of Public Health', year: 2016 },
    ]);
    expect(readCareer('MBA, IIM Kozhikode, 2016').qualifications).toMatchObject([
      { award: 'MBA', subject: null, institution: 'IIM Kozhikode' },
    ]);
  });

  it('holds no award for a person studying for one: "PhD candidate" is no PhD', () => {
    expect(readCareer('PhD candidate, Department of Materials, University of Manchester, 2022-present').qualifications).toEqual([]);
  });

  it('reads a heading in capitals with an aside as a heading, and takes no work from a list of publications', () => {
    const read = readCareer(
      'Postdoctoral researcher, University of Gothenburg, 2021-2024\nSELECTED PUBLICATIONS (of 14)\nRestored eelgrass meadows in Sweden, Marine Ecology, 2023',
    );
    expect(read.work).toEqual([]);
    expect(read.roles.map(({ title }) => title)).toEqual(['postdoctoral researcher']);
    // Typed as a heading in sentence case, too.
    expect(
      readCareer('Selected publications\nGoldberg R, Weiss A. Bayesian borrowing from historical controls. Statistics in Medicine, 2019')
        .work,
    ).toEqual([]);
  });

  it('reads a rank and the post held in it as the title, and the unit after them as the employer', () => {
    const { roles } = readCareer('Staff Sergeant (2016-2020) - Squadron Quartermaster Sergeant, 9 Regiment RLC');
    expect(roles).toEqual([
      {
        title: 'staff sergeant (Squadron Quartermaster Sergeant)',
        employer: '9 Regiment RLC',
        from: 2016,
        to: 2020,
        current: false,
        period: null,
      },
    ]);
  });

  it('says a self-employed role without an employer, never "at self-employed"', () => {
    const { roles } = readCareer('Education Consultant, self-employed, 2023-present.');
    expect(careerSentences(roles, VOICES.formal, 0)).toBe('I have been a self-employed education consultant since 2023.');
    expect(careerSentences(roles, VOICES.she, 1)).not.toMatch(/\bat\b/);
  });

  it('tells a current post the sentence before has named as "that role", never the title twice', () => {
    const { roles } = readCareer('Warehouse Shift Manager, Brightwell Retail DC, 2020-present\nQuality Engineer, GKN Aerospace, 2014-2020');
    const told = (voice: keyof typeof VOICES, variant: number) =>
      careerSentences(roles, VOICES[voice], variant, { role: 'warehouse shift manager', sentence: "I'm a warehouse shift manager." });
    expect(told('informal', 0)).toBe(
      "I've been in that role at Brightwell Retail DC since 2020; before that I was a quality engineer at GKN Aerospace from 2014 to 2020.",
    );
    expect(told('she', 1)).toBe(
      'She was a quality engineer at GKN Aerospace from 2014 to 2020, and since 2020 she has been in that role at Brightwell Retail DC.',
    );
    expect(told('formal', 2)).toBe(
      'I have worked at Brightwell Retail DC in that role since 2020, and before that I worked at GKN Aerospace as a quality engineer from 2014 to 2020.',
    );
    // Another role said, or no employer to name: the title stays.
    expect(careerSentences(roles, VOICES.formal, 0, { role: 'operations lead', sentence: "I'm an operations lead." })).toMatch(
      /^I have been a warehouse shift manager at Brightwell/,
    );
    const { roles: alone } = readCareer('Education Consultant, self-employed, 2023-present.');
    expect(careerSentences(alone, VOICES.formal, 0, { role: 'education consultant', sentence: "I'm an education consultant." })).toBe(
      'I have been a self-employed education consultant since 2023.',
    );
  });

  it('says a current post by its employer alone when the text has said its whole title before', () => {
    const { roles } = readCareer(
      'Principal Data Scientist, Verity Biotherapeutics, 2021-present\nBiostatistician II, Dana-Farber, 2016-2021',
    );
    const earlier = "I'm Rachel Goldberg, the principal data scientist at a biotech in Cambridge, MA.";
    expect(careerSentences(roles, VOICES.informal, 0, null, earlier)).toBe(
      "I've been at Verity Biotherapeutics since 2021; before that I was a biostatistician II at Dana-Farber from 2016 to 2021.",
    );
    expect(careerSentences(roles, VOICES.she, 3, null, earlier)).toBe(
      'She worked at Dana-Farber as a biostatistician II from 2016 to 2021, then moved to Verity Biotherapeutics in 2021.',
    );
    // Said of another post ("data scientist" alone), or not said: the title stays.
    expect(careerSentences(roles, VOICES.informal, 0, null, "I'm a data scientist.")).toMatch(/^I've been a principal data scientist at/);
    // Beside another post held now, or after another post at the same hospital (notes aside), the title stays too.
    const { roles: two } = readCareer(
      'Clinical Lead, Heart Failure Virtual Ward, 2021-present\nConsultant Cardiologist, Nottingham City Hospital, 2014-present',
    );
    expect(careerSentences(two, VOICES.informal, 0, null, "I'm a consultant cardiologist.")).toContain('a consultant cardiologist at');
    const { roles: promoted } = readCareer(
      'Clinical Midwife Manager, The Rotunda Hospital, 2022-present\nStaff Midwife, The Rotunda Hospital (labour ward), 2017-2022',
    );
    expect(careerSentences(promoted, VOICES.she, 0, null, "She's a clinical midwife manager.")).toMatch(
      /^She has been a clinical midwife manager at/,
    );
  });

  it('says a member, a chair or a governor "of" what they serve', () => {
    const { roles } = readCareer('Member, Leeds Local Medical Committee, 2023-present.');
    expect(careerSentences(roles, VOICES.formal, 0)).toBe('I have been a member of the Leeds Local Medical Committee since 2023.');
    const forum = readCareer("Chair, Employers' Forum, 2017-2020\nCo-chair, WMAS LGBTQ+ Network, 2022-present").roles;
    expect(careerSentences(forum, VOICES.formal, 0)).toContain("chair of the Employers' Forum from 2017 to 2020");
    expect(careerSentences(forum, VOICES.formal, 0)).toContain('co-chair of the WMAS LGBTQ+ Network since 2022');
  });

  it('reads a post that opens with a participle ("Salaried GP", "Approved GP Trainer") as a post, a deed with its article as none', () => {
    const { roles } = readCareer(
      'Salaried GP, Hyde Park Surgery, Leeds, 2020-present.\nApproved GP Trainer, Yorkshire and Humber (2022-present)\nTrained a GP, Hyde Park, 2020',
    );
    expect(roles.map(({ title, employer }) => `${title} | ${employer}`)).toEqual([
      'approved GP trainer | Yorkshire and Humber',
      'salaried GP | Hyde Park Surgery',
    ]);
  });

  it('reads a post held now in two languages ("hoy / present") and a department between a title and its employer', () => {
    const { roles } = readCareer(
      '2014 – hoy / present: Founding Partner, Taller Herrera Arquitectos (12 people)\n1997 – 2005   Vice President, Risk Management – Citibank, London & Athens',
    );
    expect(roles.map(({ title, employer, current }) => `${title} | ${employer} | ${current}`)).toEqual([
      'founding partner | Taller Herrera Arquitectos (12 people) | true',
      'vice president (Risk Management) | Citibank | false',
    ]);
  });

  it('says an award that names its subject without it: "an LLB", never "an LLB in Law"', () => {
    const { qualifications } = readCareer("LLB Law (2:1), King's College London, 2019");
    expect(qualificationSentences(qualifications, VOICES.formal, 0)).toBe("I hold an LLB (2:1) from King's College London.");
  });

  it('holds no qualification on the way to it ("ACCA – passed 9 of 13 exams", "CIMA part-qualified", one module)', () => {
    expect(
      readCareer('ACCA – 9 of 13 exams passed (Applied Skills complete)\nCIMA part-qualified\nMSc module: Minor Illness & Injury (Level 7)')
        .qualifications,
    ).toEqual([]);
    expect(readCareer('ACCA, 2019').qualifications).toHaveLength(1);
  });

  it('reads an employer the tagger takes for a verb ("Brightfold"), and an employer and its place before the post', () => {
    const { roles } = readCareer(
      [
        'Senior Accountant | Brightfold Software Ltd, Dublin | Mar 2024 – present',
        'Marina Capital Partners, Lagos | Senior Analyst, Equity Research | Jan 2020 – Present',
        'Brookfield Academy, Wakefield | Teacher of Mathematics | Sep 2014 – Aug 2019',
        'Abbey National plc — Various HR roles, latterly Regional HR Manager (South East) — 1988-1998',
      ].join('\n'),
    );
    expect(roles.map(({ title, employer }) => `${title} | ${employer}`)).toEqual([
      'senior accountant | Brightfold Software Ltd',
      'senior analyst (Equity Research) | Marina Capital Partners',
      'teacher of mathematics | Brookfield Academy',
      'regional HR manager (South East) | Abbey National plc',
    ]);
  });

  it('reads a driver after the employer, and ranks held as no employer', () => {
    const { roles } = readCareer(
      ['Orwell Haulage Ltd – Class 1 Driver – 2016 to now', 'Private to Corporal (2008-2012) - Driver / storeman, UK and Germany'].join(
        '\n',
      ),
    );
    expect(roles.map(({ title, employer, current }) => `${title} | ${employer} | ${current}`)).toEqual([
      'class 1 driver | Orwell Haulage Ltd | true',
      'driver and storeman (Private to Corporal) |  | false',
    ]);
  });

  it("joins the lines a PDF's column wrapped: an institution's name, a bracket left open", () => {
    const { qualifications, work } = readCareer(
      'EDUCATION\nMA Interaction Design, Academy\nof Fine Arts in Warsaw, 2016\nEXPERIENCE\nRedesigned onboarding (activation\n+27%). Ran 100+ usability sessions.',
    );
    expect(qualifications.map(({ institution }) => institution)).toEqual(['Academy of Fine Arts in Warsaw']);
    expect(work).toEqual(['redesigned onboarding (activation +27%)', 'ran 100+ usability sessions']);
  });

  it("takes a label before a colon for the CV's heading of the line, not where the post is held", () => {
    const { roles } = readCareer('Staff network: co-chair, WMAS LGBTQ+ Network (2022-present)\nAcme Ltd: Engineer, 2019-2020');
    expect(roles.map(({ title, employer }) => `${title} | ${employer}`)).toEqual(['co-chair | WMAS LGBTQ+ Network', 'engineer | Acme Ltd']);
  });

  it('tells a seat held beside a job after the career, never as the job before or after it', () => {
    const { roles } = readCareer(
      [
        'Salaried GP, Hyde Park Surgery, 2020-present',
        'GP Specialty Trainee, Yorkshire and Humber Deanery, 2016-2019',
        'Member, Leeds Local Medical Committee (2023-present)',
        'Governor, Cardiff and Vale College (2019-2023)',
      ].join('\n'),
    );
    expect(careerSentences(roles, VOICES.formal, 0)).toBe(
      'I have been a salaried GP at Hyde Park Surgery since 2020; before that I was a GP specialty trainee at Yorkshire and Humber Deanery from 2016 to 2019. I have also been a member of the Leeds Local Medical Committee since 2023. I was also a governor of Cardiff and Vale College from 2019 to 2023.',
    );
    expect(careerSentences(roles, VOICES.Priya, 0)).toMatch(
      /\. Her other roles include serving as a member of the Leeds Local Medical Committee since 2023\. Earlier roles included serving as a governor of Cardiff and Vale College from 2019 to 2023\.$/,
    );
  });

  it('names an employer once for the posts held there one after another, and says "earlier" across years it does not tell', () => {
    const { roles } = readCareer(
      [
        'Education consultant, self-employed, 2023-present',
        'Medical Officer, Lagos University Teaching Hospital, 2012-2013',
        'House Officer, Lagos University Teaching Hospital, 2011-2012',
      ].join('\n'),
    );
    expect(careerSentences(roles, VOICES.formal, 0)).toBe(
      'I have been a self-employed education consultant since 2023. Earlier I was a medical officer at Lagos University Teaching Hospital from 2012 to 2013 and a house officer there from 2011 to 2012.',
    );
    expect(careerSentences(roles, VOICES.formal, 3)).toContain(
      'worked at Lagos University Teaching Hospital as a house officer from 2011 to 2012, then as a medical officer there from 2012 to 2013',
    );
  });
});

describe('a long career told newest first', () => {
  it('opens each sentence of earlier posts with other words, across years it does not tell: "Earlier ... Before that ..."', () => {
    const { roles } = readCareer(
      [
        'Director of Nursing, Seaview Nursing Home, 2017-present.',
        'Assistant Director of Nursing, Áras Mhuire Nursing Home, Tuam, 2010-2015.',
        'Clinical Nurse Manager 2, University Hospital Galway, 2005-2010.',
        "Staff Nurse, St Brendan's Community Nursing Unit, Loughrea, 1999-2005.",
      ].join('\n'),
    );
    const said = careerSentences(roles, VOICES.formal, 0);
    const openings = said.split(/(?<=\.) /).map((sentence) => sentence.split(' ')[0] ?? '');
    expect(openings.some((word, index) => index > 0 && word === openings[index - 1] && /^(?:Earlier|Before)$/.test(word))).toBe(false);
    expect(said).toMatch(/Earlier I was .*\. Before that I was /);
  });
});

describe('where a post was held', () => {
  it('is "in" a kind of place that names no one ("2nd-year materials labs"), "at" a name', () => {
    const { roles } = readCareer(
      'Graduate Teaching Assistant, 2nd-year materials labs, 2021 - 2024\nLab Technician, Imperial College, 2019 - 2021',
    );
    expect(careerSentences(roles, VOICES.formal, 0)).toBe(
      'I was a graduate teaching assistant in 2nd-year materials labs from 2021 to 2024 and a lab technician at Imperial College from 2019 to 2021.',
    );
  });
});

describe('an employer named in running text', () => {
  it('takes "the" where its name needs it: a central bank, never a bank of that name', () => {
    expect(inText('Bank of Greece')).toBe('the Bank of Greece');
    expect(inText('Central Bank of Ireland')).toBe('the Central Bank of Ireland');
    expect(inText('Bank of America')).toBe('Bank of America');
    expect(inText('University of Leeds')).toBe('the University of Leeds');
  });
});

describe('careerSentences and qualificationSentences', () => {
  it.each<[string, keyof typeof VOICES, number, string]>([
    // First person.
    [
      'example 4, pasted as one paragraph',
      'formal',
      0,
      'I have been a senior quality engineer at Rolls-Royce since 2019; before that I was a quality engineer at GKN Aerospace from 2014 to 2019. I hold an MEng in Mechanical Engineering from the University of Sheffield.',
    ],
    [
      'the long CV of the fixtures',
      'informal',
      3,
      "I worked at Quill & Co Consulting as an analyst from 2012 to 2015, then at Northwind Retail as an operations manager from 2015 to 2019. I then moved to Brightpath Logistics, where I've been head of operations since 2019. In 2012 I earned a BSc in Economics from the University of Leeds, and in 2016 a Certificate in Operations Management from the Open University.",
    ],
    [
      'sentences in a paragraph, a season',
      'formal',
      1,
      'I was an intern at Arup in summer 2024, and since 2025 I have been a graduate engineer at Atkins.',
    ],
    [
      'years first, with a colon',
      'informal',
      2,
      "I've worked at Park Lane Academy as head of year since 2020, and before that I worked as a teacher there from 2016 to 2020. I hold a PGCE from the University of Exeter (2015) and a BA (Hons) in History from the University of York (2010).",
    ],
    [
      'a volunteering role without a heading, ACCA',
      'formal',
      0,
      'I have been an accountant at KPMG since 2015. I have also been a mentor with a local charity helping young people into their first jobs since 2017. I hold the ACCA qualification.',
    ],
    [
      'a single year and overlapping roles',
      'formal',
      0,
      'I have been a data analyst at NHS Digital since 2021. I was also a teaching assistant at the University of Manchester from 2019 to 2021 and a research assistant there in 2020.',
    ],
    [
      'a research career',
      'formal',
      3,
      'Since 2019 I have worked at the University of Cambridge as a postdoctoral researcher. In 2015 I earned an MSc in Chemistry (Distinction) from the University of Bristol, and in 2019 a PhD in Chemistry from Imperial College London.',
    ],
    [
      'title and employer on one line, years on the next',
      'informal',
      1,
      'I was an iOS developer at Deliveroo from 2015 to 2018 and a UX designer at Monzo from 2018 to 2021.',
    ],
    // Third person.
    [
      'example 4, pasted as one paragraph',
      'Tomasz',
      0,
      'Tomasz has been a senior quality engineer at Rolls-Royce since 2019, and before that was a quality engineer at GKN Aerospace from 2014 to 2019. Qualifications include an MEng in Mechanical Engineering from the University of Sheffield.',
    ],
    [
      'the long CV of the fixtures',
      'she',
      0,
      'She has been head of operations at Brightpath Logistics since 2019. Before that she was an operations manager at Northwind Retail from 2015 to 2019 and an analyst at Quill & Co Consulting from 2012 to 2015. She holds a BSc in Economics from the University of Leeds and a Certificate in Operations Management from the Open University.',
    ],
    [
      'a long career',
      'Tomasz',
      1,
      'Tomasz was a junior developer at Sage Group from 2009 to 2011 and an iOS developer at the BBC from 2011 to 2014. His later roles were senior iOS developer at Skyscanner from 2014 to 2017 and engineering manager at Deliveroo from 2017 to 2020. His role after that was VP of engineering at Bloom Health from 2020 to 2022, and his role has been chief technology officer at Bloom Health since 2022. Qualifications include a BSc in Computer Science from the University of Edinburgh (2009) and an MSc in Software Engineering from the University of Oxford (2012). Qualifications also include an MBA from London Business School (2019) and a PGCert in Leadership from the Open University (2021).',
    ],
    [
      'pipes',
      'they',
      2,
      "They have worked at King's College Hospital as a ward sister since 2021, and before that they worked at St Mary's Hospital as a staff nurse from 2014 to 2021. They hold a BSc in Nursing from King's College London (2014).",
    ],
    [
      'an MBA without an institution',
      'he',
      3,
      'He worked at Hartley & Sons as a sales manager from 2010 to 2018, and since 2018 he has worked at Hartley & Sons as managing director. In 2018 he earned an MBA.',
    ],
    [
      'a single year and overlapping roles',
      'Priya',
      2,
      'Priya has worked at NHS Digital as a data analyst since 2021, and worked at the University of Manchester as a teaching assistant from 2019 to 2021 and as a research assistant there in 2020.',
    ],
    [
      'qualifications only',
      'Priya',
      1,
      'Qualifications include a BSc in Economics (First Class) from the University of Leeds (2025) and a PhD in Chemistry from Imperial College London (2019).',
    ],
    [
      'employer first',
      'he',
      1,
      'He was a technology consultant at Accenture from 2016 to 2019, and since 2019 he has been a senior quality engineer at Rolls-Royce.',
    ],
  ])('tells %s in the %s voice, variant %i', (name, voice, variant, expected) => {
    expect(textOf(CVS[name] ?? '', VOICES[voice], variant)).toBe(expected);
  });

  it('says nothing for no roles and no qualifications', () => {
    expect(careerSentences([], VOICES.formal, 0)).toBe('');
    expect(qualificationSentences([], VOICES.she, 2)).toBe('');
  });

  // A career of one role is told one way; one of two or more reads differently in each variant.
  const careers = Object.entries(CVS).filter(([, cv]) => readCareer(cv).roles.length >= 2);
  it.each(careers.flatMap(([name, cv]) => Object.entries(VOICES).map(([voiceName, voice]) => ({ name, cv, voiceName, voice }))))(
    'tells $name differently in each variant, $voiceName voice',
    ({ cv, voice }) => {
      const told = VARIANTS.map((variant) => careerSentences(readCareer(cv).roles, voice, variant));
      expect(new Set(told).size).toBe(VARIANTS.length);
    },
  );

  describe.each(Object.entries(CVS))('on %s', (_, cv) => {
    const { roles, qualifications } = readCareer(cv);

    it.each(Object.entries(VOICES))('names every employer, award and institution in the %s voice, in whole sentences', (_voice, voice) => {
      for (const variant of VARIANTS) {
        const text = realised(cv, voice, variant);
        for (const role of roles) expect(text.career).toContain(role.employer);
        for (const { award: name, institution } of qualifications)
          for (const typed of [name, institution ?? '']) expect(text.qualifications).toContain(typed);
        for (const part of Object.values(text).filter(Boolean)) expect(part).toMatch(/^\p{Lu}[^]*\.$/u);
        expect(textOf(cv, voice, variant)).not.toMatch(/\.\s+\p{Ll}/u);
      }
    });

    it('gives Harper nothing to correct', async () => {
      const answers: IntroductionAnswers = {
        fullName: 'Tomasz Priya',
        purpose: 'linkedin',
        identity: '',
        role: '',
        audience: '',
        mission: '',
        context: '',
        communicationStyle: 'professional',
        cvText: cv,
      };
      for (const voice of Object.values(VOICES)) {
        for (const variant of VARIANTS) {
          const text = textOf(cv, voice, variant);
          expect(await lintEnglish(text, answers), text).toEqual([]);
        }
      }
    });
  });
});
