import type { TestProject } from 'vitest/node';
import { startBuiltApp } from '../../scripts/app-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** The built app (npm run build first) on its embedded defaults, in a throw-away data directory. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { baseUrl, stop } = await startBuiltApp();
  project.provide('baseUrl', baseUrl);
  return stop;
}
