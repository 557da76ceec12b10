// The writing pool alone, in this process: how many offline writings a second one worker and one a core compose,
// with enough writings waiting that no worker idles. Over HTTP the app's own thread (its database round trips) is
// also busy on these two cores; here the pool's scaling is measured by itself.
import { availableParallelism } from 'node:os';
import { createLogger } from '../src/lib/logger.js';
import { WritingPool } from '../src/modules/generation/index.js';
import { BENCH_ANSWERS } from './fixtures.js';
import { atLeastOfBaseline, type Row } from './report.js';

/** Writings a second composed by a pool of `threads` for `seconds`, after a warm-up. */
async function writingsPerSecond(threads: number, seconds: number): Promise<number> {
  const pool = new WritingPool({ threads, budgetMs: 60_000, maxQueue: 1_000, workerHeapMb: 128 }, createLogger('silent'));
  try {
    const write = (variant: number) => pool.run('compose', { answers: BENCH_ANSWERS, variant }, pool.budget());
    // Every worker started and warmed up.
    await Promise.all(Array.from({ length: threads * 4 }, (_, variant) => write(variant)));
    let written = 0;
    const until = performance.now() + seconds * 1000;
    // Two writings waiting for each worker, so none waits for the next.
    const keepWriting = async (lane: number) => {
      for (let variant = lane; performance.now() < until; variant += 1) {
        await write(variant % 7);
        written += 1;
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: threads * 2 }, (_, lane) => keepWriting(lane)));
    return written / ((performance.now() - started) / 1000);
  } finally {
    await pool.close();
  }
}

export async function measurePoolScaling(seconds: number): Promise<Row> {
  const threads = availableParallelism();
  console.log(`  the writing pool alone, with 1 worker and with ${threads}`);
  const one = await writingsPerSecond(1, seconds);
  const all = await writingsPerSecond(threads, seconds);
  return {
    section: 'Generation in the writing pool alone (baseline: 1 worker)',
    call: `Offline writings, ${threads} workers`,
    measure: 'req/s',
    app: all,
    baseline: one,
    target: atLeastOfBaseline(1.6),
  };
}
