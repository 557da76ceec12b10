// Vite plugins of the production build: the bundle budget, precompressed assets and early route downloads.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { budgetTable, budgetViolations, pageLoads, WEB_BUDGET, type Manifest } from './bundle-budget.ts';

/** Prints what each page loads first and fails the build when a page breaks its budget. */
export function bundleBudget(): Plugin {
  return {
    name: 'firstwords-bundle-budget',
    apply: 'build',
    writeBundle({ dir = 'dist' }) {
      const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8')) as Manifest;
      const gzipBytes = (file: string) => gzipSync(readFileSync(join(dir, file))).length;
      const loads = pageLoads(manifest, WEB_BUDGET.routesDir, gzipBytes);
      console.log(`\nJavaScript each page loads first\n${budgetTable(loads, WEB_BUDGET)}\n`);
      const violations = budgetViolations(manifest, loads, WEB_BUDGET);
      if (violations.length > 0) throw new Error(`Bundle budget broken:\n- ${violations.join('\n- ')}`);
    },
  };
}

export function writeCompressedCopies(file: string) {
  const content = readFileSync(file);
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
}

/** Writes x.js.br and x.js.gz beside each fingerprinted asset, for the server to send to browsers that accept them. */
export function precompressAssets(): Plugin {
  return {
    name: 'firstwords-precompress-assets',
    apply: 'build',
    // Reads the folder rather than the bundle, so files other plugins wrote there (the route preloader) are included.
    writeBundle({ dir = 'dist' }) {
      for (const name of readdirSync(join(dir, 'assets')).filter((file) => /\.(js|css|svg)$/.test(file))) {
        writeCompressedCopies(join(dir, 'assets', name));
      }
    },
  };
}

/** For each route module (named after its first path segment), the files it needs beyond the entry's. */
export function routeChunks(bundle: OutputBundle, routesDir: string): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const staticClosure = (start: string, seen = new Set<string>()) => {
    if (!seen.has(start)) {
      seen.add(start);
      for (const file of byFile.get(start)?.imports ?? []) staticClosure(file, seen);
    }
    return seen;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The bundle has no entry chunk');
  const shared = staticClosure(entry.fileName);
  const routes = chunks.filter((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId?.includes(routesDir));
  return Object.fromEntries(
    routes.map((chunk) => [
      basename(chunk.facadeModuleId ?? '', '.tsx'),
      [...staticClosure(chunk.fileName)].filter((file) => !shared.has(file)).map((file) => `/${file}`),
    ]),
  );
}

/**
 * A page's own chunks download beside the entry instead of after it has run: a small script in the head
 * adds modulepreload links for the route the address names (an inline script would need a CSP exception).
 */
export function preloadRouteChunks(routesDir: string): Plugin {
  let script: { fileName: string; source: string } | undefined;
  return {
    name: 'firstwords-preload-route-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle = {} }) {
        const source = `(() => {
  const routes = ${JSON.stringify(routeChunks(bundle, routesDir))};
  const route = location.pathname.split('/')[1] || 'home';
  for (const href of routes[route] ?? routes['not-found'] ?? []) {
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' });
    document.head.append(link);
  }
})();
`;
        const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
        script = { fileName: `assets/route-preload-${hash}.js`, source };
        // Fetched first but never waited for: the page frame in index.html paints without it.
        return [{ tag: 'script', attrs: { src: `/${script.fileName}`, async: true, fetchpriority: 'high' }, injectTo: 'head' }];
      },
    },
    writeBundle({ dir = 'dist' }) {
      if (!script) throw new Error('index.html was not transformed');
      writeFileSync(join(dir, script.fileName), script.source);
    },
  };
}
