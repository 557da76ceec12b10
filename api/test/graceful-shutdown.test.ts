import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { request, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
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

/** Resolves when something listens on the port; rejects (ECONNREFUSED) when nothing does. */
function tryToConnect(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      // With nothing listening on a port of the ephemeral range, the kernel may give the socket that same port as its
      // own and connect it to itself (a TCP self-connect): nothing answered.
      const selfConnected = socket.localPort === port;
      socket.destroy();
      if (selfConnected) reject(Object.assign(new Error('connected to itself: nothing listens'), { code: 'ECONNREFUSED' }));
      else resolve();
    });
    socket.once('error', reject);
  });
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

  it('finishes the request in flight, refuses new connections, stops its PostgreSQL and exits 0', async () => {
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
    inFlight.flushHeaders();
    await once(inFlight, 'continue');

    const stopping = app.waitForLog((line) => Boolean(line.msg?.includes('no longer accepting connections')));
    app.child.kill('SIGTERM');
    await stopping;
    await expect(tryToConnect(app.port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });

    inFlight.end(body);
    const [response] = await answered;
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(await readBody(response)).user.email).toBe('late@example.com');

    expect(await app.exited).toBe(0);
    expect(processesNaming(dataDirectory)).toEqual([]);
  }, 120_000);
});
