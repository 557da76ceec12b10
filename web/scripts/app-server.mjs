// Starts the built app on its embedded defaults (the end-to-end journeys and the Lighthouse and screenshot scripts use it) and signs people in through its API.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const SERVER = join(ROOT, 'api/dist/index.js');
export const SESSION_COOKIE = 'fw_session';

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

async function waitUntilReady(url, server, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolveDelay) => setTimeout(resolveDelay, 250));
  }
  throw new Error(`The server did not become ready within ${timeoutMs} ms`);
}

/**
 * The built app (npm run build first) on its embedded defaults, in a throw-away data directory; `env` adds settings
 * (an OpenAI-compatible server to write with, say).
 */
export async function startBuiltApp({ env = {} } = {}) {
  if (!existsSync(SERVER) || !existsSync(join(ROOT, 'web/dist/index.html'))) {
    throw new Error('Build the app first: npm run build');
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'firstwords-web-'));
  // As root, PostgreSQL runs as its own user, which must be able to enter this directory.
  await chmod(dataDir, 0o755);
  const port = await freePort();
  const server = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_PORT: String(await freePort()),
      // The journeys count credits: a writing slowed past the 2 s default by a busy machine would be refused (503, its
      // credit back), and "0 of 3 credits remaining" never shown.
      WRITING_BUDGET_MS: '60000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolveExit) => server.once('exit', resolveExit));
      server.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(baseUrl, server, 90_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

async function postJson(url, body, token) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** A session for that person: `{user, token}`, through the development sign-in. */
export function devLogin(baseUrl, email, name) {
  return postJson(`${baseUrl}/api/auth/dev-login`, { email, name });
}

/** A session for the embedded defaults' administrator. */
export function adminLogin(baseUrl) {
  return postJson(`${baseUrl}/api/auth/admin-login`, { email: 'admin@example.com', password: 'change-me-admin' });
}

export const ANSWERS = {
  fullName: 'Ada Lovelace',
  purpose: 'job',
  identity: 'An analytical engineer who turns complex systems into clear, working tools.',
  role: 'Principal software engineer',
  audience: 'Hiring managers at product companies',
  context: 'Interviewing for a staff engineering role',
  mission: 'Help teams ship reliable software that people enjoy using.',
  achievements: 'Led the rebuild of a payments platform used by 40 banks.',
};

/** Writes an introduction for the signed-in person and answers its id. */
export async function createIntroduction(baseUrl, token, answers = ANSWERS) {
  const { introduction } = await postJson(`${baseUrl}/api/introductions`, answers, token);
  return introduction.id;
}
