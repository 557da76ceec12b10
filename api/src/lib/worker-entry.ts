import { fileURLToPath } from 'node:url';

/**
 * The file of a worker or reader process in src/workers: the compiled one, or, when the server runs from its TypeScript
 * source (tsx, Vitest), the source with tsx registered first.
 */
export function workerEntry(name: string): { filename: string; execArgv: string[] } {
  const compiled = import.meta.url.endsWith('.js');
  const filename = fileURLToPath(new URL(`../workers/${name}.${compiled ? 'js' : 'ts'}`, import.meta.url));
  if (compiled) return { filename, execArgv: [] };
  const tsx = import.meta.resolve('tsx/esm/api');
  const tsconfig = fileURLToPath(new URL('../../tsconfig.json', import.meta.url));
  const register = `import { register } from ${JSON.stringify(tsx)}; register({ tsconfig: ${JSON.stringify(tsconfig)} });`;
  return { filename, execArgv: ['--import', `data:text/javascript,${encodeURIComponent(register)}`] };
}
