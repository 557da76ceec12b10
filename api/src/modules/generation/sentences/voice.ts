// Who a text speaks as: the person ("I"), or of them in the third person (a pronoun, the first name, or "the team").
import { BUSINESS_KINDS, firstNameOf, ORGANISATION_NAME, type Reading } from '../reading/answer-reading.js';
import { toThirdPersonSingular, words } from '../english/english.js';
import { EVERYONES_WE } from '../english/text-utils.js';
import { isBaseVerb, isPastVerb } from '../english/word-classes.js';
import { escapeRegExp } from '../english/text-utils.js';

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
  /** In an organisation's profile, the person who speaks for it: "me, my husband" is "her, her husband". */
  speaker?: Voice;
  /** An organisation spoken of ("the bakery", "the team"), said "it" when it comes again in a sentence. */
  organisation?: true;
  /** In a person's profile, who their "we" is: the one organisation their answers name by its kind ("the practice"). */
  team?: string;
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

/** An organisation spoken of: "the team has fitted ...", "its work". */
const THE_TEAM: Voice = {
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

/**
 * What an organisation may be called by its kind, as its identity names it: "the bakery", "the winery", "the band" (an
 * identity that speaks as "we" may name kinds that do not make it a business on their own); not "the enterprise".
 */
const ORGANISATION_KINDS = [
  ...BUSINESS_KINDS.filter((kind) => kind !== 'enterprise'),
  ...['band', 'school', 'garage', 'pharmacy', 'surgery', 'chambers', 'hotel', 'farm', 'nursery', 'gym', 'bookshop'],
  ...['workshop', 'joinery', 'dairy', 'truck', 'startup', 'academy', 'theatre'],
];
const ORGANISATION_KIND = new RegExp(`^(?:${ORGANISATION_KINDS.join('|')})$`, 'i');

/** "We're a family-run bakery in Hebden Bridge": the organisation is "the bakery"; one its identity does not name, "the team". */
function organisationVoice(reading: Reading): Voice {
  const identity = reading.identity?.kind === 'noun' ? reading.identity.text : '';
  const kind = words(identity.split(/[,(–—]|\s(?:in|at|on|of|and|for|from|with|that|who|which|near|based)\s/i)[0] ?? '').at(-1) ?? '';
  const called = ORGANISATION_KIND.test(kind) ? `the ${kind.toLowerCase()}` : THE_TEAM.subject;
  return { ...THE_TEAM, subject: called, object: called, organisation: true };
}

/** A kind of organisation where it ends its noun phrase: "a small family law practice in ...", not "a dairy farmer". */
const TEAM_KIND = new RegExp(
  `\\b(${ORGANISATION_KINDS.join('|')}|start-up)(?=\\s*(?:$|[,.;:()!–—]|(?:in|at|on|of|and|for|from|with|that|who|which|near|based|now)\\b))`,
  'gi',
);
/**
 * "A small family law practice", "founder of a diagnostics startup", "Natya Lakshmi Dance Academy", "my own band": the
 * organisation a person's "we" is, when their identity and role name one kind of it; else undefined ("the team").
 */
function teamOf(reading: Reading): string | undefined {
  const typed = [reading.identity?.text ?? '', ...reading.identityMore, reading.role ?? ''].join('. ');
  const kinds = new Set([...typed.matchAll(TEAM_KIND)].map((match) => (match[1] ?? '').toLowerCase().replace(/^start-up$/, 'startup')));
  const [kind] = kinds;
  // Only an organisation the person runs: a teacher's "we won the cup" is her team's, not the school's.
  return kinds.size === 1 && RUNS_IT.test(typed) ? `the ${kind}` : undefined;
}
const RUNS_IT = /\b(?:owner|co-owner|founder|co-founder|principal|director|partner|proprietor|head|chef|my own|our)\b/i;

function thirdPerson(reading: Reading): Voice {
  const pronoun = reading.pronouns ? PRONOUNS[reading.pronouns] : undefined;
  // An organisation's profile speaks of it as "the team": "Since 1998 the team has fitted...".
  if (reading.organisation)
    return {
      // A person named for it is themself: "a hygienist and her", "Aroha, Aroha's brother Mikaere and ...".
      ...(ORGANISATION_NAME.test(reading.fullName)
        ? {}
        : { speaker: pronoun ? { ...pronoun, person: 'third' as const, named: false } : named(firstNameOf(reading.fullName)) }),
      ...organisationVoice(reading),
    };
  const team = teamOf(reading);
  if (pronoun) return { ...pronoun, person: 'third', named: false, team };
  const name = reading.firstName;
  return {
    person: 'third',
    subject: name,
    possessive: 'the',
    object: name,
    is: 'is',
    was: 'was',
    has: 'has',
    singular: true,
    named: true,
    team,
  };
}

/** The person by their first name, for the person who speaks for a team and gave no pronouns. */
const named = (name: string): Voice => ({
  person: 'third',
  subject: name,
  possessive: `${name}'s`,
  object: name,
  is: 'is',
  was: 'was',
  has: 'has',
  singular: true,
  named: false,
});

export const voiceFor = (reading: Reading, person: 'first' | 'third') => (person === 'first' ? FIRST_PERSON : thirdPerson(reading));

/** The first person's words, singular and plural, or singular alone (for the person who speaks for a team). */
const EVERY_FORM = {
  subject: 'I|we',
  am: "I am|I'm|we are|we're",
  was: 'I was|we was|we were',
  have: "I have|I've|we have|we've",
  object: '[Mm]e|[Uu]s',
  possessive: '[Mm]y|[Oo]ur',
};
const SINGULAR_FORMS = { subject: 'I', am: "I am|I'm", was: 'I was', have: "I have|I've", object: '[Mm]e', possessive: '[Mm]y' };
const PLURAL_FORMS = {
  subject: 'we',
  am: "we are|we're",
  was: 'we was|we were',
  have: "we have|we've",
  object: '[Uu]s',
  possessive: '[Oo]ur',
};
type Forms = typeof EVERY_FORM;

/** Each form's pattern, compiled once. */
const patterns = (forms: Forms) => ({
  am: new RegExp(`\\b(?:${forms.am})\\b`, 'gi'),
  was: new RegExp(`\\b(?:${forms.was})\\b`, 'gi'),
  have: new RegExp(`\\b(?:${forms.have})\\b`, 'gi'),
  modal: new RegExp(`\\b(?:${forms.subject}) (had|would|will|could|can|should|might|must)\\b`, 'gi'),
  // "I haven't", "I don't": the auxiliary agrees, its "n't" stays ("she hasn't", never "havens't").
  negative: new RegExp(`\\b(?:${forms.subject}) (have|do)n't\\b`, 'gi'),
  would: new RegExp(`\\b(?:${forms.subject})'d\\b`, 'gi'),
  will: new RegExp(`\\b(?:${forms.subject})'ll\\b`, 'gi'),
  // An adverb before the verb stays as it is: "I always wanted" → "he always wanted", never "he alwayses".
  verb: new RegExp(
    `\\b(?:${forms.subject}) ((?:(?:always|never|often|also|still|just|really|usually|sometimes|only|now) )?)(\\p{L}+)`,
    'giu',
  ),
  possessive: new RegExp(`\\b(?:${forms.possessive})\\b`, 'g'),
  // "the US" is a country, not "us".
  object: new RegExp(`\\b(?:${forms.object})\\b`, 'g'),
});
const EVERY = patterns(EVERY_FORM);
const SINGULAR = patterns(SINGULAR_FORMS);
const PLURAL = patterns(PLURAL_FORMS);
/**
 * In a person's profile, the "we" of the people they work with is theirs, never the person alone: "we grew to 4,500
 * people" is "the team grew ...", "our volunteers" "the volunteers" ("she grew to 4,500 people" changes who grew).
 */
const THEIR_TEAM: Voice = { ...THE_TEAM, possessive: 'the' };
/** "At Harcourt Logistics (2010–2023) I was Group HR Director - we grew to 4,500 people": the "we" of a named employer. */
const THEIR_COMPANY: Voice = { ...THEIR_TEAM, subject: 'the company', object: 'the company' };
/** Who a person's "we" is in this sentence: a named employer's company, their organisation by its kind, or the team. */
const theirs = (typed: string, voice: Voice): Voice =>
  NAMED_EMPLOYER_BEFORE_WE.test(typed)
    ? THEIR_COMPANY
    : // "we're mostly women installers" is of the people: the team.
      voice.team && !/\bwe(?:'re| are)\b/i.test(typed)
      ? { ...THEIR_TEAM, subject: voice.team, object: voice.team }
      : THEIR_TEAM;
const NAMED_EMPLOYER_BEFORE_WE = /\b[Aa]t\s+\p{Lu}[\p{L}&'’.-]*(?:\s+\p{Lu}[\p{L}&'’.-]*)*\b.*?\b[Ww]e\b/u;

/** "Rock My Wedding", "Call Me Later": a capital "My" or "Me" within a sentence is a name's, not the person's. */
const inName = (word: string, at: number, text: string) => /^\p{Lu}/u.test(word) && /\p{L}[\s"'“‘]*$/u.test(text.slice(0, at));

/**
 * The text in the voice. Without a pronoun, the person's own "my uncle" is "Callum's uncle" ("the uncle" would be
 * nobody's), and "our trust" is the organisation's, "the trust".
 */
/**
 * "The team trains women as garment makers and pay London Living Wage": a second verb of the same subject, with its
 * object after "and", agrees too; not one after a "to" ("wants roasters to know ... and pay them") or a dash.
 */
function secondVerbsAgree(text: string, voice: Voice): string {
  if (!voice.singular) return text;
  const subject = escapeRegExp(voice.subject).replace(/^\p{L}/u, (letter) => `[${letter.toUpperCase()}${letter.toLowerCase()}]`);
  const second = new RegExp(
    `(\\b${subject} \\p{Ll}+s\\b(?:(?!\\bto\\b)[^.!?;:,–—])*?\\band )(\\p{Ll}+)(?= (?:the|a|an|their|\\d|\\p{Lu}))`,
    'gu',
  );
  return text.replace(second, (_, before: string, verb: string) =>
    isBaseVerb(verb) && !isPastVerb(verb) ? `${before}${toThirdPersonSingular(verb) ?? verb}` : `${before}${verb}`,
  );
}

function turned(text: string, voice: Voice, forms: ReturnType<typeof patterns>): string {
  const possessive = (word: string) => (voice.named && /^my$/i.test(word) ? `${voice.subject}'s` : voice.possessive);
  return secondVerbsAgree(turnedWords(text, voice, forms, possessive), voice);
}

function turnedWords(text: string, voice: Voice, forms: ReturnType<typeof patterns>, possessive: (word: string) => string): string {
  return text
    .replace(forms.am, `${voice.subject} ${voice.is}`)
    .replace(forms.was, `${voice.subject} ${voice.was}`)
    .replace(forms.have, `${voice.subject} ${voice.has}`)
    .replace(forms.modal, `${voice.subject} $1`)
    .replace(
      forms.negative,
      (_, auxiliary: string) => `${voice.subject} ${voice.singular ? (auxiliary === 'have' ? 'has' : 'does') : auxiliary}n't`,
    )
    .replace(forms.would, `${voice.subject} would`)
    .replace(forms.will, `${voice.subject} will`)
    .replace(
      forms.verb,
      (_, adverb: string, verb: string) =>
        `${voice.subject} ${adverb}${voice.singular && !isPastVerb(verb) ? (toThirdPersonSingular(verb) ?? verb) : verb}`,
    )
    .replace(forms.possessive, (word: string, at: number, all: string) => (inName(word, at, all) ? word : possessive(word)))
    .replace(forms.object, (word: string, at: number, all: string) => (inName(word, at, all) ? word : voice.named ? 'me' : voice.object));
}

/** "I run a team and love my work" → "she runs a team and loves her work"; null when a first-person word is left. */
/** Stands for a "we" kept as it is while the person's words are turned. */
const KEPT_WE = '\u{E000}';

/** "sessions of our own making" are "the sessions"; "as if they were our own" the person's ("his own"). */
const ownOfTheirs = (text: string, voice: Voice) =>
  text.replace(/\bour own\b(\s+\p{L})?/giu, (_, next: string | undefined) =>
    next ? `our${next}` : `${voice.named ? `${voice.subject}'s` : voice.possessive} own`,
  );

/** "Josie and I", "my husband and I": the person and someone else, as the subject of the rest of the sentence. */
const WITH_SOMEONE = /\b((?:[Mm]y|[Oo]ur)\s+\p{L}+|\p{Lu}\p{L}+) and I\b([^.!?]*)/gu;
/** "– me and my sister Chioma": the person and someone else, described after a dash. */
const DESCRIBED_WITH_SOMEONE = /([–—]\s+)me and\b/g;

/**
 * "Josie and I made 400+ hours ... between us before we started this" is "she and Josie made ... between them before
 * they started this": the "we" of the two, not the team's, and the person first, as English puts them.
 */
function withSomeone(text: string, voice: Voice): string {
  const { subject: person, object } = voice.speaker ?? voice;
  return (
    text
      // A studio is run by its two people: "a studio in Yaba – run by her and her sister Chioma", never "– she and ...".
      .replace(DESCRIBED_WITH_SOMEONE, (_, dash: string) => `${dash}run by ${object} and`)
      .replace(
        WITH_SOMEONE,
        (_, other: string, rest: string) =>
          `${person} and ${other.replace(/^(?:My|Our)\b/, (word) => word.toLowerCase())}${rest
            .replace(/\bwe\b/g, 'they')
            .replace(/\bus\b/g, 'them')
            .replace(/\bour\b/g, 'their')}`,
      )
  );
}

/**
 * "The bakery has sold out every Saturday since it opened": the organisation named once a sentence, then "it"; of
 * sentences that open on it one after another, every second opens "It" ("The bakery won Best Newcomer 2023. It
 * supplies 14 cafés.").
 */
export function saidAgainAsIt(text: string, called: string): string {
  const name = new RegExp(`\\b${called}\\b`, 'gi');
  const opensOn = (sentence: string) => sentence.trimStart().toLowerCase().startsWith(called);
  let openedOn = false;
  return text.replace(/[^.!?\n]+[.!?]*/g, (sentence) => {
    const again = openedOn && opensOn(sentence);
    openedOn = opensOn(sentence) && !again;
    let seen = false;
    return sentence.replace(name, (match) => {
      const first = !seen;
      seen = true;
      if (!first) return 'it';
      return again ? 'It' : match;
    });
  });
}

export function inVoice(typed: string, voice: Voice): string | null {
  if (voice.person === 'first') return typed;
  // Without a pronoun every "I" would become the name: one is enough.
  if (voice.named && (typed.match(/\b(?:I|I'm|I've|me|my|myself)\b/gi) ?? []).length > 1) return null;
  const text = withSomeone(typed, voice);
  // A team's profile turns every "we" to the team; a person's keeps the "we" of everyone.
  const kept = voice.organisation ? text : text.replace(EVERYONES_WE, (match) => `${match.slice(0, -2)}${KEPT_WE}`);
  const out = voice.organisation
    ? turned(voice.speaker ? turned(kept, voice.speaker, SINGULAR) : kept, voice, EVERY)
    : turned(turned(ownOfTheirs(kept, voice), theirs(kept, voice), PLURAL), voice, SINGULAR);
  const unnamed = out.replace(/\b(?:Me|My|Our|Us|We)\b/g, (word: string, at: number, all: string) => (inName(word, at, all) ? '' : word));
  return /\b(?:I|[Mm]e|[Mm]y|[Mm]ine|[Mm]yself|[Ww]e|[Uu]s|[Oo]urs?)\b/.test(unnamed) ? null : out.replaceAll(KEPT_WE, 'we');
}

export function presentFor(verbPhrase: string, voice: Voice): string | null {
  return voice.singular ? toThirdPersonSingular(verbPhrase) : verbPhrase;
}
