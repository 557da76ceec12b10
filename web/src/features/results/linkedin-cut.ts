/**
 * Roughly where LinkedIn cuts an About section with "…see more": after so many characters or so many lines,
 * whichever comes first. A line is a paragraph's own (each line break starts one, a blank line is one) or a
 * wrap of a long paragraph, taken as an even share of the characters.
 */
export const LINKEDIN_CUT: Record<'phone' | 'desktop', PreviewLimit> = {
  phone: { characters: 200, lines: 3 },
  desktop: { characters: 270, lines: 3 },
};

export interface PreviewLimit {
  characters: number;
  lines: number;
}

export interface PreviewCut {
  /** What shows before "…see more". */
  shown: string;
  cut: boolean;
  firstSentenceFits: boolean;
}

/** How many characters (code points) show before the lines run out, or the character limit if it comes first. */
function shownLength(characters: string[], { characters: limit, lines }: PreviewLimit): number {
  const perLine = Math.floor(limit / lines);
  let linesLeft = lines;
  let start = 0;
  while (start <= characters.length) {
    const breakAt = characters.indexOf('\n', start);
    const end = breakAt < 0 ? characters.length : breakAt;
    const wraps = Math.max(1, Math.ceil((end - start) / perLine));
    if (wraps > linesLeft) return Math.min(limit, start + linesLeft * perLine);
    linesLeft -= wraps;
    if (breakAt < 0) break;
    if (linesLeft === 0) return Math.min(limit, end);
    start = breakAt + 1;
  }
  return Math.min(limit, characters.length);
}

/** The text up to the last whole word that shows before "see more", and whether its first sentence shows. */
export function cutForPreview(text: string, limit: PreviewLimit): PreviewCut {
  const characters = [...text];
  const length = shownLength(characters, limit);
  const firstSentenceEnd = text.search(/[.!?](\s|$)/u);
  const firstSentenceFits = firstSentenceEnd < 0 || [...text.slice(0, firstSentenceEnd + 1)].length <= length;
  if (characters.length <= length) return { shown: text, cut: false, firstSentenceFits };
  const within = characters.slice(0, length).join('');
  // A cut that falls between words keeps the last one; else the word it falls in goes.
  const lastSpace = /\s/u.test(characters[length] ?? '') ? within.length : within.search(/\s\S*$/u);
  return { shown: (lastSpace > 0 ? within.slice(0, lastSpace) : within).trimEnd(), cut: true, firstSentenceFits };
}
