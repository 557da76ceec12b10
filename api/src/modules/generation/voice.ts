// Who a text speaks as: the person ("I"), or of them in the third person (a pronoun, the first name, or "the team").
import type { Reading } from './answer-reading.js';
import { toThirdPersonSingular } from './english.js';
import { isPastVerb } from './word-classes.js';

export interface Voice {
  person: 'first' | 'third';
  subject: string;
  possessive: string;
  object: string;
  is: string;
  was: string;
  has: string;
  /** Takes "runs", not "run". */
  singular: boolean;
  /** Speaks of the person by their first name, for want of pronouns. */
  named: boolean;
}

const PRONOUNS: Record<string, Omit<Voice, 'named' | 'person'>> = {
  'she/her': { subject: 'she', possessive: 'her', object: 'her', is: 'is', was: 'was', has: 'has', singular: true },
  'he/him': { subject: 'he', possessive: 'his', object: 'him', is: 'is', was: 'was', has: 'has', singular: true },
  'they/them': { subject: 'they', possessive: 'their', object: 'them', is: 'are', was: 'were', has: 'have', singular: false },
};

const FIRST_PERSON: Voice = {
  person: 'first',
  subject: 'I',
  possessive: 'my',
  object: 'me',
  is: 'am',
  was: 'was',
  has: 'have',
  singular: false,
  named: false,
};

function thirdPerson(reading: Reading): Voice {
  // An organisation's profile speaks of it as "the team": "Since 1998 the team has fitted...".
  if (reading.organisation)
    return {
      person: 'third',
      subject: 'the team',
      possessive: 'its',
      object: 'the team',
      is: 'is',
      was: 'was',
      has: 'has',
      singular: true,
      named: false,
    };
  const pronoun = reading.pronouns ? PRONOUNS[reading.pronouns] : undefined;
  if (pronoun) return { ...pronoun, person: 'third', named: false };
  const name = reading.firstName;
  return { person: 'third', subject: name, possessive: 'the', object: name, is: 'is', was: 'was', has: 'has', singular: true, named: true };
}

export const voiceFor = (reading: Reading, person: 'first' | 'third') => (person === 'first' ? FIRST_PERSON : thirdPerson(reading));

/** "I run a team and love my work" → "she runs a team and loves her work"; null when a first-person word is left. */
export function inVoice(text: string, voice: Voice): string | null {
  if (voice.person === 'first') return text;
  // Without a pronoun every "I" would become the name: one is enough.
  if (voice.named && (text.match(/\b(?:I|I'm|I've|me|my|myself)\b/gi) ?? []).length > 1) return null;
  const out = text
    .replace(/\b(?:I am|I'm|we are|we're)\b/gi, `${voice.subject} ${voice.is}`)
    .replace(/\b(?:I|we) was\b|\bwe were\b/gi, `${voice.subject} ${voice.was}`)
    .replace(/\b(?:I have|I've|we have|we've)\b/gi, `${voice.subject} ${voice.has}`)
    .replace(/\b(?:I|we) (had|would|will|could|can|should|might|must)\b/gi, `${voice.subject} $1`)
    .replace(/\b(?:I|we)'d\b/gi, `${voice.subject} would`)
    .replace(/\b(?:I|we)'ll\b/gi, `${voice.subject} will`)
    .replace(
      /\b(?:I|we) (\p{L}+)/giu,
      (_, verb: string) => `${voice.subject} ${voice.singular && !isPastVerb(verb) ? (toThirdPersonSingular(verb) ?? verb) : verb}`,
    )
    .replace(/\b(?:my|our)\b/gi, voice.possessive)
    // "the US" is a country, not "us".
    .replace(/\b(?:[Mm]e|[Uu]s)\b/g, voice.named ? 'me' : voice.object);
  return /\b(?:I|[Mm]e|[Mm]y|[Mm]ine|[Mm]yself|[Ww]e|[Uu]s|[Oo]urs?)\b/.test(out) ? null : out;
}

/** A verb phrase in the present for this voice: "run a team" → "runs a team" for "she". */
export function presentFor(verbPhrase: string, voice: Voice): string | null {
  return voice.singular ? toThirdPersonSingular(verbPhrase) : verbPhrase;
}
