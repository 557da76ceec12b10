import { spawnSync } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../lib/free-port.js';
import { EmbeddedPostgresError, startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres.js';

describe('the embedded PostgreSQL at start-up', () => {
  let folder: string;
  let blocker: Server | undefined;
  let takenPort: number;
  let database: EmbeddedDatabase | undefined;
  const moves: Array<[number, number]> = [];

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'firstwords-embedded-'));
    // As root, PostgreSQL runs as its own user, which must reach the data folder inside this one.
    await chmod(folder, 0o755);
    takenPort = await findFreePort();
    const server = createServer();
    blocker = server;
    await new Promise<void>((resolve) => server.listen(takenPort, '127.0.0.1', resolve));
    database = await startEmbeddedPostgres({
      directory: join(folder, 'postgres'),
      port: takenPort,
      databaseName: 'firstwords',
      onPortTaken: (taken, used) => moves.push([taken, used]),
    });
  }, 120_000);

  afterAll(async () => {
    await database?.stop();
    blocker?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('uses another free port when its port is taken, and says which', async () => {
    expect(database?.port).not.toBe(takenPort);
    expect(moves).toEqual([[takenPort, database?.port]]);
    const client = new pg.Client({ connectionString: database?.url });
    await client.connect();
    expect((await client.query('select current_database() as name')).rows).toEqual([{ name: 'firstwords' }]);
    await client.end();
  });

  it('refuses a second start on the same data folder with a message naming DATA_DIR', async () => {
    const second = startEmbeddedPostgres({ directory: join(folder, 'postgres'), port: await findFreePort(), databaseName: 'firstwords' });
    await expect(second).rejects.toBeInstanceOf(EmbeddedPostgresError);
    await expect(second).rejects.toThrow(/is already running \(process \d+\).*set DATA_DIR to another folder/);
  });

  it('ends a second `npm start` on that folder with one line, never "undefined"', () => {
    const entry = fileURLToPath(new URL('../index.ts', import.meta.url));
    const result = spawnSync(process.execPath, ['--import', 'tsx', entry], {
      env: { PATH: process.env.PATH, DATA_DIR: folder, PORT: '0', LOG_LEVEL: 'info' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    const output = `${result.stdout}${result.stderr}`;
    expect(result.status).toBe(1);
    expect(output).toContain('FirstWords could not start: The embedded PostgreSQL in');
    expect(output).toContain('set DATA_DIR to another folder');
    expect(output).not.toMatch(/undefined|triggerUncaughtException/);
  });
});
