// Answers drawn from the forms people type them in (not random words): nouns that look like verbs, missions
// written as sentences, credentials and awards among deeds, CVs pasted whole. For the property tests.
import { COMMUNICATION_STYLES, PRONOUN_SETS, PURPOSES } from '@firstwords/contracts';
import fc from 'fast-check';
import type { IntroductionAnswers } from './generation.types.js';

const IDENTITIES = [
  'Marketing manager',
  'Design lead',
  'Backend developer with a background in retail',
  'Project manager',
  'Research scientist',
  'Support worker',
  'Finance analyst',
  'Nurse turned data analyst',
  'Electrician who retrained as a solar installer',
  'UX designer',
  'I help small teams ship faster',
  "I'm a coach who listens",
  'We are a family-run bakery in Leeds',
  'iOS developer at an NHS trust',
  'Gas Safe registered engineer',
  'Founder of a small charity',
  'Passionate about clean energy',
  'I build "fast" <reliable> systems',
  'Quality engineer in aerospace manufacturing',
  'School librarian',
];
const ROLES = [
  'Senior Product Designer',
  'Head of Operations',
  'Founder',
  'Software engineer',
  'Design lead',
  'Solar PV Installer',
  'CTO',
  'Training manager',
  'Senior iOS Developer',
  'Lead developer',
];
const AUDIENCES = [
  'Hiring managers at consumer brands',
  'Startup founders',
  'Head of quality at a medical device maker',
  'NHS digital teams',
  'Homeowners in Bristol',
  'Recruiters and engineering leaders',
  'Anyone who needs a plumber',
  'Clinical lead at a private hospital group',
];
const MISSIONS = [
  'Make hospitals quieter',
  'I want every school to have a librarian',
  'My goal is to get people moving again after injury',
  'Looking for a team where I can mentor junior developers',
  'Everyone deserves a lawyer who explains things plainly',
  'Building AI that people can trust',
  'Growth',
  'To make financial services easier for everyone',
  'Help startups make products people love',
  'A world where every child can read',
  "I'm on a mission to end food waste",
  'Keep <critical> services up all night',
];
const CONTEXTS = [
  'Interview for a lead design role at a digital bank',
  'Networking evening',
  'Updating my LinkedIn profile',
  'About page of our website',
  'Conference',
  'Interview for a deputy head role',
];
const ACHIEVEMENTS = [
  'Ran 3 community clinics',
  'Chartered physiotherapist',
  'Named Clinician of the Year 2022',
  '90% of patients back at work within 8 weeks',
  'Taught in 3 schools since 2010',
  'Cut scrap rates by 22% on a turbine blade line',
  'Chartered Quality Professional (CQP MCQI)',
  'Over 400 kitchens fitted since 1998',
  'Run a team of 12 volunteers',
  'PhD in Chemistry',
  'Shortlisted for the Turner Prize',
  'Member of the Royal College of Nursing',
  'Supplying 12 cafes across Leeds',
  'Won Best Small Bakery at the Yorkshire Food Awards 2023',
  'A regional innovation award',
  'Mentored junior designers',
  'Sales grew 40% in 2021',
  'I wrote the guide every new starter reads',
];
const CVS = [
  'Senior Quality Engineer, Rolls-Royce, 2019 to present. Quality Engineer, GKN Aerospace, 2014-2019. MEng Mechanical Engineering, University of Sheffield, 2014.',
  'Graduate Civil Engineer, Atkins, 2023 to present\nIntern, Arup, summer 2020\nMEng Civil Engineering, University of Bristol, 2023 (First Class)',
  "Staff Nurse | St Mary's Hospital | 2014 - 2021\nBSc Nursing | King's College London | 2014",
  'Designed the onboarding flow for a savings app used across Europe.\nRan research sessions with customers every sprint.',
];

const pick = (items: readonly string[]) => fc.constantFrom(...items);

export const typedAnswers: fc.Arbitrary<IntroductionAnswers> = fc.record({
  fullName: pick(['Ana Silva', 'jo bloggs', "Seán O'Brien", 'Dr. Kim Lee', 'Hartley & Sons', 'Tomasz Wiśniewski']),
  purpose: fc.constantFrom(...PURPOSES),
  identity: pick(IDENTITIES),
  role: pick(ROLES),
  audience: pick(AUDIENCES),
  mission: pick(MISSIONS),
  context: pick(CONTEXTS),
  achievements: fc.option(fc.uniqueArray(pick(ACHIEVEMENTS), { maxLength: 4 }).map((items) => items.join('; '))),
  cvText: fc.option(pick(CVS)),
  linkedinUrl: fc.option(fc.constant('linkedin.com/in/someone')),
  pronouns: fc.option(fc.constantFrom(...PRONOUN_SETS)),
  communicationStyle: fc.constantFrom(...COMMUNICATION_STYLES),
});
