// Plain-text helpers shared by the text checks, the offline composer and the prompt.

export const ENTITY_PATTERN = /&(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/i;

function straightenQuotes(text: string): string {
  return text.replace(/[\u2018\u2019\u201A\u201B\u2032]/g, "'").replace(/[\u201C\u201D\u201E\u201F\u2033]/g, '"');
}

function collapseSpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Lower-cased, straight-quoted and single-spaced, for "does this text contain that answer" comparisons (answers reach the writers unescaped). */
export function comparable(text: string): string {
  return collapseSpaces(straightenQuotes(text)).replace(/[[{]/g, '(').replace(/[\]}]/g, ')').toLowerCase();
}

/** The words of a text that tell something, lowered, without punctuation or the shortest joining words. */
export function tellingWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}#%£$€+]+/u)
    .filter((word) => word.length > 2 && !/^(?:and|the|for|with|from|into)$/.test(word));
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Matches `needle` as a whole word (or phrase) in `haystack`, both already comparable(). */
export function containsWord(haystack: string, needle: string, allowPlural = false): boolean {
  if (!needle) return true;
  const plural = allowPlural ? '(?:s|es)?' : '';
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(needle)}${plural}(?![\\p{L}\\p{N}])`, 'u').test(haystack);
}

const valued = (names: string, first: number, step: number): Record<string, number> =>
  Object.fromEntries(names.split(' ').map((name, index) => [name, first + index * step]));
const UNITS = valued('one two three four five six seven eight nine', 1, 1);
const TEENS = valued('ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen', 10, 1);
const TENS = valued('twenty thirty forty fifty sixty seventy eighty ninety', 20, 10);
const LARGE: Record<string, number> = {
  dozen: 12,
  dozens: 12,
  hundred: 100,
  hundreds: 100,
  thousand: 1e3,
  thousands: 1e3,
  million: 1e6,
  millions: 1e6,
  billion: 1e9,
  billions: 1e9,
};

const UNIT_WORDS = Object.keys(UNITS).join('|');
const NUMBER_WORD_PATTERN = new RegExp(
  `(?<![\\p{L}])(?:(${Object.keys(TENS).join('|')})(?:[- ](${UNIT_WORDS}))?|(${[
    ...Object.keys(UNITS),
    ...Object.keys(TEENS),
    ...Object.keys(LARGE),
  ].join('|')}))(?![\\p{L}])`,
  'giu',
);

export interface NumberMention {
  /** As written, e.g. "40", "3.5", "fifteen". */
  text: string;
  /** Normalised value, e.g. "40", "3.5", "15". */
  value: string;
  spelledOut: boolean;
}

function normaliseDigits(raw: string): string[] {
  const grouped = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(raw) ? raw.replace(/,/g, '') : raw;
  return grouped
    .split(',')
    .filter(Boolean)
    .map((part) => {
      const pieces = part.split('.').map((piece) => piece.replace(/^0+(?=\d)/, ''));
      if (pieces.length === 2) {
        const decimals = (pieces[1] ?? '').replace(/0+$/, '');
        return decimals ? `${pieces[0]}.${decimals}` : (pieces[0] ?? '');
      }
      return pieces.join('.');
    });
}

/**
 * Every number mentioned in a text: digit runs ("12", "40%", "2019", "3.5", "1,200") and numbers in
 * words ("fifteen", "twenty-five", "hundreds"). "one" counts only when `includeOne` is set, because
 * in prose it is nearly always a pronoun ("no one", "the one thing").
 */
export function findNumbers(text: string, includeOne = false): NumberMention[] {
  const found: NumberMention[] = [];
  for (const match of text.matchAll(/\d+(?:[.,]\d+)*/g)) {
    for (const value of normaliseDigits(match[0])) found.push({ text: match[0], value, spelledOut: false });
  }
  for (const match of text.matchAll(NUMBER_WORD_PATTERN)) {
    const [whole, tens, unit, single] = match;
    let value: number;
    if (tens) value = (TENS[tens.toLowerCase()] ?? 0) + (unit ? (UNITS[unit.toLowerCase()] ?? 0) : 0);
    else {
      const word = (single ?? '').toLowerCase();
      if (word === 'one' && !includeOne) continue;
      value = UNITS[word] ?? TEENS[word] ?? LARGE[word] ?? 0;
    }
    found.push({ text: whole, value: String(value), spelledOut: true });
  }
  return found;
}

/** A person speaking as "I", and as "we" (an organisation, or a person for a team). */
export const FIRST_PERSON = /(?<![\p{L}'])(?:i|i'm|i've|i'd|i'll|me|my|mine|myself)(?![\p{L}'])/iu;
/** "the climate we're going to have", "the seagrass meadows we've lost": everyone's "we", not the person's or a team's. */
export const EVERYONES_WE =
  /\bthe\s+(?:[\p{L}-]+\s+){0,3}?we(?=(?:'ve|'re|\s+have|\s+are)?\s+(?:lost|all|live|share|face|need|used|going|got|have|had|inherit|leave)\b)/giu;
export const PLURAL_FIRST_PERSON = /(?<![\p{L}'])(?:we|we're|we've|we'd|us|our|ours|ourselves)(?![\p{L}'])/iu;

/** The share of two texts' words they have in common in the same order (their longest common run, not contiguous). */
export function sharedInOrder(a: string, b: string): number {
  const wordsOf = (text: string) => comparable(text).match(/[\p{L}\p{N}'-]+/gu) ?? [];
  const [x, y] = [wordsOf(a), wordsOf(b)];
  const row: number[] = new Array<number>(y.length + 1).fill(0);
  for (const word of x) {
    let diagonal = 0;
    for (let j = 1; j <= y.length; j += 1) {
      const above = row[j] ?? 0;
      row[j] = word === y[j - 1] ? diagonal + 1 : Math.max(above, row[j - 1] ?? 0);
      diagonal = above;
    }
  }
  return (2 * (row[y.length] ?? 0)) / (x.length + y.length);
}
