import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { achievementToAdd, hasRouteFlag } from '@/config/route-state';
import { INITIAL_VALUES, TOTAL_STEPS, type FieldName, type IntroductionValues } from '../introduction-fields';

const KEY = 'generator-sent-answers';

/** The answers of the generation under way, kept in the tab: if its writing fails, the person gets them back. */
export function keepSentAnswers(values: IntroductionValues): void {
  sessionStorage.setItem(KEY, JSON.stringify(values));
}

/** Only the questionnaire's own answers, each a string. */
function answersOf(stored: unknown): IntroductionValues | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const answers = stored as Record<string, unknown>;
  const entries = Object.entries(INITIAL_VALUES).map(([name, initial]) => {
    const value = answers[name];
    return [name, typeof value === 'string' ? value : initial];
  });
  return Object.fromEntries(entries) as IntroductionValues;
}

function readSentAnswers(): IntroductionValues | null {
  try {
    return answersOf(JSON.parse(sessionStorage.getItem(KEY) ?? 'null'));
  } catch {
    return null;
  }
}

/** Answers the generator opens with, at a step, with a field to put the caret in. */
export interface ReturnedAnswers {
  values: IntroductionValues;
  step: number;
  focus?: FieldName;
}

/**
 * The sent answers when the result page sent the person back after a failed generation (at the last step); an
 * introduction's answers with a line of achievements begun when they follow "If it's true, add it" (at the
 * achievements); otherwise none, and the sent answers forgotten.
 */
export function useReturnedAnswers(): ReturnedAnswers | null {
  const { state } = useLocation();
  const [returned] = useState((): ReturnedAnswers | null => {
    const toAdd = achievementToAdd(state);
    const answers = toAdd ? answersOf(toAdd.answers) : null;
    if (toAdd && answers) {
      const achievements = answers.achievements.trimEnd();
      return {
        values: { ...answers, achievements: `${achievements ? `${achievements}\n` : ''}${toAdd.phrase} ` },
        step: 3,
        focus: 'achievements',
      };
    }
    const sent = hasRouteFlag(state, 'generationFailed') ? readSentAnswers() : null;
    return sent ? { values: sent, step: TOTAL_STEPS } : null;
  });
  useEffect(() => {
    if (!returned) sessionStorage.removeItem(KEY);
  }, [returned]);
  return returned;
}
