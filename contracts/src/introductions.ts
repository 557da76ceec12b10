/** The four texts every introduction has, one per purpose (docs/product.md, Purposes and lengths). */
export const PURPOSES = ['linkedin', 'job', 'pitch', 'business'] as const;
export type Purpose = (typeof PURPOSES)[number];

/** Any purpose that is not linkedin, job or business is shown as an event pitch (docs/product.md, Purposes and lengths). */
export function normalisePurpose(purpose: string): Purpose {
  return (PURPOSES as readonly string[]).includes(purpose) ? (purpose as Purpose) : 'pitch';
}

export const PURPOSE_LABELS: Record<Purpose, string> = {
  linkedin: 'LinkedIn Profile',
  job: 'Job Interview',
  pitch: 'Event Pitch',
  business: 'Business Profile',
};

/**
 * The texts every introduction holds: one per purpose, and the LinkedIn headline, written beside them whatever the
 * purpose (docs/product.md, The LinkedIn headline). A version, an edit or a refinement is of one of these.
 */
export const TEXT_KINDS = [...PURPOSES, 'headline'] as const;
export type TextKind = (typeof TEXT_KINDS)[number];

export const TEXT_LABELS: Record<TextKind, string> = { ...PURPOSE_LABELS, headline: 'LinkedIn Headline' };

export const COMMUNICATION_STYLES = ['professional', 'conversational', 'enthusiastic', 'concise'] as const;
export type CommunicationStyle = (typeof COMMUNICATION_STYLES)[number];

export const COMMUNICATION_STYLE_LABELS: Record<CommunicationStyle, string> = {
  professional: 'Professional & Formal',
  conversational: 'Conversational & Friendly',
  enthusiastic: 'Enthusiastic & Dynamic',
  concise: 'Concise & Direct',
};

/** For third-person texts; without them a profile uses the name and sentences that need no pronoun. */
export const PRONOUN_SETS = ['she/her', 'he/him', 'they/them'] as const;
export type PronounSet = (typeof PRONOUN_SETS)[number];

/** The one-click directions a text can be rewritten in, with the same facts. */
export const REFINEMENTS = ['shorter', 'longer', 'more_formal', 'warmer'] as const;
export type Refinement = (typeof REFINEMENTS)[number];

export const REFINEMENT_LABELS: Record<Refinement, string> = {
  shorter: 'Shorter',
  longer: 'Longer',
  more_formal: 'More formal',
  warmer: 'Warmer',
};

/** How a version of a text came to be: written, rewritten, edited by hand, restored, refined, or tailored to an advert. */
export const VERSION_ORIGINS = ['generated', 'regenerated', 'edited', 'restored', ...REFINEMENTS, 'tailored'] as const;
export type VersionOrigin = (typeof VERSION_ORIGINS)[number];

export type LengthUnit = 'characters' | 'words';

export interface TextLimit {
  unit: LengthUnit;
  /** The hard upper length: what a writer keeps to and what an edit is checked against. */
  max: number;
  /** The spoken length a job answer or a pitch aims at. */
  targetSeconds?: number;
}

/** The headline's 220 characters are LinkedIn's own limit. */
export const TEXT_LIMITS: Record<TextKind, TextLimit> = {
  linkedin: { unit: 'characters', max: 2600 },
  job: { unit: 'words', max: 230, targetSeconds: 90 },
  pitch: { unit: 'words', max: 110, targetSeconds: 45 },
  business: { unit: 'words', max: 250 },
  headline: { unit: 'characters', max: 220 },
};

/** Spoken texts are timed at this pace. */
export const WORDS_PER_MINUTE = 150;

/** Words are the space-separated tokens holding a letter or a digit: a dash or an ampersand is not one. */
export const countWords = (text: string) => text.split(/\s+/u).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;

/** Characters as a person counts them: an emoji or an accented letter is one. */
export const countCharacters = (text: string) => [...text.trim()].length;

/** A text's length in the unit its purpose is measured in. */
export function measureLength(text: string, unit: LengthUnit): number {
  return unit === 'words' ? countWords(text) : countCharacters(text);
}

/** "This text must be at most 2,600 characters", or undefined when it fits. */
export function overLimitMessage(text: string, kind: TextKind): string | undefined {
  const { unit, max } = TEXT_LIMITS[kind];
  return measureLength(text, unit) > max ? `This text must be at most ${max.toLocaleString('en-GB')} ${unit}` : undefined;
}

/** How far one text has come while it is written: as the model writes it, asked again after failing a check, passed. */
export const DRAFT_STATES = ['writing', 'polishing', 'done'] as const;
export type DraftState = (typeof DRAFT_STATES)[number];

/** A text as it stands while written: the whole text so far and how far it has come. */
export interface DraftProgress {
  text: string;
  state: DraftState;
}

/**
 * Whether a draft is behind one already seen for the same text: an earlier state, or a shorter text while writing.
 * Drafts reach a watcher by two roads (told as they change, stored once a second), so a late one can arrive after a
 * newer one; it is dropped, on the server's watch and in the web app's cache alike.
 */
export function isDraftBehind(seen: DraftProgress | undefined, draft: DraftProgress): boolean {
  if (!seen) return false;
  const order = DRAFT_STATES.indexOf(draft.state) - DRAFT_STATES.indexOf(seen.state);
  return order < 0 || (order === 0 && draft.state === 'writing' && draft.text.length < seen.text.length);
}

/** What an advert's requirement is (docs/product.md, Adverts). */
export const REQUIREMENT_KINDS = ['skill', 'tool', 'qualification', 'duty'] as const;
export type RequirementKind = (typeof REQUIREMENT_KINDS)[number];

/** Where a requirement stands: in the answers and the text, in the answers only, or not in the answers. */
export const ADVERT_COVERAGES = ['covered', 'not_in_text', 'not_in_answers'] as const;
export type AdvertCoverage = (typeof ADVERT_COVERAGES)[number];

/** How the writer will use an answer (the reading shown before writing): said in sentences, listed as typed, or not at all. */
export const ANSWER_USES = ['said', 'listed', 'unused'] as const;
export type AnswerUse = (typeof ANSWER_USES)[number];

/** The answers the reading shown before writing gives sentences for. */
export const READ_ANSWERS = ['role', 'identity', 'mission', 'achievements'] as const;
export type ReadAnswer = (typeof READ_ANSWERS)[number];
