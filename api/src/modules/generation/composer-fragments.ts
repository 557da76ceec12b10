// Turns typed answers into pieces of prose that fit inside the composer's sentences.
import { collapseSpaces, countWords, decodeEntities, straightenQuotes } from './text-utils.js';

/**
 * How an answer can sit in a sentence:
 * - 'sentence': already a first-person sentence ("I help teams ship faster"), used as it is;
 * - 'to': an infinitive ("to make banking simple"), after "My mission is";
 * - 'article': a noun phrase with a determiner ("a designer who..."), after "I'm";
 * - 'ing': a participle phrase ("helping teams ship"), after "I'm";
 * - 'past': an achievement in the past tense ("led the redesign"), after "I";
 * - 'phrase': anything else, which only goes where a noun phrase or a colon reads well.
 */
export type FragmentKind = 'sentence' | 'to' | 'article' | 'ing' | 'past' | 'phrase';

export interface Fragment {
  /** The first sentence, without its final punctuation. */
  head: string;
  /** Any later sentences, each complete with its punctuation. */
  rest: string[];
  kind: FragmentKind;
}

/** Longest clause kept when an answer must be shortened and has no clause break to cut at. */
export const CLAUSE_WORD_CAP = 16;

const ABBREVIATIONS = new Set(
  'mr mrs ms dr prof sr jr st vs etc e.g i.e eg ie inc ltd co corp no approx dept est u.s u.k fig'.split(' '),
);
const FIRST_PERSON_STARTS = new Set(
  "i i'm i've i'd i'll my me we we're we've we'd we'll our us".split(' '),
);
const DETERMINERS = new Set('a an the this these those some every each any another'.split(' '));
// Words that often follow a verb: "Helping teams", "Trained more than...", "Opened new stores".
const OBJECT_STARTERS = new Set([
  ...DETERMINERS,
  ...'my our your their his her its people others everyone businesses teams companies organisations organizations clients customers brands founders leaders students kids children users more over new up out multiple several many all both key'.split(
    ' ',
  ),
]);
const VERB_ING = new Set(
  'helping building leading running creating making turning bringing connecting supporting empowering transforming driving delivering solving growing scaling developing designing working looking seeking exploring finding changing improving launching starting guiding enabling championing crafting shaping getting giving taking using'.split(
    ' ',
  ),
);
const PAST_VERBS = new Set(
  'led built grew won ran made wrote took brought began drove became taught sold spoke gave set got kept held met paid put found cut bought chose drew spent sent oversaw undertook rebuilt overcame increased reduced launched founded co-founded cofounded created delivered managed developed designed improved generated raised secured established introduced implemented completed achieved expanded mentored coached scaled shipped organised organized negotiated streamlined automated saved doubled tripled halved helped worked started joined served supported directed produced published presented spearheaded pioneered transformed boosted hosted earned steered headed owned redesigned migrated modernised modernized lowered trained opened'.split(
    ' ',
  ),
);
// Passive or adjectival "-ed" words: "Awarded the prize" cannot become "I awarded the prize".
const NOT_PAST = new Set(
  'awarded named selected invited recognised recognized featured nominated shortlisted listed elected appointed promoted hired voted ranked certified accredited licensed based experienced skilled qualified dedicated talented motivated seasoned chartered registered detailed interested committed focused passionate'.split(
    ' ',
  ),
);
// Skipped when telling "Head of Operations" (a title) from "Head of operations" (a sentence capital).
const LINKING_WORDS = new Set('of and the at for in to a an on with by from de van von'.split(' '));
const TRAILING_STOP_WORDS = new Set('a an the and or but of to for with in on at by as from my our your their who which that'.split(' '));

function words(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

function bareWord(word: string | undefined): string {
  return (word ?? '').replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}'-]+$/gu, '').toLowerCase();
}

function fixShouting(text: string): string {
  const letters = text.match(/\p{L}/gu) ?? [];
  const upper = text.match(/\p{Lu}/gu) ?? [];
  const isShouting = letters.length >= 6 && upper.length / letters.length > 0.85;
  return isShouting ? text.toLowerCase() : text;
}

function fixPronounI(text: string): string {
  return text
    .replace(/^im(?=\s)/i, "I'm")
    .replace(/(^|[\s"(])i(?=(?:'m|'ve|'d|'ll)?(?:[\s,;:!?"')]|$))/g, '$1I');
}

function tidyPunctuation(text: string): string {
  return text
    .replace(/\s*(?:\.{2,}|…)\s*$/, '')
    .replace(/\s*(?:\.{2,}|…)\s*/g, '… ')
    .replace(/([!?])[!?]+/g, '$1')
    .replace(/ +([,;:.!?])(?=\s|$)/g, '$1')
    .replace(/([,;:])(?:\s*[,;:])+/g, '$1')
    .replace(/([.!?])(?:\s+[.,;:!?])+(?=\s|$)/g, '$1')
    .replace(/[,;:]+([.!?])(?=\s|$)/g, '$1');
}

/**
 * An answer as clean single-spaced text: entities decoded, curly quotes straightened, brackets turned
 * into parentheses (a bracket reads as an unfilled placeholder), shouting lowered, and each typed
 * line treated as a sentence.
 */
export function cleanText(raw: string | null | undefined): string {
  if (typeof raw !== 'string') return '';
  const plain = straightenQuotes(decodeEntities(raw))
    .replace(/[[{]/g, '(')
    .replace(/[\]}]/g, ')')
    .replace(/\t/g, ' ')
    .replace(/[\p{Cc}\u200B]/gu, (character) => (character === '\n' || character === '\r' ? character : ''));
  const lines = plain
    .split(/\r?\n/)
    .map((line) => collapseSpaces(line))
    .filter(Boolean)
    .map((line, index, all) => (index < all.length - 1 && !/[.!?,;:]["')]*$/.test(line) ? `${line}.` : line));
  return tidyPunctuation(fixPronounI(fixShouting(lines.join(' '))));
}

/** A list answer (achievements, CV) as separate items: one per line, bullet or semicolon. */
export function cleanItems(raw: string | null | undefined): string[] {
  if (typeof raw !== 'string') return [];
  return raw
    .split(/\r?\n|\s[•·▪◦‣]\s|;\s/)
    .map((line) => line.replace(/^\s*(?:[-*•·▪◦‣–—]|\d{1,2}[.)])\s+/, ''))
    .map((line) => cleanText(line))
    .flatMap((line) => splitSentences(line))
    .map(stripEnd)
    .filter((line) => /\p{L}/u.test(line));
}

const EMPTY_ANSWERS = new Set(['none', 'n/a', 'na', 'nil', 'nothing', 'no', '-', 'null', 'undefined', 'tbd', 'tbc', 'not applicable']);

export function isEmptyAnswer(text: string): boolean {
  return !/[\p{L}\p{N}]/u.test(text) || EMPTY_ANSWERS.has(stripEnd(text).toLowerCase());
}

/** Names typed all in lower or upper case get capitals: "o'brien-smith" becomes "O'Brien-Smith". */
export function cleanName(raw: string | null | undefined): string {
  // A final full stop goes ("Jane Doe." would end up as "Jane Doe., a designer"); "Jr." and "Ph.D." keep theirs.
  const name = cleanText(raw)
    .replace(/[\s,;:!?]+$/, '')
    .replace(/(^|\s)([^\s.]+)\.$/u, (whole, space: string, word: string) =>
      /^(?:jr|sr|jnr|snr|esq|\p{L})$/iu.test(word) ? whole : space + word,
    );
  const letters = name.match(/\p{L}/gu)?.join('') ?? '';
  if (letters !== letters.toLowerCase() && letters !== letters.toUpperCase()) return name;
  return name
    .toLowerCase()
    .replace(/(^|[\s'-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/** The first name, for the third person ("Jane's mission"), skipping titles such as "Dr". */
export function firstNameOf(name: string): string {
  const tokens = words(name).map((token) => token.replace(/^["'(<]+|["')>,.]+$/g, ''));
  const first = tokens.find((token) => token && !/^(dr|mr|mrs|ms|mx|prof|sir|dame)\.?$/i.test(token));
  return first || name;
}

export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const match of text.matchAll(/[.!?]+["')]*(?=\s|$)/g)) {
    const end = match.index + match[0].length;
    const lastWord = bareWord(text.slice(start, match.index).split(/\s+/).pop()) || '';
    const next = text.slice(end).trimStart();
    if (match[0] === '.' && (ABBREVIATIONS.has(lastWord) || /^\p{L}$/u.test(lastWord))) continue;
    if (next && !/^["'(]?[\p{Lu}\p{N}]/u.test(next)) continue;
    sentences.push(text.slice(start, end).trim());
    start = end;
  }
  const tail = text.slice(start).trim();
  if (tail) sentences.push(tail);
  return sentences.filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}

/** Drops final punctuation, also just inside a closing quote: `said "hello."` becomes `said "hello"`. */
export function stripEnd(text: string): string {
  return text
    .trim()
    .replace(/[\s.,;:!?…-]+((["')])+)$/, '$1')
    .replace(/[\s.,;:!?…–—-]+$/, '');
}

function firstLetterIndex(text: string): number {
  const match = text.match(/^["'(<]*/);
  return match ? match[0].length : 0;
}

export function startSentence(text: string): string {
  const index = firstLetterIndex(text);
  return text.slice(0, index) + text.charAt(index).toUpperCase() + text.slice(index + 1);
}

/**
 * Lowers the first letter when it is only a sentence capital: "Product designer at Google" becomes
 * "product designer at Google"; "Senior Product Designer", "UX lead", "iOS developer" and "I" stay.
 */
export function midSentence(text: string, kind: FragmentKind): string {
  const index = firstLetterIndex(text);
  const tokens = words(text.slice(index));
  const first = (tokens[0] ?? '').replace(/[^\p{L}]+$/u, '');
  if (!/^\p{Lu}[\p{Ll}'-]*[\p{Ll}]$|^\p{Lu}$/u.test(first) || /^I('|$)/.test(first)) return text;
  const functionWord = kind !== 'phrase' && kind !== 'sentence';
  const nextWord = tokens.slice(1).find((token) => /\p{L}/u.test(token) && !LINKING_WORDS.has(bareWord(token)));
  const sentenceCase = !nextWord || /^[^\p{L}]*\p{Ll}/u.test(nextWord);
  if (!functionWord && !sentenceCase) return text;
  return text.slice(0, index) + text.charAt(index).toLowerCase() + text.slice(index + 1);
}

function classify(head: string): FragmentKind {
  const tokens = words(head).map(bareWord);
  const [first = '', second = ''] = tokens;
  if (FIRST_PERSON_STARTS.has(first)) return 'sentence';
  if (first === 'to' && tokens.length > 1) return 'to';
  if (DETERMINERS.has(first) && tokens.length > 1) return 'article';
  if (/ing$/.test(first) && first.length >= 5 && (VERB_ING.has(first) || OBJECT_STARTERS.has(second))) return 'ing';
  if (NOT_PAST.has(first)) return 'phrase';
  const startsObject = OBJECT_STARTERS.has(second) || /^[\p{Lu}\p{N}]/u.test(words(head)[1] ?? '');
  if (tokens.length > 1 && (PAST_VERBS.has(first) || (/ed$/.test(first) && first.length >= 5 && startsObject))) {
    return 'past';
  }
  return 'phrase';
}

export function finishSentence(text: string, allowExclamation: boolean): string {
  const trimmed = startSentence(text.trim());
  if (!allowExclamation && /!["')]*$/.test(trimmed)) return trimmed.replace(/!(?=["')]*$)/, '.');
  return /[.!?]["')]*$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

export function toFragment(text: string): Fragment | null {
  if (isEmptyAnswer(text)) return null;
  const [first = '', ...later] = splitSentences(text);
  const head = stripEnd(first);
  if (!head) return null;
  const kind = classify(head);
  return { head: kind === 'sentence' ? startSentence(head) : head, rest: later, kind };
}

function isBalanced(text: string): boolean {
  const quotes = (text.match(/"/g) ?? []).length;
  const opens = (text.match(/\(/g) ?? []).length;
  const closes = (text.match(/\)/g) ?? []).length;
  return quotes % 2 === 0 && opens === closes;
}

/** The text up to its first clause break, or null; a list ("parents, clinicians and investors") is kept whole. */
function firstClause(text: string): string | null {
  const isList = /^[^,;:]*(?:,[^,;:]+)*,?\s(?:and|or)\s[^,;:]*$/i.test(text) && countWords(text) <= 12;
  if (isList) return null;
  const punctuation = text.search(/[,;:(]|\s[-–—]\s/);
  if (punctuation > 0) {
    const before = stripEnd(text.slice(0, punctuation));
    if (words(before).length >= 3 && isBalanced(before)) return before;
  }
  const conjunction = text.search(/\s(?:but|which|who|because|while|where|so that|with|whose|and)\s/i);
  if (conjunction > 0) {
    const before = stripEnd(text.slice(0, conjunction));
    if (words(before).length >= 3 && !before.includes(',') && isBalanced(before)) return before;
  }
  return null;
}

function capWords(text: string, limit: number): string {
  const kept = words(text).slice(0, limit);
  while (kept.length > 1 && TRAILING_STOP_WORDS.has(bareWord(kept[kept.length - 1]))) kept.pop();
  const capped = stripEnd(kept.join(' '));
  return isBalanced(capped) ? capped : capped.replace(/["()]/g, '');
}

/** The head and shorter versions of it, cut at clause breaks, longest first. */
export function headForms(head: string): string[] {
  const forms = [head];
  let current = head;
  for (let clause = firstClause(current); clause && clause !== current; clause = firstClause(current)) {
    forms.push(clause);
    current = clause;
    if (countWords(current) <= CLAUSE_WORD_CAP) break;
  }
  if (countWords(current) > CLAUSE_WORD_CAP) forms.push(capWords(current, CLAUSE_WORD_CAP));
  return forms;
}

/** The longest form of the head within `maxWords`, for naming an answer again briefly. */
export function briefForm(head: string, maxWords = 10): string {
  const forms = headForms(head);
  return forms.find((form) => countWords(form) <= maxWords) ?? forms[forms.length - 1] ?? head;
}

const VOWEL_SOUND_ACRONYM = /^[AEFHILMNORSX]/;

/** "designer" becomes "a designer", "UX lead" "a UX lead", "MBA student" "an MBA student". */
export function withArticle(phrase: string): string {
  const firstWord = words(phrase)[0] ?? '';
  const bare = bareWord(firstWord);
  if (DETERMINERS.has(bare) || /^(my|our|your|their|his|her|head|chief|president)$/.test(bare) || /'s$/.test(bare)) {
    return phrase;
  }
  const letters = firstWord.replace(/^[^\p{L}\p{N}]+/u, '');
  let article = 'a';
  if (/^\p{Lu}{2,5}\b/u.test(letters) && !/^\p{Lu}\p{Ll}/u.test(letters)) {
    article = VOWEL_SOUND_ACRONYM.test(letters) ? 'an' : 'a';
  } else if (/^(hour|honest|honou?r|heir)/i.test(letters)) article = 'an';
  else if (/^(uni|use|usu|uti|euro|one|once|ubiq|uto|ure)/i.test(letters)) article = 'a';
  else if (/^[aeiou]/i.test(letters)) article = 'an';
  return `${article} ${phrase}`;
}

export function hasFirstPerson(text: string): boolean {
  return /(?<![\p{L}'])(?:i|i'm|i've|i'd|i'll|me|my|mine|myself)(?![\p{L}'])/iu.test(text);
}

/** The last pass over a composed text: single spaces, and no doubled or stray punctuation. */
export function tidy(text: string): string {
  return text
    .replace(/[ \t]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/ +([,;:.!?])(?=\s|$)/g, '$1')
    .replace(/\.{2,}/g, '.')
    .replace(/([.!?])(["'])\./g, '$1$2')
    .replace(/([.!?])(?: +[.,;:!?])+(?=\s|$)/g, '$1')
    .replace(/[,;:]+([.!?])(?=\s|$)/g, '$1')
    .replace(/([!?])[!?.]+/g, '$1')
    .trim();
}
