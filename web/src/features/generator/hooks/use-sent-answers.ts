import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { hasRouteFlag } from '@/config/route-state';
import { INITIAL_VALUES, type IntroductionValues } from '../introduction-fields';

const KEY = 'generator-sent-answers';

/** The answers of the generation under way, kept in the tab: if its writing fails, the person gets them back. */
export function keepSentAnswers(values: IntroductionValues): void {
  sessionStorage.setItem(KEY, JSON.stringify(values));
}

function readSentAnswers(): IntroductionValues | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const answers = stored as Record<string, unknown>;
    // Only the questionnaire's own answers, each a string.
    const entries = Object.entries(INITIAL_VALUES).map(([name, initial]) => {
      const value = answers[name];
      return [name, typeof value === 'string' ? value : initial];
    });
    return Object.fromEntries(entries) as IntroductionValues;
  } catch {
    return null;
  }
}

/** The sent answers when the result page sent the person back after a failed generation; otherwise none, and forgotten. */
export function useReturnedAnswers(): IntroductionValues | null {
  const { state } = useLocation();
  const [answers] = useState(() => (hasRouteFlag(state, 'generationFailed') ? readSentAnswers() : null));
  useEffect(() => {
    if (!answers) sessionStorage.removeItem(KEY);
  }, [answers]);
  return answers;
}
