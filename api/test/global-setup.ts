import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../src/config/env.js';
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

/** One PostgreSQL per run: DATABASE_URL when set, else the embedded one in a temporary directory. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let embedded: EmbeddedDatabase | undefined;
  let directory: string | undefined;
  let url = process.env.DATABASE_URL;
  if (!url) {
    directory = await mkdtemp(join(tmpdir(), 'firstwords-test-pg-'));
    embedded = await startEmbeddedPostgres({ directory, port: await findFreePort(), databaseName: 'postgres' });
    url = embedded.url;
  }
  const template = `fw_template_${process.pid}`;
  await migrateTemplate(url, template, loadConfig({ NODE_ENV: 'test' }));
  project.provide('testDatabaseServerUrl', serverUrlOf(url));
  project.provide('testDatabaseTemplate', template);
  return async () => {
    await embedded?.stop();
    if (directory) await rm(directory, { recursive: true, force: true });
  };
}
