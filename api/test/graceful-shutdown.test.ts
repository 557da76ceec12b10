import { once } from 'node:events';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { request, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../src/lib/free-port.js';
import { startAppProcess, type AppProcess } from './app-instances.js';

/** Ids of the processes whose command line names `path`, such as a postgres serving that data directory. */
function processesNaming(path: string): string[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8')
          .split('\0')
          .some((argument) => argument.includes(path));
      } catch {
        return false; // it ended while we looked
      }
    });
}

/**
 * Whether the process listens on the TCP port: one of its sockets is in the kernel's table as listening (state 0A) on
 * that port. Asked of the process, not of the port: while tests run beside it, another process may take a port the
 * server has just let go, so a connection refused or accepted would say nothing about the server.
 */
function listensOn(pid: number, port: number): boolean {
  const sockets = new Set(
    readdirSync(`/proc/${pid}/fd`).map((fd) => {
      try {
        return /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
      } catch {
        return undefined; // it closed while we looked
      }
    }),
  );
  return ['/proc/net/tcp', '/proc/net/tcp6']
    .flatMap((table) => readFileSync(table, 'utf8').trim().split('\n').slice(1))
    .map((line) => line.trim().split(/\s+/))
    .some(
      ([, local, , state, , , , , , inode]) => parseInt(local?.split(':')[1] ?? '', 16) === port && state === '0A' && sockets.has(inode),
    );
}

async function readBody(response: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of response) text += chunk;
  return text;
}

describe('stopping the server with SIGTERM', () => {
  let app: AppProcess | undefined;
  let dataDirectory: string | undefined;
  afterAll(async () => {
    await app?.stop();
    if (dataDirectory) await rm(dataDirectory, { recursive: true, force: true });
  });

  it('finishes the request in flight, closes its listening socket, stops its PostgreSQL and exits 0', async () => {
    dataDirectory = await mkdtemp(join(tmpdir(), 'firstwords-shutdown-'));
    // Run as root, PostgreSQL runs as a user of its own, which must reach its data directory inside.
    await chmod(dataDirectory, 0o755);
    // The embedded PostgreSQL, so that stopping the database is the server's own job.
    app = await startAppProcess({ DATA_DIR: dataDirectory, EMBEDDED_POSTGRES_PORT: String(await findFreePort()) });

    // A sign-in whose body is held back until SIGTERM has arrived: the server has the request, not its end.
    const body = JSON.stringify({ email: 'late@example.com' });
    const inFlight = request({
      host: '127.0.0.1',
      port: app.port,
      method: 'POST',
      path: '/api/auth/dev-login',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' },
    });
    const answered = once(inFlight, 'response') as Promise<[IncomingMessage]>;
    // Should a step fail before the answer is awaited, the server is stopped under it: that failure alone is reported.
    answered.catch(() => undefined);
    inFlight.flushHeaders();
    await once(inFlight, 'continue');

    const pid = app.child.pid ?? 0;
    expect(listensOn(pid, app.port)).toBe(true);
    const stopping = app.waitForLog((line) => Boolean(line.msg?.includes('no longer accepting connections')));
    app.child.kill('SIGTERM');
    await stopping;
    expect(listensOn(pid, app.port)).toBe(false);

    inFlight.end(body);
    const [response] = await answered;
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(await readBody(response)).user.email).toBe('late@example.com');

    expect(await app.exited).toBe(0);
    expect(processesNaming(dataDirectory)).toEqual([]);
  }, 120_000);
});
