import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../src/config/env.js';
import { testSettings } from './settings.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded-postgres.js';
import { findFreePort } from '../src/lib/free-port.js';
import { migrateTemplate, serverUrlOf } from './database-template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A connection URL to the server's maintenance database. */
    testDatabaseServerUrl: string;
    /** A migrated, seeded database each test file copies. */
    testDatabaseTemplate: string;
  }
}

/**
 * The embedded-postgres package stops its servers on the way out with async-exit-hook, which answers Node's
 * 'beforeExit' with process.exit(0): in the test runner's own process that would turn a failed run's exit code 1
 * into 0. The code the run had set before that is restored as the process exits.
 */
function keepTheRunsExitCode(): void {
  let code: typeof process.exitCode;
  process.prependListener('beforeExit', () => {
    code = process.exitCode;
  });
  process.on('exit', () => {
    if (code) process.exitCode = code;
  });
}

/** One PostgreSQL per run: DATABASE_URL when set, else the embedded one in a temporary directory. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let embedded: EmbeddedDatabase | undefined;
  let directory: string | undefined;
  let url = process.env.DATABASE_URL;
  if (!url) {
    keepTheRunsExitCode();
    directory = await mkdtemp(join(tmpdir(), 'firstwords-test-pg-'));
    embedded = await startEmbeddedPostgres({ directory, port: await findFreePort(), databaseName: 'postgres', durable: false });
    url = embedded.url;
  }
  const template = `fw_template_${process.pid}`;
  await migrateTemplate(url, template, loadConfig(testSettings()));
  project.provide('testDatabaseServerUrl', serverUrlOf(url));
  project.provide('testDatabaseTemplate', template);
  return async () => {
    await embedded?.stop();
    if (directory) await rm(directory, { recursive: true, force: true });
  };
}
