import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { inject } from 'vitest';
import { createOrmConfig } from '../src/assembly/db/mikro-orm.config.js';
import { databaseUrl, withServerClient } from './database-template.js';

export interface TestDatabase {
  orm: MikroORM;
  url: string;
  name: string;
  close(): Promise<void>;
}

/** A fresh database for one test file, copied from the migrated template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = inject('testDatabaseServerUrl');
  const template = inject('testDatabaseTemplate');
  const name = `fw_test_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await withServerClient(serverUrl, async (client) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await client.query(`create database "${name}" template "${template}"`);
        return;
      } catch (error) {
        // Two copies of one template at the same instant: PostgreSQL asks the second to wait its turn.
        const busy = error instanceof Error && /being accessed by other users/.test(error.message);
        if (!busy || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  });
  const url = databaseUrl(serverUrl, name);
  const orm = await MikroORM.init(createOrmConfig(url));
  return {
    orm,
    url,
    name,
    async close() {
      await orm.close(true);
      await withServerClient(serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
    },
  };
}
