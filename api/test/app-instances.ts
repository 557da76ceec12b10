// More than one FirstWords on one database: in this process (to point one at a fake), or as real
// server processes started the way production starts them.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { MikroORM } from '@mikro-orm/postgresql';
import { createApp, type AppDependencies } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import { createOrmConfig } from '../src/assembly/db/mikro-orm.config.js';
import { createLogger } from '../src/lib/logger.js';
import type { TestApp } from './app.js';
import { testSettings } from './settings.js';

const API_DIRECTORY = fileURLToPath(new URL('..', import.meta.url));

/** test/http.ts's helpers take a TestApp but only read its address. */
export const clientOf = (instance: { baseUrl: string }) => instance as TestApp;

export interface AppInstance {
  baseUrl: string;
  close(): Promise<void>;
}

/** The app in this process on an existing database, with a connection pool of its own as a replica has. */
export async function startAppInstance(
  databaseUrl: string,
  env: Record<string, string> = {},
  options: Partial<Pick<AppDependencies, 'logger' | 'serviceOptions'>> = {},
): Promise<AppInstance> {
  const config = loadConfig(testSettings({ DATABASE_URL: databaseUrl, ...env }));
  const orm = await MikroORM.init(createOrmConfig(databaseUrl));
  const logger = options.logger ?? createLogger(config.logLevel);
  const { app, stop } = await createApp({ config, orm, logger, serviceOptions: options.serviceOptions });
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await stop();
      await orm.close(true);
    },
  };
}

export type LogLine = Record<string, unknown> & { msg?: string };

export interface AppProcess {
  baseUrl: string;
  port: number;
  child: ChildProcess;
  /** The exit code, once the process has ended. */
  exited: Promise<number | null>;
  /** Resolves with the first log line, past or future, that passes `test`. */
  waitForLog(test: (line: LogLine) => boolean): Promise<LogLine>;
  /** The log lines so far. */
  logs(): readonly LogLine[];
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
}

/**
 * `src/index.ts` (or another script that calls runServer, relative to the api folder) as its own process, listening on
 * a free loopback port; resolves once it is ready.
 */
export async function startAppProcess(env: Record<string, string>, script = 'src/index.ts'): Promise<AppProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: API_DIRECTORY,
    env: { PATH: process.env.PATH ?? '', ...testSettings({ LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: '0', ...env }) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: LogLine[] = [];
  const waiters = new Set<{ test: (line: LogLine) => boolean; resolve: (line: LogLine) => void }>();
  let errorOutput = '';
  child.stderr?.on('data', (chunk: Buffer) => (errorOutput += chunk.toString()));
  createInterface({ input: child.stdout! }).on('line', (text) => {
    let line: LogLine;
    try {
      line = JSON.parse(text) as LogLine;
    } catch {
      return; // not one of the app's JSON lines
    }
    lines.push(line);
    for (const waiter of waiters) {
      if (!waiter.test(line)) continue;
      waiters.delete(waiter);
      waiter.resolve(line);
    }
  });
  // 'close' comes after 'exit', once the output has all been read.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  const ended = exited.then((code) => Promise.reject(new Error(`The app process exited (${code}) early:\n${errorOutput}`)));
  ended.catch(() => undefined);

  const waitForLog = (test: (line: LogLine) => boolean) => {
    const seen = lines.find(test);
    if (seen) return Promise.resolve(seen);
    return Promise.race([new Promise<LogLine>((resolve) => waiters.add({ test, resolve })), ended]);
  };
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    return exited;
  };

  try {
    const ready = await waitForLog((line) => typeof line.port === 'number' && Boolean(line.msg?.startsWith('FirstWords is ready')));
    const port = ready.port as number;
    return { baseUrl: `http://127.0.0.1:${port}`, port, child, exited, waitForLog, logs: () => lines, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Several processes started at the same moment; if one fails to start, the others are stopped too. */
export async function startAppProcesses(count: number, env: Record<string, string>, script?: string): Promise<AppProcess[]> {
  const started = await Promise.allSettled(Array.from({ length: count }, () => startAppProcess(env, script)));
  const running = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failure = started.find((result) => result.status === 'rejected');
  if (failure === undefined) return running;
  await Promise.all(running.map((app) => app.stop()));
  throw failure.reason;
}
