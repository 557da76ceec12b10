// Fails when the committed codegen output differs from what codegen.ts produces now.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { generate, loadCodegenConfig } from '@graphql-codegen/cli';

const { config } = await loadCodegenConfig({ configFilePath: resolve('codegen.ts') });
const outputs = await generate({ ...config, silent: true }, false);
const stale = [];
for (const output of outputs) {
  const committed = await readFile(resolve(output.filename), 'utf8').catch(() => null);
  if (committed !== output.content) stale.push(output.filename);
}
if (stale.length > 0) {
  console.error(`Codegen output is stale: ${stale.join(', ')}. Run \`npm run codegen\` and commit the result.`);
  process.exit(1);
}
console.log(`Codegen output is up to date (${outputs.length} files).`);
