import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      css: false,
      restoreMocks: true,
      testTimeout: 15000,
      // Vitest's default on two cores is one worker; a second keeps both busy while the other waits on the DOM.
      maxWorkers: 2,
    },
  }),
);
