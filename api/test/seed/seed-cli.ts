// Fills the database at DATABASE_URL with generated users and introductions, for the benchmark.
// Usage: npx tsx test/seed/seed-cli.ts --users 100000 --introductions 1000000 [--days 60]
import { parseArgs } from 'node:util';
import { MikroORM } from '@mikro-orm/postgresql';
import { createOrmConfig } from '../../src/assembly/db/mikro-orm.config.js';
import { seedDatabase } from './seed-database.js';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '1000' },
    introductions: { type: 'string', default: '10000' },
    days: { type: 'string', default: '60' },
  },
});

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('Set DATABASE_URL to the database to seed.');
  process.exit(1);
}

const orm = await MikroORM.init(createOrmConfig(url));
try {
  // The schema must exist before rows can go in; the app applies the same migrations at start.
  await orm.getMigrator().up();
  const started = performance.now();
  const result = await seedDatabase(orm.em.fork(), {
    users: Number(values.users),
    introductions: Number(values.introductions),
    days: Number(values.days),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Seeded ${result.users} users and ${result.introductions} introductions in ${seconds} s.`);
} finally {
  await orm.close(true);
}
