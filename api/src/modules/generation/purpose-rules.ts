// How each purpose is written: the contracts' limits, the length the offline writer aims at, the hook a LinkedIn
// text opens with, and the shape the OpenAI prompt asks for. Both writers and the quality gate read them here.
import { PURPOSE_LIMITS, type Purpose, type PurposeLimit } from '@firstwords/contracts';

/** The contracts' limits (`unit`, `max`: texts are shorter, never padded, when the answers are thin) and how to write to them. */
export interface PurposeRule extends PurposeLimit {
  label: string;
  person: 'first' | 'third';
  /** What the offline writer keeps to, with room to spare. */
  aim: number;
  /** The opening sentence must end within this many characters (what a phone shows before "see more"). */
  hookWithin?: number;
  /** What the text holds, in order, for the prompt. */
  shape: string;
}

export const PURPOSE_RULES: Record<Purpose, PurposeRule> = {
  linkedin: {
    ...PURPOSE_LIMITS.linkedin,
    label: 'LinkedIn About section',
    person: 'first',
    aim: 2400,
    hookWithin: 200,
    shape:
      'a one-sentence hook, who the person is and what they do, proof (achievements, history), what drives them, and an invitation aimed at the people they want to reach',
  },
  job: {
    ...PURPOSE_LIMITS.job,
    label: 'answer to "Tell me about yourself" in a job interview (at most about 90 seconds spoken)',
    person: 'first',
    aim: 220,
    shape:
      'present (who they are and what they do now), then past (how they got here), then future (what they want next and why this opportunity)',
  },
  pitch: {
    ...PURPOSE_LIMITS.pitch,
    label: 'event or networking pitch (at most about 45 seconds spoken)',
    person: 'first',
    aim: 100,
    shape: 'a hook, what they do, the value they bring, and a call to action',
  },
  business: {
    ...PURPOSE_LIMITS.business,
    label: 'business profile',
    person: 'third',
    aim: 240,
    shape: 'who the person (or organisation) is and what they do, who they serve, proof, their focus, and how to get in touch',
  },
};
