// The writing pool's worker (modules/generation/writing-pool.ts): the offline writer, the quality gate and the
// advert's reading run here, off the request thread, each task stopped by the pool when its writing's budget runs out.
import { REFINEMENTS, TEXT_KINDS } from '@firstwords/contracts';
import { assessAdvert as assess } from '../modules/generation/advert-matching.js';
import { composeIntroductions, refineOffline, sentenceEnds } from '../modules/generation/offline-composer.js';
import { checkPurposeText } from '../modules/generation/quality-gate.js';
import type { ComposedTexts, WritingTaskMessage, WritingTaskName, WritingTaskOutputs } from '../modules/generation/writing-tasks.js';

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

/** A task that first tells the pool it has begun. */
const task =
  <N extends WritingTaskName>(work: (input: WritingTaskMessage<N>['input']) => WritingTaskOutputs[N]) =>
  ({ started, input }: WritingTaskMessage<N>): WritingTaskOutputs[N] => {
    started.postMessage(null);
    started.close();
    return work(input);
  };

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

export const check = task<'check'>(({ answers, purpose, text }) => checkPurposeText(answers, purpose, text));

export const assessAdvert = task<'assessAdvert'>(({ answers, text }) => assess(answers, text));
