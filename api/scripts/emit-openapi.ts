// Writes openapi.json at the repository root and the REST client's types the tests use; with --check, fails when
// either is stale.
import { readFile, writeFile } from 'node:fs/promises';
import { projectPath } from '../src/config/paths.js';
import { buildOpenApiDocument } from '../src/assembly/openapi/openapi-document.js';
import { clientTypesOf } from '../test/rest-client/client-types.js';

const document = buildOpenApiDocument();
const files = [
  { path: projectPath('openapi.json'), text: `${JSON.stringify(document, null, 2)}\n` },
  { path: projectPath('api', 'test', 'rest-client', 'rest-api.ts'), text: await clientTypesOf(document) },
];

if (process.argv.includes('--check')) {
  const stale = [];
  for (const { path, text } of files) if ((await readFile(path, 'utf8').catch(() => '')) !== text) stale.push(path);
  if (stale.length > 0) {
    console.error(`Stale: ${stale.join(', ')}. Run \`npm run openapi:emit -w api\` and commit them.`);
    process.exit(1);
  }
  console.log('openapi.json and the REST client types are up to date.');
} else {
  for (const { path, text } of files) await writeFile(path, text);
  console.log(`Wrote ${files.map(({ path }) => path).join(', ')}`);
}
