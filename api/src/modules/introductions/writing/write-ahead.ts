// A writing asked of the writer while its credit is being spent: under a burst the spend waits its turn for the
// database, and the model's first words (half a second or more) come in that time rather than after it.
import type { Draft } from '../../generation/index.js';
import type { WritingJob } from './writing-runner.js';

export interface WritingAhead<W> {
  /** Joins the writing: the drafts written so far at once, then each as it comes; resolves as the writing does. */
  write: WritingJob<W>['write'];
  /** The credit was not spent: the writing stops, and nothing of it is shown. */
  cancel(): void;
}

/** A writing that stops when its signal does. */
export type StoppableWrite<W> = (onDraft: (draft: Draft) => void, signal: AbortSignal) => Promise<W>;

export function writeAhead<W>(write: StoppableWrite<W>): WritingAhead<W> {
  const stop = new AbortController();
  // A draft is the whole text so far: the latest of each text is all a late watcher needs.
  const held = new Map<string, Draft>();
  let tell: ((draft: Draft) => void) | undefined;
  const written = write((draft) => (tell ? tell(draft) : held.set(draft.purpose, draft)), stop.signal);
  // Its failure is reported to whoever joins it; a cancelled writing is joined by nobody.
  written.catch(() => undefined);
  return {
    write: (onDraft) => {
      for (const draft of held.values()) onDraft(draft);
      held.clear();
      tell = onDraft;
      return written;
    },
    cancel: () => stop.abort(),
  };
}
