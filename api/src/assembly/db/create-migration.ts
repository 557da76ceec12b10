// Writes a migration for the difference between the entities and the committed migrations, using a
// throw-away embedded PostgreSQL. Usage: npm run migration:create -w api [-- --name what-changed]
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { startEmbeddedPostgres } from '../../db/embedded-postgres.js';
import { createOrmConfig } from './mikro-orm.config.js';
import { findFreePort } from '../../lib/free-port.js';

const MIGRATIONS_DIR = new URL('../../db/migrations/', import.meta.url);

const nameIndex = process.argv.indexOf('--name');
// The name becomes part of a class name.
const name = nameIndex > 0 ? process.argv[nameIndex + 1]?.replace(/\W+/g, '_') : undefined;
const directory = await mkdtemp(join(tmpdir(), 'firstwords-migration-'));
const database = await startEmbeddedPostgres({ directory, port: await findFreePort(), databaseName: 'migration' });
try {
  const orm = await MikroORM.init(createOrmConfig(database.url));
  const migrator = orm.getMigrator();
  await migrator.up();
  const result = await migrator.createMigration(new URL('.', MIGRATIONS_DIR).pathname, false, false, name);
  await orm.close(true);
  if (result.diff.up.length === 0) {
    console.log('No changes: the migrations already match the entities.');
  } else {
    const className = result.fileName.replace(/\.ts$/, '');
    const indexFile = new URL('index.ts', MIGRATIONS_DIR);
    const index = await readFile(indexFile, 'utf8');
    const withImport = index.replace(
      /(import type \{ MigrationObject \} from '@mikro-orm\/core';\n)/,
      `$1import { ${className} } from './${className}.js';\n`,
    );
    const withEntry = withImport.replace(/\];\s*$/, `  { name: '${className}', class: ${className} },\n];\n`);
    await writeFile(indexFile, withEntry);
    console.log(`Created ${result.fileName}`);
  }
} finally {
  await database.stop();
  await rm(directory, { recursive: true, force: true });
}
