// A PDF holds pieces of text at positions, not lines: these are put back into the lines a person reads. Columns stay
// apart, a line wrapped at the column's edge is joined to the one before, and the lines that come back on every page
// (a running header, "Page 2 of 3") are left out.

/** One piece of text as pdf.js places it (unpdf's StructuredTextItem): x and y of its baseline's start, in points. */
export interface PlacedText {
  str: string;
  x: number;
  y: number;
  width: number;
  fontSize: number;
}

interface Line {
  text: string;
  x: number;
  right: number;
  y: number;
  fontSize: number;
  /** Set apart inside, as a title with its dates at the right margin: a table's row, never wrapped prose. */
  spread: boolean;
}

/** A gutter this wide with no text in it, between two bodies of text, makes two columns. */
const GUTTER_POINTS = 12;
/** A column needs this many lines to count as one, so a stray piece of text does not split a page. */
const COLUMN_LINES = 3;
/** Lines this near the top or bottom of a page are where running headers and footers sit. */
const EDGE_LINES = 3;
/** A gap this many times the type's size inside a line sets its parts apart. */
const SPREAD_EMS = 3;
/** A column narrower than this (a third of a page) is a sidebar. */
const NARROW_COLUMN_POINTS = 200;
/** A line that ends so goes on in the next. */
const GOES_ON = /(?:,|&|-|\b(?:and|or|of|in|for|the|to|with|at))$/i;
/** An e-mail or web address begins in lower case, and on a line of its own. */
const ADDRESS = /^(?:www\.|https?:|\S+@)/;
/** A letter of proportional type is about half its size wide. */
const AVERAGE_LETTER_EMS = 0.5;
const PAGE_NUMBER = /^(?:page\s+)?\d{1,3}(?:\s*(?:of|\/)\s*\d{1,3})?$/i;
const BULLET = /^[•●▪■◦‣∙·\-–*]\s/;
const SENTENCE_END = /[.!?:;]$/;

/**
 * The document's lines in reading order, with running headers, footers and page numbers left out: each page's main
 * column in turn, then the narrower columns (a sidebar of contacts and skills) after the whole of the main text.
 */
export function linesOfPages(pages: PlacedText[][]): string[] {
  const laidOut = pages.map((items) => columnsOf(items.filter((item) => item.str.trim() !== '')).map(linesOf));
  const repeated = repeatedEdges(laidOut.map((columns) => columns.flat()));
  const read = (lines: Line[]) => paragraphs(lines.filter((line) => !PAGE_NUMBER.test(line.text) && !repeated.has(shapeOf(line.text))));
  const main = laidOut.map(([first]) => (first ? read(first) : [])).reduce(acrossPages, []);
  const beside = laidOut.flatMap((columns) => columns.slice(1).flatMap((lines) => ['', ...read(lines)]));
  return [...main, ...beside];
}

/** The next page's lines after these; a sentence cut by the page break (the next page goes on in lower case) is one line. */
function acrossPages(before: string[], page: string[]): string[] {
  const last = before.at(-1);
  const [first, ...rest] = page;
  if (last && first && !SENTENCE_END.test(last) && /^\p{Ll}/u.test(first)) return [...before.slice(0, -1), `${last} ${first}`, ...rest];
  return [...before, ...page];
}

/** The page's text split at a gutter that runs down the whole page, the column with more text first. */
function columnsOf(items: PlacedText[]): PlacedText[][] {
  const gutter = widestGutter(items);
  if (gutter === undefined) return [items];
  const left = items.filter((item) => item.x < gutter);
  const right = items.filter((item) => item.x >= gutter);
  if (distinctLines(left) < COLUMN_LINES || distinctLines(right) < COLUMN_LINES) return [items];
  const size = (column: PlacedText[]) => column.reduce((sum, item) => sum + item.str.length, 0);
  return size(left) >= size(right) ? [left, right] : [right, left];
}

/** The middle of the widest stretch of x that no text covers, between the leftmost and rightmost text. */
function widestGutter(items: PlacedText[]): number | undefined {
  const spans = items.map((item) => [item.x, item.x + Math.max(item.width, 1)] as const).sort((a, b) => a[0] - b[0]);
  let best: { at: number; width: number } | undefined;
  let reach = spans[0]?.[1] ?? 0;
  for (const [start, end] of spans.slice(1)) {
    if (start - reach >= GUTTER_POINTS && (!best || start - reach > best.width)) best = { at: (start + reach) / 2, width: start - reach };
    reach = Math.max(reach, end);
  }
  return best?.at;
}

const distinctLines = (items: PlacedText[]) => new Set(items.map((item) => Math.round(item.y))).size;

/** Pieces on one baseline (within a third of the type's size) make a line, read left to right, top line first. */
function linesOf(items: PlacedText[]): Line[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: PlacedText[][] = [];
  for (const item of sorted) {
    const row = rows.at(-1);
    if (row && Math.abs(row[0]!.y - item.y) <= Math.max(row[0]!.fontSize, 1) / 3) row.push(item);
    else rows.push([item]);
  }
  return rows.map((row) => {
    const pieces = row.sort((a, b) => a.x - b.x);
    let text = '';
    let right = pieces[0]!.x;
    let spread = false;
    for (const piece of pieces) {
      // A gap wider than a fifth of the type's size is a space the PDF did not write as one.
      const gap = piece.x - right;
      const spaced = text !== '' && !/\s$/.test(text) && !/^\s/.test(piece.str) && gap > piece.fontSize / 5;
      // Set apart, as dates at the right margin are: a comma, as a person reading it aloud would pause.
      const apart = text.trim() !== '' && gap > piece.fontSize * SPREAD_EMS;
      spread ||= apart;
      text = apart && !/[,.;:·|–-]\s*$/.test(text) ? `${text.trimEnd()}, ${piece.str.trimStart()}` : text + (spaced ? ' ' : '') + piece.str;
      right = Math.max(right, piece.x + piece.width);
    }
    const fontSize = Math.max(...pieces.map((piece) => piece.fontSize));
    return { text: text.replace(/\s+/g, ' ').trim(), x: pieces[0]!.x, right, y: pieces[0]!.y, fontSize, spread };
  });
}

/**
 * A line was wrapped when the next line's first word would not have fitted after it, within the column, and the next
 * follows at the usual spacing, in the same type, as no bullet of its own: the two are one. A gap of more than one and
 * a half lines starts a new paragraph.
 */
function paragraphs(lines: Line[]): string[] {
  const edge = Math.max(...lines.map((line) => line.right));
  // In a narrow column (a sidebar of skills, languages, certificates) most items reach its edge: only a line that
  // plainly goes on (ending in "and", a comma; the next beginning in lower case) is joined.
  const narrow = edge - Math.min(...lines.map((line) => line.x)) < NARROW_COLUMN_POINTS;
  const out: string[] = [];
  lines.forEach((line, index) => {
    const previous = lines[index - 1];
    const gap = previous ? previous.y - line.y : 0;
    const usual = previous ? gap <= previous.fontSize * 1.6 : false;
    const firstWord = line.text.split(' ', 1)[0]!;
    const fits = previous !== undefined && previous.right + (firstWord.length + 1) * previous.fontSize * AVERAGE_LETTER_EMS < edge;
    const goesOn = previous !== undefined && (GOES_ON.test(previous.text) || (/^\p{Ll}/u.test(line.text) && !ADDRESS.test(line.text)));
    const wrapped =
      previous !== undefined &&
      usual &&
      !previous.spread &&
      (narrow ? goesOn : !fits) &&
      !SENTENCE_END.test(previous.text) &&
      !BULLET.test(line.text) &&
      line.fontSize === previous.fontSize;
    if (wrapped) out[out.length - 1] += ` ${line.text}`;
    else {
      if (previous && !usual) out.push('');
      out.push(line.text);
    }
  });
  return out;
}

/** A line with its numbers as #, so "Page 1 of 3" and "Page 2 of 3" are one line. */
const shapeOf = (text: string) => text.toLowerCase().replace(/\d+/g, '#');

/** Lines at a page's top or bottom that come back on more than half the pages (at least two). */
function repeatedEdges(pages: Line[][]): Set<string> {
  const counts = new Map<string, number>();
  for (const lines of pages) {
    const byHeight = [...lines].sort((a, b) => b.y - a.y);
    const edges = new Set([...byHeight.slice(0, EDGE_LINES), ...byHeight.slice(-EDGE_LINES)].map((line) => shapeOf(line.text)));
    for (const shape of edges) counts.set(shape, (counts.get(shape) ?? 0) + 1);
  }
  const needed = Math.max(2, Math.floor(pages.length / 2) + 1);
  return new Set([...counts].filter(([, count]) => count >= needed).map(([shape]) => shape));
}
