import { decodeStoredText } from '@firstwords/contracts';
import type { AnswerReadingQuery } from '@/graphql/__generated__/graphql';
import type { FieldName } from './introduction-fields';

export type ReadAnswer = AnswerReadingQuery['answerReading']['answers'][number];

/**
 * The answer a changed sentence goes into, and its new value: a whole answer is the sentence; an achievement is its
 * line among the others as they were read, one a line.
 */
export function withSentence(answers: readonly ReadAnswer[], changed: ReadAnswer, sentence: string): { name: FieldName; value: string } {
  if (changed.answer !== 'achievements') return { name: changed.answer, value: sentence };
  const lines = answers
    .filter((item) => item.answer === 'achievements')
    .map((item) => (item === changed ? sentence : (decodeStoredText(item.typed) ?? item.typed)));
  return { name: 'achievements', value: lines.join('\n') };
}

/** Whether the person may change this answer's sentence here: a role is said with the name, and changed in step 2. */
export const isChangeable = ({ answer }: ReadAnswer) => answer !== 'role';
