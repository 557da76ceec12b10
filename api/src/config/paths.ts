import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: three levels above this file, from src/config or dist/config alike. */
const PROJECT_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** A path relative to the repository root, whatever the working directory (npm -w runs in api/). */
export function projectPath(...segments: string[]): string {
  const [first, ...rest] = segments;
  if (first !== undefined && isAbsolute(first)) return resolve(first, ...rest);
  return resolve(PROJECT_ROOT, ...segments);
}
