import type { WritingTaskMessage, WritingTaskName, WritingTaskOutputs } from '../modules/generation/writing-tasks.js';
import { releaseMemoryAfter } from './memory-release.js';

/** A task that first tells the pool it has begun; one dropped while it waited is not begun (nobody waits for it). */
export const task =
  <N extends WritingTaskName, R extends WritingTaskOutputs[N] | Promise<WritingTaskOutputs[N]> = WritingTaskOutputs[N]>(
    work: (input: WritingTaskMessage<N>['input']) => R,
  ) =>
  ({ started, dropped, input }: WritingTaskMessage<N>): R | undefined => {
    if (Atomics.load(dropped, 0) === 1) {
      started.close();
      return undefined;
    }
    started.postMessage(null);
    started.close();
    const startedAt = performance.now();
    try {
      return work(input);
    } finally {
      releaseMemoryAfter(performance.now() - startedAt);
    }
  };
