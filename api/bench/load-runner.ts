import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const WORKER = fileURLToPath(new URL('./load-worker.ts', import.meta.url));

/** One autocannon run, as the load worker takes it. */
export interface LoadSpec {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  /** Each request signs in as the next of these users, round-robin. */
  tokens?: string[];
  connections: number;
  seconds: number;
  warmupSeconds: number;
  /** Requests a second over all connections (autocannon's overallRate); as fast as possible when absent. */
  rate?: number;
}

export interface LoadResult {
  /** Successful (2xx) responses a second. */
  requestsPerSecond: number;
  /** Latency of the successful responses, in milliseconds. */
  p50: number;
  p99: number;
  /** Every response, warm-up included, to divide the server's CPU time by. */
  responses: number;
  /** Responses that were not 2xx, plus connection errors (timeouts included). */
  failed: number;
  statusCodes: Record<string, number>;
}

/** Runs autocannon in a process of its own, so the load generator never shares the server's event loop. */
export function runLoad(spec: LoadSpec): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = spawn(process.execPath, ['--import', 'tsx', WORKER], { stdio: ['pipe', 'pipe', 'inherit'] });
    let output = '';
    worker.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    worker.on('error', reject);
    worker.on('exit', (code) => {
      if (code === 0) resolve(JSON.parse(output) as LoadResult);
      else reject(new Error(`The load worker for ${spec.method} ${spec.url} exited with code ${code}`));
    });
    // The spec goes through stdin: a pool of tokens is too long for a command-line argument.
    worker.stdin.end(JSON.stringify(spec));
  });
}
