import { defineConfig } from 'vitest/config';

// Journeys in Debian's Chromium against the built app on a fresh embedded PostgreSQL.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    // Two files at a time: while one waits on the server or the browser, the other has the core (146 s to 115 s here).
    // Each test signs in its own person; the admin, who counts everyone, watches an app of its own.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A poll waits for the page to show a server's answer: under load on two cores that took up to 2.5 s (a dashboard
    // list after a generation), past Vitest's default of 1 s. The limit only ends a failing wait; a passing one ends
    // as soon as the page shows it.
    expect: { poll: { timeout: 15_000 } },
  },
});
