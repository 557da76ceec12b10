import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleBudget, precompressAssets, preloadRouteChunks } from './scripts/build-plugins.ts';
import { prerenderPages } from './scripts/prerender-pages.ts';

/** The app's own folder, and the contracts' source (the API reads their compiled output, the web bundles the source). */
export const SOURCE_ALIASES = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@firstwords/contracts': fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url)),
};

const apiTarget = 'http://127.0.0.1:4000';
const APP = /[\\/]web[\\/]src[\\/](?!app[\\/]routes[\\/])/;
// Icons are left out: each is tiny and travels with the page that draws it.
const MUI = /node_modules[\\/](@mui[\\/](?!icons-material)|@emotion|@popperjs|stylis|react-transition-group)/;

export default defineConfig({
  plugins: [
    react(),
    preloadRouteChunks('/src/app/routes/'),
    precompressAssets(),
    bundleBudget(),
    prerenderPages(fileURLToPath(new URL('./vite.prerender.config.ts', import.meta.url))),
  ],
  resolve: { alias: SOURCE_ALIASES },
  server: {
    proxy: {
      '/api': apiTarget,
      '/graphql': apiTarget,
      '/healthz': apiTarget,
      '/readyz': apiTarget,
      // Shared texts are pages the server builds.
      '/s/': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The bundle budget walks the chunk graph from the manifest.
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries change far less often than the app, so they get long-lived chunks of their own.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler|prop-types)[\\/]/, priority: 4 },
            // MUI that every page draws (styling core, layout) in one chunk, the rest of it in another: a page needs
            // two requests for MUI, not twenty, and the home page's first screen needs only the first.
            { name: 'mui', test: MUI, tags: ['$initial'], priority: 3 },
            { name: 'mui-pages', test: MUI, priority: 3 },
            { name: 'apollo', test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|tslib)[\\/]/, priority: 2 },
            { name: 'charts', test: /node_modules[\\/](apexcharts|react-apexcharts)[\\/]/, priority: 2 },
            { name: 'stripe', test: /node_modules[\\/]@stripe[\\/]/, priority: 2 },
            { name: 'shell', test: APP, tags: ['$initial'], priority: 1 },
            { name: 'app', test: APP, minShareCount: 2, priority: 0 },
          ],
        },
      },
    },
  },
});
