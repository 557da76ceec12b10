// The chaos run's PostgreSQL: the embedded one, in a folder of its own, that can be killed outright and started
// again on the same port with the same data, as a crashed database server is.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { isPortFree, startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded-postgres.js';
import { findFreePort } from '../src/lib/free-port.js';

const DATABASE = 'firstwords_chaos';

export class ChaosPostgres {
  private running: EmbeddedDatabase | undefined;

  private constructor(
    private readonly directory: string,
    readonly port: number,
  ) {}

  static async start(): Promise<ChaosPostgres> {
    const database = new ChaosPostgres(await mkdtemp(join(tmpdir(), 'firstwords-chaos-')), await findFreePort());
    await database.startAgain();
    return database;
  }

  get url(): string {
    return `postgres://postgres:postgres@127.0.0.1:${this.port}/${DATABASE}`;
  }

  /** SIGKILL to the postmaster: no shutdown, no checkpoint; its backends die with it. */
  kill(): void {
    const pid = Number(readFileSync(join(this.directory, 'postmaster.pid'), 'utf8').split('\n')[0]);
    process.kill(pid, 'SIGKILL');
    this.running = undefined;
  }

  /** Starts it on the same port and data, once the killed server's port and shared memory are let go. */
  async startAgain(): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      if (await isPortFree(this.port)) {
        try {
          // Killed as a process, never as a machine: what it committed is in the operating system's hands either way.
          this.running = await startEmbeddedPostgres({
            directory: this.directory,
            port: this.port,
            databaseName: DATABASE,
            durable: false,
          });
          if (this.running.port === this.port) return;
          await this.running.stop();
        } catch (error) {
          if (attempt >= 40) throw error;
        }
      }
      await sleep(250);
    }
  }

  async stop(): Promise<void> {
    await this.running?.stop();
    await rm(this.directory, { recursive: true, force: true });
  }
}
