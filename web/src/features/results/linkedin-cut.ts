/** Roughly where LinkedIn cuts an About section with "…see more". */
export const LINKEDIN_CUT = { phone: 200, desktop: 270 } as const;

export interface PreviewCut {
  /** What shows before "…see more". */
  shown: string;
  cut: boolean;
  firstSentenceFits: boolean;
}

/** The text up to the last whole word within `limit` characters (code points), and whether its first sentence fits. */
export function cutForPreview(text: string, limit: number): PreviewCut {
  const characters = [...text];
  const firstSentenceEnd = text.search(/[.!?](\s|$)/u);
  const firstSentenceFits = firstSentenceEnd >= 0 && [...text.slice(0, firstSentenceEnd + 1)].length <= limit;
  if (characters.length <= limit) return { shown: text, cut: false, firstSentenceFits: firstSentenceEnd < 0 || firstSentenceFits };
  const within = characters.slice(0, limit).join('');
  const lastSpace = within.search(/\s\S*$/u);
  return { shown: (lastSpace > 0 ? within.slice(0, lastSpace) : within).trimEnd(), cut: true, firstSentenceFits };
}
