// One answer read as a phrase of English: a noun phrase, a verb phrase, an adjective phrase or a clause, judged on
// the whole phrase (its head, what follows its first word) rather than on its first word alone.
import nlp from 'compromise';
import { asSentence, cleanAnswer, joinList, lowerFirst, words } from '../english/english.js';
import { remembered } from '../english/remembered.js';
import { gerundBase, isAdjective, isBaseVerb, isPastVerb, isPersonNoun, isPluralNoun } from '../english/word-classes.js';

export type PhraseReading =
  /** "a marketing manager", "homes that last": in running text, with any article it was typed with. */
  | { kind: 'noun'; text: string }
  /**
   * "get more homes running on clean power": a verb phrase in its base form; typed as "Helping boards take the right
   * risks, and see the wrong ones coming", the gerunds as typed, which say whose each verb after "and" is.
   */
  | { kind: 'verb'; text: string; gerund?: string }
  /** "passionate about clean energy": what the person is. */
  | { kind: 'adjective'; text: string }
  /** "I want every school to have a librarian", "everyone deserves a librarian": a sentence of the person's own. */
  | { kind: 'clause'; text: string; firstPerson: boolean };

/** Which reading an answer leans to when the words allow both: who someone is leans to a noun, a mission to a verb. */
export type Lean = 'noun' | 'verb';

const DETERMINER =
  /^(?:a|an|the|my|our|his|her|their|this|that|these|those|some|any|every|each|all|more|most|no|one|two|three|several|many|few)$/i;
const OBJECT_START =
  /^(?:a|an|the|my|our|his|her|their|your|its|this|that|these|those|some|any|every|each|all|more|most|no|other|new|people|them|it|us|me|him|everyone|others|up|out|down|together|\d[\d.,%]*)$/i;
/** Words that end a noun phrase's head: "developer | with a background", "homeowners | planning a kitchen". */
const HEAD_END =
  /^(?:at|of|for|in|on|with|who|whose|that|which|where|from|across|to|into|by|and|or|&|turned|based|working|specialising|specializing|helping)$/i;
const SUBJECT = /^(?:everyone|everybody|anyone|nobody|no one|no|people|we|they|he|she|it|children|kids|every|each|all)$/i;

/** The words of a noun phrase up to its head: "backend developer" of "backend developer with a background in retail". */
export function headWords(list: readonly string[]): string[] {
  const end = list.findIndex((word, index) => index > 0 && (HEAD_END.test(word.replace(/[,;:]$/, '')) || word.startsWith('(')));
  const head = end < 0 ? [...list] : list.slice(0, end);
  const comma = head.findIndex((word) => /[,;:]$/.test(word));
  return comma < 0 ? head : head.slice(0, comma + 1).map((word) => word.replace(/[,;:]$/, ''));
}

function hasFiniteVerbAfterSubject(phrase: string): boolean {
  const doc = nlp(phrase);
  const subjectThenVerb = '#Adjective? (#Noun|#Pronoun)+ #Adverb? (#PresentTense|#PastTense|#Modal|#Copula)';
  // "No child should die ...": "no" opens a subject however the tagger files it.
  return (doc.has(`^(#Determiner|#Value)? ${subjectThenVerb}`) || doc.has(`^no ${subjectThenVerb}`)) && !doc.has('^#Gerund');
}

/** The service a noun before it names: "eye care", "van hire", "home insurance". */
const SERVICE = /^(?:care|repairs?|cleaning|hire|insurance|advice|support|servicing|maintenance)$/i;
/** Does the tagger take the first word for no verb but an adjective, or a noun naming a service ("eye care")? */
const opensWithModifier = (phrase: string) =>
  remembered(`opens-with-modifier:${phrase}`, () => {
    const [first] = nlp(phrase).terms().json() as Array<{ terms: Array<{ tags: string[] }> }>;
    const tags = first?.terms[0]?.tags;
    if (!tags || tags.includes('Verb')) return false;
    return tags.includes('Adjective') || (tags.includes('Noun') && SERVICE.test(words(phrase)[1] ?? ''));
  });

/** How a phrase without a subject of its own reads. */
function readBare(phrase: string, lean: Lean): PhraseReading {
  const list = words(phrase);
  const [first = '', second = ''] = list;
  const bareFirst = first.toLowerCase();
  if (DETERMINER.test(bareFirst)) {
    // "Every child deserves a librarian" is a clause; "every child reading by seven" a noun phrase.
    if (SUBJECT.test(bareFirst) && hasFiniteVerbAfterSubject(phrase)) return { kind: 'clause', text: phrase, firstPerson: false };
    return { kind: 'noun', text: phrase };
  }
  if (SUBJECT.test(bareFirst) && hasFiniteVerbAfterSubject(phrase)) return { kind: 'clause', text: phrase, firstPerson: false };
  const head = headWords(list);
  const last = head[head.length - 1] ?? '';
  const personHead = isPersonNoun(last) && !isPluralNoun(last);
  const fromGerund = gerundBase(first);
  // "Bookkeeping & payroll": services named, which a person does ("I do bookkeeping & payroll", not "I bookkeep & payroll").
  if (fromGerund && /^(?:&|and|\+|\/)$/i.test(second)) return { kind: 'verb', text: `do ${lowerFirst(phrase)}` };
  if (fromGerund) {
    // "Marketing manager" names a person; "Building AI people trust" is something to do.
    if (head.length >= 2 && personHead) return { kind: 'noun', text: phrase };
    // "Writing new songs ... and getting people singing": each thing to do after "and" takes the same form.
    const rest = list
      .slice(1)
      .join(' ')
      .replace(/(\sand\s+)(\p{Ll}+ing)\b/gu, (typed, and: string, gerund: string) => {
        const base = gerundBase(gerund);
        return base ? `${and}${base}` : typed;
      });
    return { kind: 'verb', text: `${fromGerund} ${rest}`.trim(), gerund: `${first.toLowerCase()}${phrase.slice(first.length)}` };
  }
  // "Help independent makers sell online": a verb and its object, not a person ("makers ... developer").
  const verbAndObject =
    OBJECT_START.test(second) || (lean === 'verb' && isBaseVerb(first) && (isAdjective(second) || isPluralNoun(second)));
  if (personHead && !(head.length > 2 && verbAndObject)) return { kind: 'noun', text: phrase };
  if (list.length === 1) return { kind: 'noun', text: phrase };
  if (isAdjective(first) && /^(?:about|in|at|with|by|to|for|of)$/i.test(second)) return { kind: 'adjective', text: phrase };
  if (isBaseVerb(first)) {
    const objectFollows =
      OBJECT_START.test(second) || isPluralNoun(second) || isAdjective(second) || HEAD_END.test(second) || /^\p{Lu}/u.test(second);
    // "Cut waste" reads as a deed done when the answer is not a mission.
    if (objectFollows && !isPastVerb(first)) return { kind: 'verb', text: phrase };
    // A mission leans to a verb, unless its first word describes the next: "clear design for products", "clean water",
    // "eye care that catches problems early".
    if (lean === 'verb' && !opensWithModifier(phrase)) return { kind: 'verb', text: phrase };
  }
  return { kind: 'noun', text: phrase };
}

/** "My goal is", "I want to", "We exist to": words that introduce a mission; what follows is the mission itself. */
const PURPOSE_LEAD =
  /^(?:(?:my|our)\s+(?:\w+\s+)?(?:mission|goal|aim|purpose|vision|ambition|passion|focus)\s*(?:is|:)|(?:i|we)\s+(?:want|aim|hope|plan|strive|love|exist|try|intend)(?=\s+to\s)|(?:i'm|i am|we're|we are)\s+(?:on a mission|here)(?=\s+to\s))\s*/i;

/** A question: a question mark, or a question word before a verb that asks ("why do", "how can", "why isn't"). */
const QUESTION =
  /\?\s*$|^(?:why|how|what|when|where|who)\s+(?:do|does|did|is|isn't|are|aren't|can|can't|should|shouldn't|would|will|won't|don't|doesn't)\b/i;

/**
 * "become a partner ..., and to build up ...", "help families ... – and keeping children out ...": each verb after
 * "and" in the base form of the first, one "to" for all, so that each can take the form a sentence needs.
 */
function oneVerbForm(phrase: string): string {
  // "manage a cafe, train baristas, dial in great coffee": things to do listed with commas take their "and".
  const parts = phrase.split(/,\s+/);
  const listed =
    parts.length >= 3 && !/\s(?:and|or)\s/.test(phrase) && parts.every((part) => isBaseVerb(words(part)[0]?.toLowerCase() ?? ''))
      ? joinList(parts)
      : phrase;
  return listed
    .replace(/(,?\s+(?:and|or))\s+to\s+(?=\p{Ll})/gu, '$1 ')
    .replace(/((?:,|\s[–—-])\s+(?:and|or)\s+)(\p{Ll}+ing)\b/gu, (typed, before: string, gerund: string) => {
      const base = gerundBase(gerund);
      return base ? `${before}${base}` : typed;
    });
}

/**
 * An answer as a phrase: leads such as "My goal is to", "I want to" and "To" are read through ("I want to X"
 * gives X); "I want every school to have a librarian" stays a sentence of the person's own.
 */
export function readPhrase(raw: string, lean: Lean): PhraseReading | null {
  const text = cleanAnswer(raw).replace(PURPOSE_LEAD, '');
  if (!text) return null;
  // "Why do men wait until they're in crisis to talk?": a question the person asks, said as they typed it.
  // Sentences after it stay as they were typed ("... to talk? I want to change that.").
  if (QUESTION.test(text))
    return { kind: 'clause', text: asSentence(/[.!?]\s/.test(text) ? text : text.replace(/[.!]*$/, '?')), firstPerson: false };
  if (/^to\s+\p{L}/iu.test(text)) return { kind: 'verb', text: oneVerbForm(lowerFirst(text.replace(/^to\s+/i, ''))) };
  // "That every child gets a good start": the clause is the mission.
  if (/^that\s/i.test(text)) return { kind: 'clause', text: text.replace(/^that\s+/i, ''), firstPerson: false };
  // "Looking for a role in..." is the person speaking without the "I'm".
  if (/^(?:looking|hoping|seeking|working|trying|aiming)\b/i.test(text))
    return { kind: 'clause', text: `I'm ${lowerFirst(text)}`, firstPerson: true };
  if (/^(?:i|we)\s|^(?:i'm|im|we're)\b/i.test(text))
    return { kind: 'clause', text: text.replace(/^i\b/, 'I').replace(/^im\b/i, "I'm"), firstPerson: true };
  const read = readBare(lowerFirst(text), lean);
  return read.kind === 'verb' ? { ...read, text: oneVerbForm(read.text) } : read;
}
