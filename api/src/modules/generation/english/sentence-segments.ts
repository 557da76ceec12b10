// Intl.Segmenter's sentences, read a window at a time. V8's segmenter slows with the length of the text it is given
// (each step costs more as the text grows: a CV of "I. " repeated to 20,000 characters took seconds and ran the heap
// out), so a long text is segmented in windows: each window's last sentence, which may run on past it, is read again
// at the start of the next.
const SEGMENTER = new Intl.Segmenter('en-GB', { granularity: 'sentence' });
const WINDOW = 1_000;

export interface SentenceSegment {
  segment: string;
  /** Where it starts in the whole text. */
  index: number;
}

export function sentenceSegments(text: string): SentenceSegment[] {
  const found: SentenceSegment[] = [];
  for (let from = 0; from < text.length;) {
    const window = text.slice(from, from + WINDOW);
    const segments = [...SEGMENTER.segment(window)];
    let cut = window.length;
    if (from + WINDOW < text.length) {
      // The last sentence may run on past the window; one sentence longer than the window ends at its last space.
      cut = segments.length > 1 ? segments[segments.length - 1]!.index : window.lastIndexOf(' ') + 1 || window.length;
    }
    for (const { segment, index } of segments) {
      if (index < cut) found.push({ segment: segment.slice(0, cut - index), index: from + index });
    }
    from += cut;
  }
  return found;
}

/**
 * Where the segmenter runs two sentences into one: "... a manager. 90% of patients ..." (or "... Apple Podcasts UK. 3
 * golds", "(diploma 1998). 34 of my students", "since 2017. 70% of graduates"). A figure after a full stop starts a
 * sentence, unless the stop ends "No." or a title.
 */
export const FIGURE_OPENS_SENTENCE =
  /(?<=(?:\p{L}{2}|\d|[\p{L}\d]\))[.!?])(?<!\b(?:No|no|Vol|vol|pp|Fig|fig|approx|Op|op|St|Dr|Mr|Mrs|Ms|Prof)[.!?])\s+(?=\d)/gu;
