// On Node 24, V8 keeps the pages a worker's heap grew into for a long task (a questionnaire of one shape repeated to
// every limit grows the process by 50-70 MB) and gives them back only on a memory-reducing collection, which an
// idle worker never runs. After such a task the worker runs one: 40-75 ms, a fraction of the task it follows.
import v8 from 'node:v8';
import vm from 'node:vm';

/** A task that ran this long grew the heap well past an ordinary writing's (about 30 ms). */
const LONG_TASK_MS = 250;

// The collector's `gc` is given to a context made while the flag is set, then the flag is put back.
v8.setFlagsFromString('--expose-gc');
const collect = vm.runInNewContext('gc') as (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;
v8.setFlagsFromString('--no-expose-gc');

/** After a task that ran `ms`: once its result has been sent, the memory a long one took goes back to the system. */
export function releaseMemoryAfter(ms: number): void {
  if (ms < LONG_TASK_MS) return;
  setImmediate(() => collect({ type: 'major', execution: 'sync', flavor: 'last-resort' }));
}
