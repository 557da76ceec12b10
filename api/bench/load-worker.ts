// The load generator process: reads a LoadSpec as JSON on stdin, runs autocannon, writes a LoadResult as JSON.
import { text } from 'node:stream/consumers';
import autocannon, { type RequestStep } from 'autocannon';
import type { LoadResult, LoadSpec } from './load-runner.js';

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

function rotatingSignIn(tokens: string[]): RequestStep[] {
  let turn = 0;
  return [
    {
      setupRequest: (request) => {
        const token = tokens[turn++ % tokens.length];
        return { ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } };
      },
    },
  ];
}

const spec = JSON.parse(await text(process.stdin)) as LoadSpec;
const instance = autocannon({
  url: spec.url,
  method: spec.method,
  headers: spec.headers,
  body: spec.body,
  connections: spec.connections,
  duration: spec.seconds,
  overallRate: spec.rate,
  // autocannon's correction takes the per-connection rate as requests a millisecond; we record what each took.
  ignoreCoordinatedOmission: spec.rate !== undefined,
  warmup: { connections: spec.connections, duration: spec.warmupSeconds },
  requests: spec.tokens ? rotatingSignIn(spec.tokens) : undefined,
});

// autocannon's own histogram rounds to whole milliseconds, too coarse for calls that take one or two.
const latencies: number[] = [];
instance.on('response', (_client, statusCode, _bytes, milliseconds) => {
  if (statusCode >= 200 && statusCode < 300) latencies.push(milliseconds);
});
const result = await instance;
latencies.sort((a, b) => a - b);

const responses = (run: { '2xx': number; non2xx: number } | undefined) => (run ? run['2xx'] + run.non2xx : 0);
const summary: LoadResult = {
  requestsPerSecond: result['2xx'] / result.duration,
  responses: responses(result) + responses(result.warmup),
  p50: percentile(latencies, 0.5),
  p99: percentile(latencies, 0.99),
  failed: result.non2xx + result.errors,
  statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count])),
};
process.stdout.write(JSON.stringify(summary));
