// The streaming section: a second FirstWords on the same database writes with "OpenAI", a fake on loopback that
// streams like a model (time to first token, then tokens at a steady speed). Each figure stands beside the model's
// own floor for it: the first token's time, and the time its tokens take at that speed.
import { PURPOSE_LABELS, PURPOSES, type Purpose } from '@firstwords/contracts';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import { composeIntroductions } from '../src/modules/generation/planning/offline-composer.js';
import { startFakeOpenAI, type FakeOpenAI } from '../test/fakes/fake-openai.js';
import { LONG_ANSWERS } from '../test/fixtures/answers.fixtures.js';
import { timeInChromium } from './browser-timings.js';
import type { ServerProcess } from './processes.js';
import { under, type Row, type Target } from './report.js';
import { monotonicMicroseconds, type TimeWindow } from './cpu-profile.js';

export interface ModelPace {
  firstTokenMs: number;
  tokensPerSecond: number;
}

export const DEFAULT_PACE: ModelPace = { firstTokenMs: 500, tokensPerSecond: 60 };
/** Rich answers with a CV, so each text is as long as people's are: the slowest case to wait for. */
const ANSWERS = { ...LONG_ANSWERS, linkedinUrl: `https://www.${LONG_ANSWERS.linkedinUrl}` };
const TEXTS = composeIntroductions(ANSWERS);
/** The fake's tokens: a word and the whitespace after it (test/fakes/fake-openai.ts). */
const tokenCount = (text: string) => (text.match(/\s*\S+\s*/g) ?? []).length;
const CONCURRENT_STREAMS = 50;
/** The writer and its checks run in the writing pool: the request thread only routes, stores and streams. */
const EVENT_LOOP_P99_BUDGET_MS = 25;
const SECTION = 'Streaming (OpenAI at 500 ms to first token, 60 tokens/s; baseline: the model’s floor)';

/** The fake model every text is asked of: the offline writer's texts for ANSWERS, streamed at `pace`. */
export function startStreamingModel(pace: ModelPace): Promise<FakeOpenAI> {
  return startFakeOpenAI({ ...pace, respond: (purpose) => ({ content: TEXTS[purpose] }) });
}

interface Timings {
  /** From the request to its answer (the writing started), the first words of the chosen text, the chosen text passed, and all of it stored. */
  started: number;
  firstWords: number;
  chosenDone: number;
  allDone: number;
}

/** Starts a writing with `Prefer: respond-async` and times its stream, as a REST client sees it. */
async function timeWriting(app: ServerProcess, token: string, path: string, body: unknown, chosen: Purpose): Promise<Timings> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', prefer: 'respond-async' };
  const started = performance.now();
  const response = await fetch(`${app.url}${path}`, {
    method: 'POST',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status !== 202) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  const timings: Partial<Timings> = { started: (performance.now() - started) / 1000 };
  const location = response.headers.get('location');
  const stream = await fetch(`${app.url}${location}`, { headers: { authorization: headers.authorization } });
  const events = stream.body!.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream());
  for await (const { event, data } of events) {
    const at = (performance.now() - started) / 1000;
    if (event === 'failed') throw new Error(`The writing failed: ${data}`);
    if (event === 'done') timings.allDone = at;
    const draft = event === 'draft' ? (JSON.parse(data) as { purpose: Purpose; text: string; state: string }) : undefined;
    if (draft?.purpose !== chosen) continue;
    if (draft.text && timings.firstWords === undefined) timings.firstWords = at;
    if (draft.state === 'done') timings.chosenDone = at;
  }
  return timings as Timings;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

function floors(pace: ModelPace, purposes: readonly Purpose[], chosen: Purpose) {
  const textSeconds = (purpose: Purpose) => pace.firstTokenMs / 1000 + tokenCount(TEXTS[purpose]) / pace.tokensPerSecond;
  return { firstWords: pace.firstTokenMs / 1000, chosenDone: textSeconds(chosen), allDone: Math.max(...purposes.map(textSeconds)) };
}

const seconds = (call: string, measure: Row['measure'], app: number, baseline: number, target?: Target): Row => ({
  section: SECTION,
  call,
  measure,
  app,
  baseline,
  target,
});

const withinOfFloor = (share: number): Target => ({ label: `≤ ${share}× the floor`, met: (_app, ratio) => ratio <= share });
const withinSecondsOfFloor = (extra: number): Target => ({
  label: `≤ floor + ${extra} s`,
  met: (app, ratio) => app - app / ratio <= extra,
});

/** Median timings of `runs` writings one after another, each by its own writer. */
async function timeRuns(runs: number, write: (run: number) => Promise<Timings>): Promise<Timings> {
  const all: Timings[] = [];
  for (let run = 0; run < runs; run += 1) all.push(await write(run));
  return {
    started: median(all.map((timing) => timing.started)),
    firstWords: median(all.map((timing) => timing.firstWords)),
    chosenDone: median(all.map((timing) => timing.chosenDone)),
    allDone: median(all.map((timing) => timing.allDone)),
  };
}

/** The event-loop delay the app's own metrics report (prom-client resets its histogram on each scrape). */
async function eventLoopP99Ms(app: ServerProcess): Promise<number> {
  const metrics = await (await fetch(`${app.url}/metrics`)).text();
  const p99 = metrics.match(/^nodejs_eventloop_lag_p99_seconds (\S+)$/m)?.[1];
  return p99 === undefined ? NaN : Number(p99) * 1000;
}

/** The burst of writings, until its median first words, is added to `loadWindows`: with --profile, the CPU profile is read over it. */
export async function measureStreaming(
  app: ServerProcess,
  writers: string[],
  model: FakeOpenAI,
  pace: ModelPace,
  runs: number,
  loadWindows: TimeWindow[],
): Promise<Row[]> {
  const chosen: Purpose = ANSWERS.purpose;
  const rows: Row[] = [];
  let writer = 0;
  const nextWriter = () => writers[writer++ % writers.length]!;

  const generate = await timeRuns(runs, () => timeWriting(app, nextWriter(), '/api/introductions', ANSWERS, chosen));
  const floor = floors(pace, PURPOSES, chosen);
  rows.push(
    seconds('Generate', 's to first words', generate.firstWords, floor.firstWords, withinSecondsOfFloor(0.3)),
    seconds('Generate', 's to the chosen text', generate.chosenDone, floor.chosenDone, withinOfFloor(1.15)),
    seconds('Generate', 's to all four', generate.allDone, floor.allDone, withinOfFloor(1.15)),
  );
  // The path this replaced: one request for all four texts as JSON, nothing shown until all are written.
  const json = JSON.stringify(TEXTS);
  const oldPath = pace.firstTokenMs / 1000 + tokenCount(json.replace(/([{,":])/g, ' $1 ')) / pace.tokensPerSecond;
  rows.push(seconds('Generate, one request for all four (the old path, its floor)', 's to first words', oldPath, floor.firstWords));

  const refineWriter = nextWriter();
  const refine = await timeRuns(runs, async () => {
    const started = await fetch(`${app.url}/api/introductions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${refineWriter}`, 'content-type': 'application/json' },
      body: JSON.stringify(ANSWERS),
    });
    const { introduction } = (await started.json()) as { introduction: { id: number } };
    const body = { purpose: chosen, direction: 'warmer' };
    return timeWriting(app, refineWriter, `/api/introductions/${introduction.id}/refine`, body, chosen);
  });
  const refineFloor = floors(pace, [chosen], chosen);
  rows.push(
    seconds('Refine (warmer)', 's to first words', refine.firstWords, refineFloor.firstWords, withinSecondsOfFloor(0.3)),
    seconds('Refine (warmer)', 's to the text', refine.chosenDone, refineFloor.chosenDone, withinOfFloor(1.15)),
  );

  const inChromium = await timeInChromium(app.url, nextWriter(), ANSWERS, PURPOSE_LABELS[chosen]);
  const generateClick = 'Generate, in Chromium from the click';
  const refineClick = 'Refine (warmer), in Chromium from the click';
  rows.push(
    seconds(generateClick, 's to first words', inChromium.generate.firstWords, floor.firstWords, withinSecondsOfFloor(0.3)),
    seconds(generateClick, 's to the chosen text', inChromium.generate.chosenDone, floor.chosenDone, withinOfFloor(1.15)),
    seconds(generateClick, 's to all four', inChromium.generate.allDone, floor.allDone, withinOfFloor(1.15)),
    seconds(refineClick, 's to first words', inChromium.refine.firstWords, refineFloor.firstWords, withinSecondsOfFloor(0.3)),
    // Written, as for Generate's chosen text; the toast can wait a moment more for the previous one to leave.
    seconds(refineClick, 's to the text', inChromium.refine.chosenDone, refineFloor.chosenDone, withinOfFloor(1.15)),
    seconds(refineClick, 's to “Introduction Refined”', inChromium.refine.allDone, refineFloor.chosenDone),
  );

  await eventLoopP99Ms(app);
  const rssBefore = app.residentMegabytes();
  const started = performance.now();
  const askedBefore = model.requests.length;
  const burst = { start: monotonicMicroseconds(), end: 0 };
  loadWindows.push(burst);
  const concurrent = await Promise.all(
    Array.from({ length: CONCURRENT_STREAMS }, () => timeWriting(app, nextWriter(), '/api/introductions', ANSWERS, chosen)),
  );
  // Profiled up to the median writing's first words: the work that keeps them waiting.
  burst.end = burst.start + median(concurrent.map((timing) => timing.firstWords)) * 1e6;
  const wall = (performance.now() - started) / 1000;
  const loopP99 = await eventLoopP99Ms(app);
  const streams = `${CONCURRENT_STREAMS} at once`;
  // When the model sent each writing's chosen text its first token: what a writer with no work of its own would show.
  const modelFirstTokens = model.requests
    .slice(askedBefore)
    .flatMap(({ purpose, firstTokenAt }) => (purpose === chosen && firstTokenAt !== undefined ? [(firstTokenAt - started) / 1000] : []));
  const firstWords = median(concurrent.map((timing) => timing.firstWords));
  rows.push(
    // Information: the model's floor for first words begins when the writing has started.
    seconds(streams, 's to the writing’s start (median)', median(concurrent.map((timing) => timing.started)), NaN),
    seconds(streams, 's to first words (median)', firstWords, floor.firstWords, withinSecondsOfFloor(0.3)),
    seconds(
      `${streams} (baseline: the model’s first token, median)`,
      's to first words (median)',
      firstWords,
      median(modelFirstTokens),
      withinSecondsOfFloor(0.3),
    ),
    seconds(streams, 's to all four (slowest)', wall, floor.allDone),
    seconds(streams, 'event-loop p99 ms', loopP99, NaN, under(EVENT_LOOP_P99_BUDGET_MS, 'ms')),
    { section: SECTION, call: streams, measure: 'RSS MB', app: app.residentMegabytes(), baseline: rssBefore, target: under(300, 'MB') },
  );
  return rows;
}
