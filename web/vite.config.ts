import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = 'http://localhost:4000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/graphql': apiTarget,
      '/healthz': apiTarget,
      '/readyz': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change far less often than the app, so they get long-lived chunks of their own.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 4 },
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion|@popperjs|notistack)[\\/]/, priority: 3 },
            { name: 'apollo', test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|tslib)[\\/]/, priority: 2 },
            { name: 'charts', test: /node_modules[\\/](apexcharts|react-apexcharts)[\\/]/, priority: 2 },
            { name: 'stripe', test: /node_modules[\\/]@stripe[\\/]/, priority: 2 },
          ],
        },
      },
    },
  },
});
