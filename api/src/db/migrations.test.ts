import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createOrmConfig } from '../assembly/db/mikro-orm.config.js';
import { MIGRATIONS } from './migrations/index.js';

describe('migrations', () => {
  const databases: TestDatabase[] = [];
  afterAll(async () => {
    await Promise.all(databases.map((db) => db.close()));
  });

  it('apply to an empty database and leave no difference from the entities', async () => {
    const db = await createTestDatabase();
    databases.push(db);
    // Start from nothing: drop what the template brought, then migrate from scratch.
    await db.orm.em.getConnection().execute('drop schema public cascade; create schema public;');
    const orm = await MikroORM.init(createOrmConfig(db.url));
    try {
      const applied = await orm.getMigrator().up();
      expect(applied.map((migration) => migration.name)).toEqual(MIGRATIONS.map((migration) => migration.name));
      const pending = await orm.schema.getUpdateSchemaSQL({ wrap: false });
      expect(pending.trim()).toBe('');
    } finally {
      await orm.close(true);
    }
  });

  it('seed the three credit packages, in pence', async () => {
    const db = await createTestDatabase();
    databases.push(db);
    const rows = await db.orm.em
      .getConnection()
      .execute<{ id: string; price: number; credits: number; is_subscription: boolean }[]>(
        'select id, price, credits, is_subscription from credit_packages order by sort_order',
      );
    expect(rows).toEqual([
      { id: 'package_basic', price: 999, credits: 5, is_subscription: false },
      { id: 'package_standard', price: 2999, credits: 50, is_subscription: false },
      { id: 'package_premium', price: 5999, credits: 100, is_subscription: false },
      { id: 'package_monthly', price: 5999, credits: 100, is_subscription: true },
    ]);
  });
});
