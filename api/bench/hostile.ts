// The hostile-answers section: ten writings at once from ten accounts, each a questionnaire of one short shape
// repeated to every field's limit (test/fixtures/hostile-answers.fixtures.ts), while /healthz is asked every 20 ms.
// The writer works in its pool, so the server keeps answering; each writing is written or refused with its credit back.
import {
  cvPdf,
  encryptedPdf,
  linkedInProfilePdf,
  oversizedDocx,
  pagesPdf,
  pngBytes,
  scannedPdf,
  textBombPdf,
} from '../test/fixtures/cv-files.js';
import { HOSTILE_SHAPES, hostileAnswers, type HostileShape } from '../test/fixtures/hostile-answers.fixtures.js';
import type { ServerProcess } from './processes.js';
import { under, type Row } from './report.js';

const WRITINGS = 10;
const PROBE_EVERY_MS = 20;
/** However the writings go, the section ends by then. */
const LONGEST_MS = 120_000;
const SECTION = `Hostile answers (${WRITINGS} writings at once, each a shape repeated to every field's limit)`;

const percentile = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.floor(values.length * share)] ?? NaN;

/** `/healthz` asked one after another, PROBE_EVERY_MS apart, while `more` says so: each answer's time in ms. */
async function probe(url: string, more: (asked: number) => boolean): Promise<number[]> {
  const times: number[] = [];
  const deadline = performance.now() + LONGEST_MS;
  while (more(times.length) && performance.now() < deadline) {
    const started = performance.now();
    const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(10_000) });
    await response.arrayBuffer();
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
  }
  return times;
}

/**
 * /healthz probed quietly, then while every request is sent at once (each a POST to `path` from its own account):
 * the probes' times before and during, and each request's status (0 for none).
 */
async function probeWhileSent(
  app: ServerProcess,
  path: string,
  requests: Array<{ token: string; headers?: Record<string, string>; body: BodyInit }>,
) {
  const quiet = await probe(app.url, (asked) => asked < 50);
  let sending = requests.length;
  const statuses = Promise.all(
    requests.map(async ({ token, headers, body }) => {
      try {
        const response = await fetch(`${app.url}${path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, ...headers },
          body,
          signal: AbortSignal.timeout(LONGEST_MS),
        });
        await response.arrayBuffer();
        return response.status;
      } catch {
        return 0;
      } finally {
        sending -= 1;
      }
    }),
  );
  const busy = await probe(app.url, () => sending > 0);
  return { quiet, busy, answered: await statuses };
}

export async function measureHostile(app: ServerProcess, writers: string[]): Promise<{ rows: Row[]; note: string }> {
  const shapes = (Object.keys(HOSTILE_SHAPES) as HostileShape[]).slice(0, WRITINGS);
  const { quiet, busy, answered } = await probeWhileSent(
    app,
    '/api/introductions',
    shapes.map((shape, index) => ({
      token: writers[index]!,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(hostileAnswers(shape)),
    })),
  );
  const count = (status: number) => answered.filter((answer) => answer === status).length;
  const others = answered.length - count(201) - count(503);
  const row = (measure: Row['measure'], value: number, baseline: number, target?: Row['target']): Row => ({
    section: SECTION,
    call: `GET /healthz while they are written (baseline: before)`,
    measure,
    app: value,
    baseline,
    target,
  });
  return {
    rows: [
      row('p50 ms', percentile(busy, 0.5), percentile(quiet, 0.5)),
      row('p99 ms', percentile(busy, 0.99), percentile(quiet, 0.99), under(50, 'ms')),
      {
        section: SECTION,
        call: 'Writings answered other than 201 or 503 (server errors, dropped connections)',
        measure: 'count',
        app: others,
        baseline: NaN,
        target: under(1, ''),
      },
      {
        section: SECTION,
        call: 'RSS after them',
        measure: 'RSS MB',
        app: app.residentMegabytes(),
        baseline: NaN,
        target: under(300, 'MB'),
      },
    ],
    note: `Hostile answers: ${count(201)} written (201), ${count(503)} refused with the credit back (503), ${others} otherwise; /healthz asked ${busy.length} times while they were written.`,
  };
}

/**
 * Ten CV files at once, the worst a person can send (a zip bomb, a PDF that unpacks into millions of pieces of text,
 * the most pages, a scan, 5 MB of text) and two real ones.
 */
async function hostileFiles(): Promise<Array<[name: string, bytes: Uint8Array]>> {
  return [
    ['bomb.docx', oversizedDocx()],
    ['text-bomb.pdf', await textBombPdf(2_000_000)],
    ['twenty-pages.pdf', await pagesPdf(20)],
    ['twenty-one-pages.pdf', await pagesPdf(21)],
    ['scan.pdf', await scannedPdf()],
    ['locked.pdf', await encryptedPdf()],
    ['picture.pdf', pngBytes()],
    ['five-megabytes.txt', new Uint8Array(5 * 1024 * 1024).fill(0x61)],
    ['Profile.pdf', await linkedInProfilePdf()],
    ['cv.pdf', await cvPdf()],
  ];
}

/** The same, for CV files read at once from ten accounts: /healthz stays quick, each file is read or refused. */
export async function measureHostileFiles(app: ServerProcess, readers: string[]): Promise<{ rows: Row[]; note: string }> {
  const files = await hostileFiles();
  const { quiet, busy, answered } = await probeWhileSent(
    app,
    '/api/cv/read',
    files.map(([name, bytes], index) => {
      const form = new FormData();
      form.append('file', new Blob([bytes.slice()]), name);
      return { token: readers[index]!, headers: { 'x-requested-with': 'bench' }, body: form };
    }),
  );
  const others = answered.filter((status) => ![200, 400, 503].includes(status)).length;
  const rssAsTheyEnd = app.residentMegabytes();
  // Each file's reader is a process of its own, ended with its file (its memory is not the server's); the request
  // thread collects its share of the uploads a few seconds after.
  const rssSettled = await app.settledResidentMegabytes();
  const section = `Hostile CV files (${files.length} read at once: zip bombs, 20 and 21 pages, a scan, a password, 5 MB of text)`;
  const call = 'GET /healthz while they are read (baseline: before)';
  return {
    rows: [
      { section, call, measure: 'p99 ms', app: percentile(busy, 0.99), baseline: percentile(quiet, 0.99), target: under(50, 'ms') },
      { section, call: 'Files answered other than 200, 400 or 503', measure: 'count', app: others, baseline: NaN, target: under(1, '') },
      { section, call: 'RSS as they end (information)', measure: 'RSS MB', app: rssAsTheyEnd, baseline: NaN },
      { section, call: 'RSS once settled', measure: 'RSS MB', app: rssSettled, baseline: NaN, target: under(300, 'MB') },
    ],
    note: `Hostile CV files: answered ${answered.join(', ')}; /healthz asked ${busy.length} times while they were read.`,
  };
}
