// The writing pool's worker (modules/generation/writing-pool.ts): the offline writer, the quality gate and the
// advert's reading run here, off the request thread, each task stopped by the pool when its writing's budget runs out.
import { REFINEMENTS, TEXT_KINDS } from '@firstwords/contracts';
import { assessAdvert as assess } from '../modules/generation/checking/advert-matching.js';
import { composeIntroductions, refineOffline, sentenceEnds } from '../modules/generation/planning/offline-composer.js';
import { checkPurposeText } from '../modules/generation/checking/quality-gate.js';
import { readingShown } from '../modules/generation/reading/reading-shown.js';
import type { IntroductionAnswers } from '../modules/generation/generation.types.js';
import type { ComposedTexts } from '../modules/generation/writing-tasks.js';
import { task } from './pool-task.js';

// A first writing compiles the writer's code and loads its word lists, several times an ordinary writing's time: done
// as the worker starts, so no person's writing spends its budget on it.
composeIntroductions({
  fullName: 'Sam Taylor',
  purpose: 'job',
  communicationStyle: 'professional',
  identity: 'Nurse who moved into clinical education',
  role: 'Clinical educator',
  audience: 'Hiring managers in the NHS',
  mission: 'Help new nurses feel safe on their first shifts',
  context: 'Interview for a practice educator role',
  achievements: 'Trained 40 newly qualified nurses; led the ward through a CQC inspection',
  cvText: 'Clinical Educator, Leeds Teaching Hospitals, 2020 to present. Staff Nurse, St James, 2014-2020.',
  advert: 'Practice Educator. Experience of teaching and mentoring staff is essential.',
});

export const compose = task<'compose'>(({ answers, variant }) => {
  const texts = composeIntroductions(answers, variant);
  const ends = Object.fromEntries(TEXT_KINDS.map((kind) => [kind, sentenceEnds(texts[kind])]));
  return { texts, sentenceEnds: ends as ComposedTexts['sentenceEnds'] };
});

export const refine = task<'refine'>(({ answers, current, direction }) => {
  const refined = refineOffline(answers, current, direction);
  return refined && { ...refined, sentenceEnds: sentenceEnds(refined.text) };
});

export const refinements = task<'refinements'>(({ answers, current }) =>
  REFINEMENTS.filter((direction) => refineOffline(answers, current, direction) !== null),
);

/**
 * The OpenAI writer checks each of its five texts (and each retry) in a task of its own, each with a copy of the
 * answers: the same answers get the same object, so the gate reads their facts once a writing (10.6 ms a check with a
 * CV, 4.3 once read). Only answers of an ordinary size are kept, a few dozen at most.
 */
const recentAnswers = new Map<string, IntroductionAnswers>();
const KEPT_ANSWERS = 32;
const KEPT_ANSWER_CHARACTERS = 12_000;

function sameAnswers(answers: IntroductionAnswers): IntroductionAnswers {
  const key = JSON.stringify(answers);
  if (key.length > KEPT_ANSWER_CHARACTERS) return answers;
  const known = recentAnswers.get(key);
  if (known) return known;
  recentAnswers.set(key, answers);
  if (recentAnswers.size > KEPT_ANSWERS) recentAnswers.delete(recentAnswers.keys().next().value!);
  return answers;
}

export const check = task<'check'>(({ answers, purpose, text }) => checkPurposeText(sameAnswers(answers), purpose, text));

export const assessAdvert = task<'assessAdvert'>(({ answers, text }) => assess(answers, text));

export const readAnswers = task<'readAnswers'>(({ answers }) => readingShown(answers));
