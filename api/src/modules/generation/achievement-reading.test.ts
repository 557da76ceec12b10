import { describe, expect, it } from 'vitest';
import { readAchievements, strongest } from './achievement-reading.js';

const read = (typed: string) => {
  const [item] = readAchievements(typed);
  if (!item) throw new Error(`no achievement in "${typed}"`);
  const { typed: _typed, strength: _strength, ...reading } = item;
  return reading;
};

// Achievements as people type them, each with the kind and form it is said in.
const KINDS: Array<[string, ReturnType<typeof read>]> = [
  ['Ran 3 community clinics', { kind: 'deed', tense: 'past', text: 'ran 3 community clinics' }],
  ['Installed over 200 rooftop systems', { kind: 'deed', tense: 'past', text: 'installed over 200 rooftop systems' }],
  [
    'Cut scrap rates by 22% on a turbine blade line',
    { kind: 'deed', tense: 'past', text: 'cut scrap rates by 22% on a turbine blade line' },
  ],
  ['Led a team of 45 people', { kind: 'deed', tense: 'past', text: 'led a team of 45 people' }],
  ['Mentored junior designers', { kind: 'deed', tense: 'past', text: 'mentored junior designers' }],
  ['Hired a head of sales', { kind: 'deed', tense: 'past', text: 'hired a head of sales' }],
  ['I wrote the onboarding guide', { kind: 'deed', tense: 'past', text: 'wrote the onboarding guide' }],
  ['Taught in 3 schools since 2010', { kind: 'deed', tense: 'perfect', text: 'taught in 3 schools since 2010' }],
  ['Wrote a weekly column since 2019', { kind: 'deed', tense: 'perfect', text: 'written a weekly column since 2019' }],
  ['Run a team of 12 volunteers', { kind: 'deed', tense: 'present', text: 'run a team of 12 volunteers' }],
  ['Named Clinician of the Year 2022', { kind: 'award', text: 'named Clinician of the Year 2022' }],
  ['Shortlisted for the Turner Prize', { kind: 'award', text: 'shortlisted for the Turner Prize' }],
  ['Promoted twice in three years', { kind: 'award', text: 'promoted twice in three years' }],
  ['Awarded an MBE in 2020', { kind: 'award', text: 'awarded an MBE in 2020' }],
  ['Chartered physiotherapist', { kind: 'credential', text: 'chartered physiotherapist', verb: 'be' }],
  ['Chartered Quality Professional (CQP MCQI)', { kind: 'credential', text: 'Chartered Quality Professional (CQP MCQI)', verb: 'be' }],
  ['Gas Safe registered engineer', { kind: 'credential', text: 'Gas Safe registered engineer', verb: 'be' }],
  ['Member of the Royal College of Nursing', { kind: 'credential', text: 'member of the Royal College of Nursing', verb: 'be' }],
  ['PhD in Chemistry', { kind: 'credential', text: 'PhD in Chemistry', verb: 'hold' }],
  ['90% of patients back at work within 8 weeks', { kind: 'outcome', text: '90% of patients are back at work within 8 weeks.' }],
  ['Over 400 kitchens fitted since 1998', { kind: 'outcome', text: 'Over 400 kitchens have been fitted since 1998.' }],
  ['every piece made in our own workshop', { kind: 'outcome', text: 'Every piece is made in our own workshop.' }],
  ['12 stores opened in 2019', { kind: 'outcome', text: '12 stores were opened in 2019.' }],
  ['Sales grew 40% in 2021', { kind: 'outcome', text: 'Sales grew 40% in 2021.' }],
  ['I am proud of every apprentice I have trained', { kind: 'own', text: 'I am proud of every apprentice I have trained.' }],
  ['A regional innovation award', { kind: 'highlight', text: 'a regional innovation award' }],
  ['Fluent in Polish and English', { kind: 'credential', text: 'fluent in Polish and English', verb: 'qualified' }],
  ['Revenue up 3x in 2024', { kind: 'outcome', text: 'Revenue was up 3x in 2024.' }],
  ['MRCGP', { kind: 'credential', text: 'the MRCGP', verb: 'hold' }],
  ['Reduced staff turnover by 25% in two years', { kind: 'deed', tense: 'past', text: 'reduced staff turnover by 25% in two years' }],
];

describe('readAchievements', () => {
  it.each(KINDS)('%s', (typed, reading) => {
    expect(read(typed)).toEqual(reading);
  });

  it('splits items on lines, semicolons and bullets, and skips "N/A"', () => {
    expect(readAchievements('- Opened two youth centres\n• Run a team; N/A').map((item) => item.typed)).toEqual([
      'Opened two youth centres',
      'Run a team',
    ]);
  });

  it('puts numbers and awards first when only the strongest are said, in the order typed', () => {
    const items = readAchievements('Chartered physiotherapist; Ran 3 community clinics; Named Clinician of the Year 2022');
    expect(strongest(items, 2).map((item) => item.typed)).toEqual(['Ran 3 community clinics', 'Named Clinician of the Year 2022']);
  });
});
