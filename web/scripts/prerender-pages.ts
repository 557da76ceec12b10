// The build's last step: draws the public pages into dist/ with a server build of the app, and writes pages.json,
// which tells the server which file answers which address (an address no route knows gets the 404 page).
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import type { paths as appPaths } from '../src/config/paths.ts';
import type { RenderedPage } from '../src/prerender/render-page.tsx';
import { writeCompressedCopies } from './build-plugins.ts';
import type { Manifest } from './bundle-budget.ts';

interface Renderer {
  renderPage(path: string): Promise<RenderedPage>;
  paths: typeof appPaths;
}

// With the white space around it: React hydrates #root's children, and a stray text node there is a mismatch.
const PAGE = /\s*<!--page-->[\s\S]*<!--\/page-->\s*/;

/**
 * The frame's part between the page comments replaced by the drawn page, and the page's styles in the head, after
 * links that fetch the given modules early.
 */
export function pageHtml(frame: string, { html, styles }: RenderedPage, modules: string[] = []) {
  if (!PAGE.test(frame)) throw new Error('index.html has no <!--page--> ... <!--/page--> part to draw into');
  const preloads = modules.map((href) => `<link rel="modulepreload" crossorigin href="${href}">\n    `).join('');
  return frame
    .replace('<div id="root">', '<div id="root" data-prerendered>')
    .replace(PAGE, () => html)
    .replace('</head>', () => `${preloads}${styles}\n  </head>`);
}

/**
 * The chunks of the lazy parts a page's route module imports (the home page's sections) and theirs, but those the
 * frame fetches already. The page's HTML draws those parts and its hydration waits for their code, which had better
 * download beside the entry than after it. Route modules are named after the address's first segment.
 */
function lazyPartModules(manifest: Manifest, path: string, frame: string): string[] {
  const files = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) add(imported);
  };
  for (const key of manifest[`src/app/routes/${path.split('/')[1] || 'home'}.tsx`]?.dynamicImports ?? []) add(key);
  return [...files].map((file) => `/${file}`).filter((href) => !frame.includes(`"${href}"`));
}

export function prerenderPages(configFile: string): Plugin {
  return {
    name: 'firstwords-prerender-pages',
    apply: 'build',
    async closeBundle() {
      const outDir = join(import.meta.dirname, '../.prerender');
      await build({ configFile, logLevel: 'warn', build: { outDir } });
      const { renderPage, paths } = (await import(pathToFileURL(join(outDir, 'render-page.js')).href)) as Renderer;
      const dist = join(import.meta.dirname, '../dist');
      const frame = await readFile(join(dist, 'index.html'), 'utf8');
      const chunks = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
      const pages = { 'index.html': paths.home.path, 'auth.html': paths.auth.path, 'not-found.html': '/no-such-page' };
      for (const [file, path] of Object.entries(pages)) {
        await writeFile(join(dist, file), pageHtml(frame, await renderPage(path), lazyPartModules(chunks, path, frame)));
      }
      await writeFile(join(dist, 'frame.html'), frame);
      const manifest = {
        pages: { [paths.home.path]: 'index.html', [paths.auth.path]: 'auth.html' },
        routes: Object.values(paths).map((route) => route.path),
        frame: 'frame.html',
        notFound: 'not-found.html',
      };
      await writeFile(join(dist, 'pages.json'), `${JSON.stringify(manifest, null, 2)}\n`);
      for (const file of [...Object.keys(pages), 'frame.html']) writeCompressedCopies(join(dist, file));
      await rm(outDir, { recursive: true, force: true });
    },
  };
}
