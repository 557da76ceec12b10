// Which of an advert's requirements a person's answers show, and which a text says (docs/product.md, Adverts).
// Matching is by word stems, not meaning: the answers show a requirement when every key word of it is in one sentence
// of them, and a text says it when they stand together in one of its sentences.
import type { AdvertCoverage, IntroductionAnswers, RequirementKind } from '@firstwords/contracts';
import { readAdvert, stemOf, wordsOf, type AdvertRequirement } from '../reading/advert-reading.js';
import { sentencesOf } from '../english/english.js';

/** Each sentence of a text as the stems of its words, in order. */
export function stemmedSentences(texts: ReadonlyArray<string | null | undefined>): string[][] {
  return texts.flatMap((text) => (text ? text.split(/\n+/).flatMap(sentencesOf) : [])).map((sentence) => wordsOf(sentence).map(stemOf));
}

/** Every key of the requirement in one sentence. */
export function shows(requirement: AdvertRequirement, sentences: readonly string[][]): boolean {
  return requirement.keys.some((group) => sentences.some((sentence) => group.every((key) => sentence.includes(key))));
}

/** The requirement's keys together in one sentence: with at most two words between one and the next. */
export function claims(requirement: AdvertRequirement, sentences: readonly string[][]): boolean {
  return requirement.keys.some((group) => sentences.some((sentence) => together(group, sentence)));
}

function together(keys: readonly string[], sentence: readonly string[]): boolean {
  return sentence.some((first, start) => {
    if (first !== keys[0]) return false;
    let at = start;
    return keys.slice(1).every((key) => {
      const next = sentence.indexOf(key, at + 1);
      if (next === -1 || next - at > 3) return false;
      at = next;
      return true;
    });
  });
}

/** Where each requirement stands: shown in the answers and said in the text, shown but not said, or not shown at all. */
export function coverageOf(requirement: AdvertRequirement, answers: readonly string[][], text: readonly string[][]): AdvertCoverage {
  if (!shows(requirement, answers)) return 'not_in_answers';
  return shows(requirement, text) ? 'covered' : 'not_in_text';
}

/** The answers the advert is matched against: everything the person said of themselves. */
export const evidenceOf = (answers: IntroductionAnswers) => [
  answers.identity,
  answers.role,
  answers.audience,
  answers.mission,
  answers.context,
  answers.achievements,
  answers.cvText,
];

export interface AdvertAssessment {
  role: string | null;
  organisation: string | null;
  requirements: Array<{ phrase: string; kind: RequirementKind; coverage: AdvertCoverage }>;
}

/** What the answers' advert asks for, each requirement against the answers and `text` (docs/product.md, Adverts). */
export function assessAdvert(answers: IntroductionAnswers, text: string): AdvertAssessment {
  const { role, organisation, requirements } = readAdvert(answers.advert);
  const shown = stemmedSentences(evidenceOf(answers));
  const said = stemmedSentences([text]);
  return {
    role,
    organisation,
    requirements: requirements.map((requirement) => ({
      phrase: requirement.phrase,
      kind: requirement.kind,
      coverage: coverageOf(requirement, shown, said),
    })),
  };
}
