// The writing pool alone: how many offline writings a second one worker and one a core compose, with enough writings
// waiting that no worker idles, each pool in a process of its own. The writings go through the 36 golden
// questionnaires in turn, each time with another surname, so every writing is a new person's: the workers remember
// words and sentences across writings, and one questionnaire over and over would measure their memory.
//
// Each count is measured twice. With V8's defaults one worker already uses about 1.3 of the two cores: V8 collects
// its garbage and compiles its code on background threads, which take the second core while it is free; so that
// ratio (for information) cannot show what a second worker adds. With `--single-threaded` (V8's background threads
// off) each worker is one core, which is what the target asks of the pool. Over HTTP the app's own thread (its
// database round trips) is busy on the same cores too; here the pool's scaling is measured by itself.
import { execFile } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { parseArgs, promisify } from 'node:util';
import { createLogger } from '../src/lib/logger.js';
import { WritingPool } from '../src/modules/generation/index.js';
import { GOLDEN_ANSWERS } from '../test/fixtures/answers.fixtures.js';
import { API_DIRECTORY } from './processes.js';
import { atLeastOfBaseline, type Row } from './report.js';

const QUESTIONNAIRES = Object.values(GOLDEN_ANSWERS);
const SURNAMES =
  'Abbott Baker Carter Dalton Ellis Foster Grant Hughes Irving Jensen Khan Lowe Mason Novak Osei Patel Quinn Reyes Sato Turner Underwood Vance Walsh Young Zielinski'.split(
    ' ',
  );

/** The n-th writing's answers: a golden questionnaire under a name not yet written in this run. */
function answersFor(n: number) {
  const answers = QUESTIONNAIRES[n % QUESTIONNAIRES.length]!;
  const surname = SURNAMES[Math.floor(n / QUESTIONNAIRES.length) % SURNAMES.length]!;
  const round = Math.floor(n / (QUESTIONNAIRES.length * SURNAMES.length));
  return { ...answers, fullName: `${answers.fullName.replace(/\s\S+$/, '')} ${surname}${`-${surname}`.repeat(round)}` };
}

/** Writings a second composed by a pool of `threads` for `seconds`, after a warm-up. */
async function writingsPerSecond(threads: number, seconds: number): Promise<number> {
  const pool = new WritingPool({ threads, budgetMs: 60_000, maxQueue: 1_000, workerHeapMb: 128 }, createLogger('silent'));
  try {
    const write = (n: number) => pool.run('compose', { answers: answersFor(n), variant: n % 7 }, pool.budget());
    // Every worker started and warmed up.
    await Promise.all(Array.from({ length: threads * 4 }, (_, n) => write(n)));
    let written = 0;
    const until = performance.now() + seconds * 1000;
    // Two writings waiting for each worker, so none waits for the next.
    const keepWriting = async (lane: number) => {
      for (let n = threads * 4 + lane; performance.now() < until; n += threads * 2) {
        await write(n);
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

/** Runs this file in a new process for one pool, and answers its writings a second. */
async function measuredApart(threads: number, seconds: number, oneCoreEach: boolean): Promise<number> {
  const args = [...(oneCoreEach ? ['--single-threaded'] : []), '--import', 'tsx', 'bench/pool-scaling.ts'];
  const { stdout } = await promisify(execFile)(process.execPath, [...args, `--threads=${threads}`, `--seconds=${seconds}`], {
    cwd: API_DIRECTORY,
  });
  return Number(stdout.trim().split('\n').pop());
}

export async function measurePoolScaling(seconds: number): Promise<Row[]> {
  const threads = availableParallelism();
  console.log(`  the writing pool alone, with 1 worker and with ${threads}, each with V8's defaults and one core a worker`);
  const rows: Row[] = [];
  for (const oneCoreEach of [true, false]) {
    const one = await measuredApart(1, seconds, oneCoreEach);
    const all = await measuredApart(threads, seconds, oneCoreEach);
    rows.push({
      section: 'Generation in the writing pool alone (baseline: 1 worker)',
      call: `Offline writings, ${threads} workers, ${oneCoreEach ? 'one core a worker (V8 background threads off)' : "V8's defaults"}`,
      measure: 'req/s',
      app: all,
      baseline: one,
      target: oneCoreEach ? atLeastOfBaseline(1.6) : undefined,
    });
  }
  return rows;
}

if (process.argv[1]?.endsWith('pool-scaling.ts')) {
  const { values } = parseArgs({ options: { threads: { type: 'string' }, seconds: { type: 'string' } } });
  console.log(await writingsPerSecond(Number(values.threads), Number(values.seconds)));
}
