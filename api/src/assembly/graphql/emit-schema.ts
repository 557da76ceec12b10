// Prints the schema to schema.graphql at the repository root; with --check, fails when the file is stale.
import { readFile, writeFile } from 'node:fs/promises';
import { printSchemaWithDirectives } from '@graphql-tools/utils';
import { lexicographicSortSchema } from 'graphql';
import { projectPath } from '../../config/paths.js';
import { buildGraphQLSchema } from './schema.js';

const file = projectPath('schema.graphql');
const printed = `${printSchemaWithDirectives(lexicographicSortSchema(await buildGraphQLSchema()))}\n`;

if (process.argv.includes('--check')) {
  const committed = await readFile(file, 'utf8').catch(() => '');
  if (committed !== printed) {
    console.error('schema.graphql is stale: run `npm run schema:emit -w api` and commit it.');
    process.exit(1);
  }
  console.log('schema.graphql is up to date.');
} else {
  await writeFile(file, printed);
  console.log(`Wrote ${file}`);
}
