import { createRequire } from 'node:module';
import { fileURLToPath, URL } from 'node:url';
import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // esbuild emits no decorator metadata; SWC does, as a safety net for TypeGraphQL and MikroORM.
  plugins: [
    swc.vite({
      jsc: {
        parser: { syntax: 'typescript', decorators: true },
        transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
        target: 'es2022',
      },
    }),
  ],
  resolve: {
    alias: [
      { find: '@firstwords/contracts', replacement: fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url)) },
      // Node.js loads graphql's CommonJS entry (the package has no exports map), as TypeGraphQL does; Vite would pick
      // its `module` entry, a second copy whose types the schema refuses as "from another realm".
      { find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') },
    ],
  },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    // The files of one worker share its loaded modules (TypeGraphQL, MikroORM, compromise, Harper): loading them for
    // every file was 85 s of a 290 s run. Each file still starts its own app on its own database; spies are
    // restored after each test, so nothing a file changes reaches the next.
    isolate: false,
    // Vitest's default on two cores is one worker; a server test spends much of its time waiting on PostgreSQL, so a
    // second one keeps both cores busy (160 s to 111 s on this machine, under load).
    maxWorkers: 2,
    restoreMocks: true,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
