// How each text is written: the contracts' limits, the length the offline writer aims at, the hook a LinkedIn
// text opens with, and the shape the OpenAI prompt asks for. Both writers and the quality gate read them here.
import { TEXT_LIMITS, type TextKind, type TextLimit } from '@firstwords/contracts';

/** The contracts' limits (`unit`, `max`: texts are shorter, never padded, when the answers are thin) and how to write to them. */
export interface TextRule extends TextLimit {
  label: string;
  /** Who speaks: the person (first), someone about them (third), or no one (a headline, in phrases). */
  person: 'first' | 'third' | 'none';
  /** What the offline writer keeps to, with room to spare. */
  aim: number;
  /** The opening sentence must end within this many characters (what a phone shows before "see more"). */
  hookWithin?: number;
  /** Written in phrases, not sentences: none needs a verb or a full stop, and the person is not named. */
  inPhrases?: boolean;
  /** What the text holds, in order, for the prompt. */
  shape: string;
}

export const TEXT_RULES: Record<TextKind, TextRule> = {
  linkedin: {
    ...TEXT_LIMITS.linkedin,
    label: 'LinkedIn About section',
    person: 'first',
    aim: 2400,
    hookWithin: 200,
    shape:
      'a one-sentence hook, who the person is and what they do, proof (achievements, history), what drives them, and an invitation aimed at the people they want to reach',
  },
  job: {
    ...TEXT_LIMITS.job,
    label: 'answer to "Tell me about yourself" in a job interview (at most about 90 seconds spoken)',
    person: 'first',
    aim: 220,
    shape:
      'present (who they are and what they do now), then past (how they got here), then future (what they want next and why this opportunity)',
  },
  pitch: {
    ...TEXT_LIMITS.pitch,
    label: 'event or networking pitch (at most about 45 seconds spoken)',
    person: 'first',
    aim: 100,
    shape: 'a hook, what they do, the value they bring, and a call to action',
  },
  business: {
    ...TEXT_LIMITS.business,
    label: 'business profile',
    person: 'third',
    aim: 240,
    shape: 'who the person (or organisation) is and what they do, who they serve, proof, their focus, and how to get in touch',
  },
  headline: {
    ...TEXT_LIMITS.headline,
    label: 'LinkedIn headline (the line under the name)',
    person: 'none',
    inPhrases: true,
    aim: 160,
    shape:
      'short phrases separated by " | ": the role, what they do and for whom, and their strongest achievement; no name, no "I" or "we", no full stop at the end',
  },
};

/**
 * The headings (one a version) of the achievements a page lists as typed, notes the writer is not sure how to say;
 * each follows on a line of its own after LIST_ITEM.
 */
export const HIGHLIGHT_HEADINGS = ['Highlights:', 'A few highlights:', 'Highlights so far:'] as const;
/** A list of degrees and letters after a name is called what it is: readers called "Highlights:" over them odd. */
export const QUALIFICATIONS_HEADING = 'Qualifications:';
/** Every heading a list may have. */
export const LIST_HEADINGS = [...HIGHLIGHT_HEADINGS, QUALIFICATIONS_HEADING] as const;
export const LIST_ITEM = '• ';
/**
 * What a spoken text says before the notes with figures it cannot say in a sentence: a frame right for any phrase, a
 * sentence said aloud ("In numbers: 500+ sessions." is a fragment), and one that points back at nothing ("In numbers,
 * that's 500+ sessions" made the figures a measure of the sentence before).
 */
export const FIGURES_LEAD = 'I can point to';
