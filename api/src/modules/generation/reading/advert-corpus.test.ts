// The 25 adverts of the shared corpus (golden/corpus-adverts.json: each advert with its person's answers, and what a
// reader of the adverts, not of this code, takes from it): the employer or organiser named, nothing asked that is a
// lone generic word or a quality filed as a tool, and figures for how much of the rest the reading finds.
import type { IntroductionAnswers, RequirementKind } from '@firstwords/contracts';
import { describe, expect, it } from 'vitest';
import { assessAdvert } from '../checking/advert-matching.js';
import corpus from './corpus-adverts.json' with { type: 'json' };

interface Expected {
  phrase: string;
  kind: RequirementKind;
  keyWords: string[];
  inAnswers: boolean;
}

const read = corpus.map(({ questionnaire, advert, answers, expected }) => ({
  questionnaire,
  expected,
  reading: assessAdvert({ ...answers, advert } as unknown as IntroductionAnswers, ''),
}));

const comparable = (text: string | null) =>
  (text ?? '')
    .toLowerCase()
    .replace(/[^\p{L}\d&]+/gu, ' ')
    .trim();
/** A word by its first five letters, so that "registration" finds "registered" and "mentoring" "mentor". */
const prefixes = (text: string) =>
  comparable(text)
    .split(' ')
    .filter((word) => word.length > 2 || /\d/.test(word))
    .map((word) => word.slice(0, 5));
/** One of the reader's key terms said whole in the phrase. */
const names = (phrase: string, { keyWords }: Pick<Expected, 'keyWords'>) =>
  keyWords.some((term) => {
    const said = prefixes(phrase);
    const wanted = prefixes(term);
    return wanted.length > 0 && wanted.every((word) => said.includes(word));
  });

/** Words no one could have or have done on their own: the kind an advert's keyword pass used to list. */
const GENERIC = new Set(
  'responsible evidence role ward interest willingness attendance school partners parents structures drawings procedures eligibility commitment confidence accuracy cost service agency returns stay up inclusion experience skills knowledge'.split(
    ' ',
  ),
);
const QUALITIES = /^(?:leadership|communication|teamwork|resilience|reporting|coaching|management|organisation|confidence|attendance)$/i;

describe('the corpus adverts, read as a person reads them', () => {
  it('names the employer or the organiser the reader named, in every advert', () => {
    const wrong = read.filter(({ expected, reading }) => comparable(reading.organisation) !== comparable(expected.organisation));
    expect(
      wrong.map(({ questionnaire, expected, reading }) => `Q${questionnaire}: ${reading.organisation} for ${expected.organisation}`),
    ).toEqual([]);
  });

  it('names the role the reader named, or no role for an occasion', () => {
    const wrong = read.filter(({ expected, reading }) => {
      const [said, wanted] = [comparable(reading.role), comparable(expected.role)];
      // "Assistant Headteacher" for "Assistant Headteacher – Inclusion (SENCo)": the title without what follows it.
      return said === '' || wanted === '' ? said !== wanted : !wanted.startsWith(said);
    });
    expect(wrong.map(({ questionnaire, expected, reading }) => `Q${questionnaire}: ${reading.role} for ${expected.role}`)).toEqual([]);
  });

  it('asks for nothing that is a lone generic word, or a quality filed as a tool', () => {
    const faults = read.flatMap(({ questionnaire, reading }) =>
      reading.requirements
        .filter(({ phrase, kind }) => GENERIC.has(comparable(phrase)) || (kind === 'tool' && QUALITIES.test(phrase)))
        .map(({ phrase, kind }) => `Q${questionnaire}: ${phrase} (${kind})`),
    );
    expect(faults).toEqual([]);
  });

  it('finds most of what the reader found, little else, and shows in the answers what the reader saw there', () => {
    let wanted = 0;
    let found = 0;
    let agreed = 0;
    let listed = 0;
    let relevant = 0;
    for (const { expected, reading } of read) {
      const requirements = expected.requirements as Expected[];
      for (const requirement of requirements) {
        wanted += 1;
        const match = reading.requirements.find(({ phrase }) => names(phrase, requirement));
        if (!match) continue;
        found += 1;
        if ((match.coverage !== 'not_in_answers') === requirement.inAnswers) agreed += 1;
      }
      for (const { phrase } of reading.requirements) {
        listed += 1;
        if (requirements.some((requirement) => names(phrase, requirement))) relevant += 1;
      }
    }
    const figures = { found: found / wanted, relevant: relevant / listed, agreed: agreed / found };
    console.info(
      `corpus adverts: ${found} of ${wanted} found, ${relevant} of ${listed} listed are the reader's, coverage agrees on ${agreed} of ${found}`,
    );
    // Floors a little under today's figures (see the note on the issue), so a change that reads worse fails here.
    expect(figures.found).toBeGreaterThanOrEqual(0.75);
    expect(figures.relevant).toBeGreaterThanOrEqual(0.75);
    expect(figures.agreed).toBeGreaterThanOrEqual(0.55);
  });
});
