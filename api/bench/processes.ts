import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The api workspace: tsx finds its tsconfig here, and the app finds the repository from its own files. */
export const API_DIRECTORY = fileURLToPath(new URL('..', import.meta.url));

const STOP_TIMEOUT_MS = 60_000;
// /proc counts CPU time in USER_HZ ticks, 100 a second on Linux whatever the kernel's own tick rate.
const TICKS_PER_SECOND = 100;
const SETTLE_TIMEOUT_MS = 20_000;

export interface ServerProcess {
  name: string;
  url: string;
  pid: number;
  /** CPU time the process has used so far (user and system), in seconds: steadier than wall-clock rates on a busy machine. */
  cpuSeconds(): number;
  /** Resident set size now, in megabytes (VmRSS of /proc/<pid>/status). */
  residentMegabytes(): number;
  /** Resident set size once it stops moving: V8 returns start-up garbage some seconds after start. */
  settledResidentMegabytes(): Promise<number>;
  /** SIGTERM, then waits for the exit; the app stops its embedded PostgreSQL before exiting. */
  stop(): Promise<void>;
}

export interface ServerLaunch {
  name: string;
  /** Arguments for node: options, then the script. */
  args: string[];
  env: Record<string, string>;
  port: number;
  /** Answers 200 once the server can take the load. */
  readyPath: string;
  readyTimeoutMs: number;
}

function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which is in parentheses and may hold spaces: utime and stime are 14th and 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

function residentMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(status.match(/^VmRSS:\s+(\d+)\s+kB$/m)?.[1]);
  return kilobytes / 1024;
}

/** Readings half a second apart until three in a row agree within 1 MB, or the timeout. */
async function settledMegabytes(read: () => number): Promise<number> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  const readings = [read()];
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    readings.push(read());
    const lastThree = readings.slice(-3);
    if (lastThree.length === 3 && Math.max(...lastThree) - Math.min(...lastThree) < 1) break;
  }
  return readings.at(-1) ?? Number.NaN;
}

async function waitUntilReady(url: string, hasExited: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (hasExited()) throw new Error(`The server behind ${url} exited while starting`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Starts a node process that serves HTTP on loopback and waits until it is ready. */
export async function startServer(launch: ServerLaunch): Promise<ServerProcess> {
  const child = spawn(process.execPath, launch.args, {
    cwd: API_DIRECTORY,
    env: { PATH: process.env.PATH ?? '', ...launch.env, HOST: '127.0.0.1', PORT: String(launch.port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;
  const url = `http://127.0.0.1:${launch.port}`;
  const server: ServerProcess = {
    name: launch.name,
    url,
    pid: child.pid ?? -1,
    cpuSeconds: () => cpuSeconds(child.pid ?? -1),
    residentMegabytes: () => residentMegabytes(child.pid ?? -1),
    settledResidentMegabytes: () => settledMegabytes(() => residentMegabytes(child.pid ?? -1)),
    async stop() {
      if (hasExited()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => {
        console.error(`${launch.name} did not stop within ${STOP_TIMEOUT_MS / 1000} s; killing it.`);
        child.kill('SIGKILL');
      }, STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    },
  };
  try {
    await waitUntilReady(`${url}${launch.readyPath}`, hasExited, launch.readyTimeoutMs);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}
