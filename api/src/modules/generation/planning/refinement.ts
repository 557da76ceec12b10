// What each one-click refinement asks of a text, for both writers.

// "More formal" and "Warmer" move a text one step along the styles; null where there is no further step.
const MORE_FORMAL: Record<CommunicationStyle, CommunicationStyle | null> = {
  enthusiastic: 'conversational',
  conversational: 'professional',
  concise: 'professional',
  professional: null,
};
const WARMER: Record<CommunicationStyle, CommunicationStyle | null> = {
  professional: 'conversational',
  concise: 'conversational',
  conversational: 'enthusiastic',
  enthusiastic: null,
};

/** The style a refined text is written in; null when the direction has nowhere to go. */
export function refinedStyle(style: CommunicationStyle, direction: Refinement): CommunicationStyle | null {
  if (direction === 'more_formal') return MORE_FORMAL[style];
  if (direction === 'warmer') return WARMER[style];
  return style;
}

/** A shorter text is at most this share of the current one. */
export const SHORTER_SHARE = 0.8;
/** A longer text is worth offering only when it adds at least this share. */
export const LONGER_SHARE = 1.15;

/** What the OpenAI writer is asked, after the current texts. */
export const REFINE_INSTRUCTIONS: Record<Refinement, string> = {
  shorter:
    'Make it noticeably shorter (four fifths of its length or less): keep the hook, the strongest proof and the close, and drop the rest.',
  longer:
    'Make it longer, within its limit, using more of what the answers say (achievements, history, what drives the person); never pad it or invent anything.',
  more_formal: 'Make it more formal: measured, complete sentences, no contractions, no exclamation marks.',
  warmer: 'Make it warmer: friendlier and more personal, the way the person would talk to someone they like, still professional.',
};
import type { CommunicationStyle, Refinement } from '@firstwords/contracts';
