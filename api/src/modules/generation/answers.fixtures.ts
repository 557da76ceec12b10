// Questionnaire answers of many shapes, shared by the generation tests.
import type { IntroductionAnswers } from './generation.types.js';

const LONG_CV = `Amelia Hart
amelia.hart@example.com | +44 7700 900123 | London

PROFILE
Operations leader with a background in logistics, retail and technology start-ups. I enjoy untangling complicated processes and building teams that keep improving them long after I have moved on.

EXPERIENCE
Head of Operations, Brightpath Logistics, 2019 to present
- Led a team of 45 people across three warehouses and a customer service centre.
- Cut average delivery time from 4.5 days to 2 days by redesigning the routing process with the data team.
- Introduced a weekly review ritual that every site manager now runs on their own.
- Negotiated new carrier contracts that reduced shipping costs by 18%.

Operations Manager, Northwind Retail, 2015 to 2019
- Managed the opening of 12 new stores, from site selection to the first trading day.
- Built the stock planning spreadsheet that later became the company's forecasting tool.
- Trained more than 200 store staff in the new point-of-sale system.
- Reduced stock write-offs by 30% in the first year.

Analyst, Quill & Co Consulting, 2012 to 2015
- Worked on supply chain projects for clients in food, fashion and pharmaceuticals.
- Wrote the firm's first guide to lean warehouse design, still used in onboarding.
- Presented findings to boards and executive teams.

EDUCATION
BSc Economics, University of Leeds, 2012
Certificate in Operations Management, Open University, 2016

SKILLS
Process design, team leadership, vendor negotiation, forecasting, SQL, Excel, Tableau, stakeholder management, coaching, change management.

VOLUNTEERING
Mentor at a local charity helping young people into their first jobs, since 2017.
Treasurer of a community running club, 2018 to 2021.

INTERESTS
Long-distance running, cooking for friends, and reading about the history of trade routes.

REFERENCES
Available on request. Please contact me by email for any further information about my experience or to arrange a conversation at a time that suits you.

ADDITIONAL NOTES
I am happy to travel within the UK and occasionally abroad. I hold a full driving licence. I am comfortable presenting to large groups and writing clear reports for non-specialist readers, and I have experience of managing budgets of several million pounds across multiple sites and teams.`;

const SHORT_ANSWERS: IntroductionAnswers = {
  fullName: 'jane doe',
  purpose: 'pitch',
  identity: 'Founder',
  role: 'Designer',
  audience: 'Investors',
  mission: 'Growth',
  context: 'Conference',
  communicationStyle: 'professional',
};

export const TYPICAL_ANSWERS: IntroductionAnswers = {
  fullName: 'Priya Sharma',
  purpose: 'job',
  identity: 'A product designer who turns messy problems into simple tools.',
  role: 'Senior product designer',
  audience: 'Hiring managers at fintech companies',
  mission: 'To make financial services easier for everyone',
  context: 'Interview for a lead design role at a digital bank',
  linkedinUrl: 'https://www.linkedin.com/in/priyasharma',
  achievements: 'Led the redesign of a mobile banking app\nMentored junior designers',
  cvText: 'Designed the onboarding flow for a savings app used across Europe.\nRan research sessions with customers every sprint.',
  communicationStyle: 'professional',
};

export const LONG_ANSWERS: IntroductionAnswers = {
  fullName: 'Amelia Hart',
  purpose: 'business',
  identity:
    'I am an operations leader who loves turning chaos into calm, well-run systems. Over the years I have worked in logistics, retail and start-ups, and in each place I have found that the real work is helping people see how their part fits into the whole. I care about clear processes, honest conversations and teams that keep getting better without needing me in the room.',
  role: 'Head of Operations at a logistics company, responsible for warehouses, customer service and delivery performance across the UK, with a strong focus on data-driven decisions and continuous improvement',
  audience:
    'Founders and leadership teams of growing companies who feel that their operations are holding them back, especially in e-commerce, retail and logistics, and who want a practical partner rather than another slide deck',
  mission:
    'To help growing companies build operations that scale calmly, so that people can spend their time on the work that matters instead of fighting fires. I want every team I work with to be able to run and improve their own processes long after I have gone.',
  context:
    'I am preparing a business profile for my consulting website and for speaker bios at industry events, where I will be introduced to audiences of operations and supply chain professionals.',
  linkedinUrl: 'linkedin.com/in/ameliahart',
  achievements:
    'Cut average delivery time from 4.5 days to 2 days; reduced shipping costs by 18%; opened 12 new stores in four years; trained more than 200 staff in a new point-of-sale system',
  cvText: LONG_CV,
  communicationStyle: 'professional',
};

const AWKWARD_ANSWERS: IntroductionAnswers = {
  fullName: `O'Brien "Bob" <Dev>`,
  purpose: 'business',
  identity: 'i help small teams ship faster.',
  role: 'FULL-STACK DEVELOPER.',
  audience: '  startups   and <b>agencies</b>..  ',
  mission: 'helping people like me find work!',
  context: 'networking at a "tech" meetup . .',
  linkedinUrl: '',
  achievements: 'N/A',
  cvText: null,
  communicationStyle: 'conversational',
};

const MISSING_OPTIONAL_ANSWERS: IntroductionAnswers = {
  fullName: 'Tomás García-López',
  purpose: 'linkedin',
  identity: 'Data scientist and occasional teacher',
  role: 'Machine learning engineer',
  audience: 'Recruiters and engineering leaders',
  mission: 'Building AI that people can trust',
  context: 'Refreshing my LinkedIn profile',
  linkedinUrl: undefined,
  achievements: undefined,
  cvText: '',
  communicationStyle: 'enthusiastic',
};

const SENTENCE_ANSWERS: IntroductionAnswers = {
  fullName: 'Dr. Grace Okafor',
  purpose: 'pitch',
  identity: "I'm Grace, a paediatric nurse turned health-tech founder",
  role: 'I run a small start-up that builds apps for children with asthma',
  audience: 'Parents, clinicians and health investors',
  mission: 'My mission is to give every child with asthma a calmer, safer day',
  context: 'Pitch night at a health innovation hub',
  achievements: 'Won a regional innovation award\nRaised a seed round from angel investors\nPublished research on inhaler technique',
  cvText: 'Worked as a nurse on a children’s ward. Founded Breathe Easy Ltd.',
  communicationStyle: 'concise',
};

const NUMBER_ANSWERS: IntroductionAnswers = {
  fullName: 'Sam Lee',
  purpose: 'job',
  identity: 'A growth marketer',
  role: 'Head of Growth',
  audience: 'Start-up founders',
  mission: 'Help 3.5 million people find better jobs',
  context: 'Interview at a job board',
  achievements: 'Grew revenue 40% in 2021',
  communicationStyle: 'professional',
};

/** The questionnaire of the writer issue, and of the README's sample texts. */
export const SOLAR_INSTALLER_ANSWERS: IntroductionAnswers = {
  fullName: 'Bongani Dlamini',
  purpose: 'job',
  pronouns: 'he/him',
  identity: 'Electrician who retrained as a solar installer',
  role: 'Solar PV Installer',
  audience: 'Site manager at a renewable energy contractor',
  context: 'Interview for a lead installer job',
  mission: 'Get more homes in my town running on clean power',
  achievements: 'Installed over 200 rooftop systems; trained 4 apprentices',
  communicationStyle: 'conversational',
};

/** Example 4 of the writing examples: a CV, a credential and an award among the achievements; the README's sample. */
export const QUALITY_ENGINEER_ANSWERS: IntroductionAnswers = {
  fullName: 'Tomasz Wiśniewski',
  purpose: 'job',
  pronouns: 'he/him',
  identity: 'Quality engineer in aerospace manufacturing',
  role: 'Senior Quality Engineer',
  audience: 'Head of quality at a medical device maker',
  context: 'Interview for a quality manager role',
  mission: "Make sure every part that leaves the line is one I'd trust with my own family",
  achievements:
    'Cut scrap rates by 22% on a turbine blade line; Chartered Quality Professional (CQP MCQI); Named Engineer of the Year 2023 by the plant',
  cvText:
    'Senior Quality Engineer, Rolls-Royce, 2019 to present. Quality Engineer, GKN Aerospace, 2014-2019. MEng Mechanical Engineering, University of Sheffield, 2014.',
  communicationStyle: 'professional',
};

/** Questionnaires built around the ways answers are typed that a writer gets wrong: each name says which. */
const GRAMMAR_ANSWERS: Record<string, IntroductionAnswers> = {
  'noun-that-looks-like-a-verb': {
    fullName: 'Chloé Martin',
    purpose: 'linkedin',
    identity: 'Marketing manager',
    role: 'Design lead',
    audience: 'Hiring managers at consumer brands',
    context: 'Updating my LinkedIn profile',
    mission: 'Make brands people actually trust',
    achievements: 'Launched 3 product lines in 2022; Grew email sign-ups by 60%',
    communicationStyle: 'conversational',
  },
  'backend-developer': {
    fullName: 'Kwame Mensah',
    purpose: 'job',
    pronouns: 'he/him',
    identity: 'Backend developer with a background in retail',
    role: 'Software engineer',
    audience: 'Hiring manager at a fintech',
    context: 'Interview for a senior engineer role',
    mission: 'Looking for a team where I can mentor junior developers',
    achievements: 'Support worker at a night shelter since 2018; Rebuilt the checkout service for 2 million customers',
    communicationStyle: 'conversational',
  },
  'clause-mission': {
    fullName: 'Ruth Adeyemi',
    purpose: 'pitch',
    pronouns: 'she/her',
    identity: 'School librarian',
    role: 'Librarian',
    audience: 'Headteachers and school governors',
    context: 'Education conference in Manchester',
    mission: 'I want every school to have a librarian',
    achievements: 'Ran reading clubs in 4 primary schools since 2015',
    communicationStyle: 'conversational',
  },
  'bare-verb-mission': {
    fullName: 'Dr Lena Fischer',
    purpose: 'pitch',
    identity: 'Acoustic consultant',
    role: 'Acoustic Consultant',
    audience: 'Estates directors at NHS trusts',
    context: 'Healthcare estates conference',
    mission: 'Make hospitals quieter',
    achievements: 'Cut night-time noise on 6 wards by 40%',
    communicationStyle: 'professional',
  },
  'mixed-achievements': {
    fullName: 'Aisha Rahman',
    purpose: 'job',
    pronouns: 'she/her',
    identity: 'Physiotherapist who helps people get back to work after injury',
    role: 'Senior Physiotherapist',
    audience: 'Clinical lead at a private hospital group',
    context: 'Interview for a clinical lead role',
    mission: 'My goal is to get people moving again after injury',
    achievements:
      'Ran 3 community clinics; Chartered physiotherapist; Named Clinician of the Year 2022; 90% of patients back at work within 8 weeks',
    communicationStyle: 'professional',
  },
  'since-a-year': {
    fullName: 'Owen Price',
    purpose: 'job',
    identity: 'Maths teacher',
    role: 'Head of Maths',
    audience: 'Headteacher of a secondary school',
    context: 'Interview for a deputy head role',
    mission: 'Make maths feel possible for every pupil',
    achievements: "Taught in 3 schools since 2010; Wrote the department's new Year 7 scheme of work",
    communicationStyle: 'concise',
  },
  'cv-several-roles': {
    fullName: 'Mei Lin Tan',
    purpose: 'linkedin',
    pronouns: 'she/her',
    identity: 'Civil engineer working on flood defences',
    role: 'Graduate Civil Engineer',
    audience: 'Project managers at engineering consultancies',
    context: 'Refreshing my LinkedIn profile',
    mission: 'Protect towns from flooding as the climate changes',
    achievements: 'Designed drainage for a 200-home estate',
    cvText:
      'Graduate Civil Engineer, Atkins, 2023 to present\nSite Engineer (placement), Balfour Beatty, 2021-2022\nIntern, Arup, summer 2020\nMEng Civil Engineering, University of Bristol, 2023 (First Class)',
    communicationStyle: 'professional',
  },
  'pasted-cv-paragraph': {
    fullName: 'Tom Hughes',
    purpose: 'job',
    identity: 'Economics graduate',
    role: 'Graduate analyst',
    audience: 'Policy teams in local government',
    context: 'Interview for a graduate analyst role at Leeds City Council',
    mission: 'Use data to make public services fairer',
    cvText:
      'My qualifications include BSc Economics, University of Leeds, 2025 (First Class). Intern, Arup, summer 2024. Research assistant, University of Leeds, 2023 to 2024.',
    communicationStyle: 'conversational',
  },
  'acronyms-and-case': {
    fullName: 'Ravi Patel',
    purpose: 'linkedin',
    identity: 'iOS developer at an NHS trust',
    role: 'Senior iOS Developer',
    audience: 'CTOs at health-tech start-ups',
    context: 'LinkedIn profile refresh',
    mission: 'Build apps that nurses actually want to use',
    achievements: "PhD in Human-Computer Interaction; Shipped the trust's first iPad app to 3,000 staff",
    communicationStyle: 'concise',
  },
  'gas-safe': {
    fullName: 'Gareth Jones',
    purpose: 'business',
    pronouns: 'he/him',
    identity: 'Gas Safe registered engineer',
    role: 'Heating engineer',
    audience: 'Homeowners and landlords in Bristol',
    context: 'About page of my website',
    mission: 'Keep homes in Bristol warm and safe',
    achievements: 'Fitted over 500 boilers since 2012; Member of the Chartered Institution of Building Services Engineers',
    communicationStyle: 'conversational',
  },
  'angle-brackets': {
    fullName: 'Jonas Berg',
    purpose: 'pitch',
    identity: 'I build "fast" <reliable> systems',
    role: 'Platform engineer',
    audience: 'Engineering managers',
    context: 'Networking evening at a DevOps meetup',
    mission: 'Keep <critical> services up at 3am',
    communicationStyle: 'enthusiastic',
  },
  'everyone-deserves': {
    fullName: 'Sam Okonkwo',
    purpose: 'business',
    pronouns: 'they/them',
    identity: 'Solicitor specialising in housing law',
    role: 'Solicitor',
    audience: 'Tenants facing eviction',
    context: "Profile on our firm's website",
    mission: 'Everyone deserves a lawyer who explains things plainly',
    achievements: 'Won 40 possession hearings in 2023; Shortlisted for Legal Aid Lawyer of the Year',
    communicationStyle: 'professional',
  },
  'founder-of': {
    fullName: 'Nadia Haddad',
    purpose: 'pitch',
    identity: 'Founder of a small bakery in Leeds',
    role: 'Founder',
    audience: 'Cafe owners in Yorkshire',
    context: 'Food and drink trade fair',
    mission: 'Bake bread the slow way',
    achievements: 'Supplying 12 cafes across Leeds; Won Best Small Bakery at the Yorkshire Food Awards 2023',
    communicationStyle: 'enthusiastic',
  },
};

/** The questionnaires whose four texts are kept in golden/, to be read by people whenever the writer changes. */
export const GOLDEN_ANSWERS: Record<string, IntroductionAnswers> = {
  'solar-installer': SOLAR_INSTALLER_ANSWERS,
  'thin-ux-designer': {
    fullName: 'Maya Chen',
    purpose: 'pitch',
    identity: 'UX designer',
    role: 'UX Designer',
    audience: 'Startup founders',
    context: 'Networking evening',
    mission: 'Help startups make products people love',
    communicationStyle: 'enthusiastic',
  },
  'family-joinery': {
    fullName: 'Hartley & Sons',
    purpose: 'business',
    identity: 'We are a family-run joinery in York making bespoke kitchens',
    role: 'Managing Director',
    audience: 'Homeowners planning a new kitchen',
    context: 'About page of our website',
    mission: 'Build kitchens that last for generations',
    achievements: 'Over 400 kitchens fitted since 1998; every piece made in our own workshop',
    communicationStyle: 'professional',
  },
  'bullet-achievements': {
    fullName: 'Alex Morgan',
    purpose: 'linkedin',
    pronouns: 'they/them',
    identity: 'Community organiser and youth worker',
    role: 'Programme Manager',
    audience: 'Charity trustees and local funders',
    context: 'Updating my LinkedIn profile',
    mission: 'Give young people in Leeds safe places to grow',
    achievements: '- Opened two youth centres\n- Raised funding for a summer programme\n• Run a team of 12 volunteers',
    linkedinUrl: 'https://www.linkedin.com/in/alexmorgan/',
    communicationStyle: 'enthusiastic',
  },
  'hurried-lower-case': {
    fullName: 'sam okoro',
    purpose: 'pitch',
    identity: 'freelance web developer',
    role: 'web developer',
    audience: 'small business owners',
    context: 'breakfast networking event',
    mission: 'help local shops sell online',
    achievements: 'built 30 websites for local businesses',
    communicationStyle: 'concise',
  },
  'accented-cv': {
    fullName: "Siobhán O'Connor",
    purpose: 'linkedin',
    pronouns: 'she/her',
    identity: 'Nurse turned health data analyst',
    role: 'Health Data Analyst',
    audience: 'NHS digital teams',
    context: 'Refreshing my LinkedIn profile',
    mission: 'Use data to give nurses more time with patients',
    cvText:
      "Health Data Analyst, Northfield NHS Trust, 2021 to present\nStaff Nurse, St Mary's Hospital, 2014 to 2021\nBSc Nursing, University of Cork, 2014",
    communicationStyle: 'professional',
  },
  typical: TYPICAL_ANSWERS,
  long: LONG_ANSWERS,
  awkward: AWKWARD_ANSWERS,
  'first-person-identity': SENTENCE_ANSWERS,
  numbers: NUMBER_ANSWERS,
  short: SHORT_ANSWERS,
  'no-optional-answers': MISSING_OPTIONAL_ANSWERS,
  'quality-engineer-cv': QUALITY_ENGINEER_ANSWERS,
  ...GRAMMAR_ANSWERS,
};
