import { defineConfig } from 'vitest/config';

// Journeys in Debian's Chromium against the built app on a fresh embedded PostgreSQL.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
