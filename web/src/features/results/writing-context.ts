import { createContext, useContext } from 'react';
import type { IntroductionWriting } from './hooks/use-introduction-writing';

/** The result page's writing, for the texts, their tools and the Regenerate and Refine buttons. */
export const IntroductionWritingContext = createContext<IntroductionWriting | null>(null);

export function useWriting(): IntroductionWriting {
  const writing = useContext(IntroductionWritingContext);
  if (!writing) throw new Error('useWriting must be used within the result page');
  return writing;
}
