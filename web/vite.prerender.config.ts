import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { SOURCE_ALIASES } from './vite.config.ts';

// The build-time renderer of the public pages (scripts/prerender-pages.ts): one Node.js module with its libraries inside.
export default defineConfig({
  plugins: [react()],
  resolve: { alias: SOURCE_ALIASES },
  ssr: { noExternal: true },
  build: {
    ssr: 'src/prerender/render-page.tsx',
    emptyOutDir: true,
    copyPublicDir: false,
    // One file read once at build time, never sent to a browser.
    chunkSizeWarningLimit: 5000,
  },
});
