// Plain-text helpers shared by the text checks, the offline composer and the prompt.

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
};

export const ENTITY_PATTERN = /&(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/i;

function fromCodePoint(code: number): string | undefined {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
}

function decodeOnce(text: string): string {
  return text.replace(/&(#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/gi, (entity, body: string) => {
    const key = body.toLowerCase();
    if (key.startsWith('#x')) return fromCodePoint(parseInt(key.slice(2), 16)) ?? entity;
    if (key.startsWith('#')) return fromCodePoint(parseInt(key.slice(1), 10)) ?? entity;
    return NAMED_ENTITIES[key] ?? entity;
  });
}

/** Stored answers are escaped; text for people and for the AI never is. Twice covers "&amp;quot;". */
export function decodeEntities(text: string): string {
  return decodeOnce(decodeOnce(text));
}

export function straightenQuotes(text: string): string {
  return text.replace(/[\u2018\u2019\u201A\u201B\u2032]/g, "'").replace(/[\u201C\u201D\u201E\u201F\u2033]/g, '"');
}

export function collapseSpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Lower-cased, plain and single-spaced, for "does this text contain that answer" comparisons. */
export function comparable(text: string): string {
  return collapseSpaces(straightenQuotes(decodeEntities(text)))
    .replace(/[[{]/g, '(')
    .replace(/[\]}]/g, ')')
    .toLowerCase();
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

export function countCharacters(text: string): number {
  return [...text].length;
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

const UNITS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
};
const TEENS: Record<string, number> = {
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const LARGE: Record<string, number> = {
  dozen: 12,
  dozens: 12,
  hundred: 100,
  hundreds: 100,
  thousand: 1000,
  thousands: 1000,
  million: 1_000_000,
  millions: 1_000_000,
  billion: 1_000_000_000,
  billions: 1_000_000_000,
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
