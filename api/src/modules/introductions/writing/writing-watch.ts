import type { EntityManager } from '@mikro-orm/postgresql';
import { isDraftBehind } from '@firstwords/contracts';
import { type Draft, GenerationError } from '../../generation/index.js';
import { writerFailed } from '../introductions.errors.js';
import type { WritingChannel, WritingEvent } from './writing-channel.js';
import { readWritingState } from './writing.queries.js';

/** A watcher that has heard nothing this long asks the database whether the writing still runs. */
const CHECK_EVERY_MS = 5_000;

/** What a watcher is told: a text as it stands, then that the writing ended with its texts stored. */
export type WritingUpdate = { kind: 'draft'; draft: Draft } | { kind: 'finished' };

/**
 * The writing of one introduction as it goes on, from any replica: the drafts so far, each change as it is
 * announced, and the end. A failed writing ends the watch with the error people see. The caller has checked
 * that the introduction is theirs. `draftsHere` gives the drafts of the writing when it runs on this replica,
 * undefined when it does not: then they are read from the database.
 */
export async function* watchWriting(
  em: EntityManager,
  channel: WritingChannel,
  introductionId: number,
  draftsHere: () => Draft[] | undefined,
  signal?: AbortSignal,
): AsyncGenerator<WritingUpdate> {
  const heard: WritingEvent[] = [];
  let wake: (() => void) | undefined;
  // Listening before reading the drafts, so nothing said in between is missed.
  const stopListening = await channel.listen(em, introductionId, (event) => {
    heard.push(event);
    wake?.();
  });
  // A watcher who leaves stops waiting at once.
  const leave = () => wake?.();
  signal?.addEventListener('abort', leave);
  try {
    const here = draftsHere();
    const writing = here ? { running: true as const, drafts: here } : await readWritingState(em.fork(), introductionId);
    if (!writing) {
      yield { kind: 'finished' };
      return;
    }
    if (!writing.running) throw writerFailed(new GenerationError(writing.failedCode));
    const told = new Map<string, Draft>();
    // A draft said again (for a watcher on another replica) or read from the store after it was said is told once.
    const tell = (draft: Draft) => {
      const seen = told.get(draft.purpose);
      if (isDraftBehind(seen, draft) || (seen?.text === draft.text && seen.state === draft.state)) return false;
      told.set(draft.purpose, draft);
      return true;
    };
    for (const draft of writing.drafts) if (tell(draft)) yield { kind: 'draft', draft };
    while (!signal?.aborted) {
      const event = heard.shift() ?? (await nextEvent());
      if (signal?.aborted) return;
      if (event === undefined) {
        const state = await readWritingState(em.fork(), introductionId);
        if (state?.running) continue;
        if (state) throw writerFailed(new GenerationError(state.failedCode));
        yield { kind: 'finished' };
        return;
      }
      if (event.kind === 'done') {
        yield { kind: 'finished' };
        return;
      }
      if (event.kind === 'failed') throw writerFailed(new GenerationError(event.code));
      for (const draft of event.drafts) if (tell(draft)) yield { kind: 'draft', draft };
    }
  } finally {
    stopListening();
    signal?.removeEventListener('abort', leave);
  }

  function nextEvent(): Promise<WritingEvent | undefined> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        wake = undefined;
        resolve(undefined);
      }, CHECK_EVERY_MS);
      wake = () => {
        clearTimeout(timer);
        wake = undefined;
        resolve(heard.shift());
      };
    });
  }
}
