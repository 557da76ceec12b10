// The build's last step: draws the public pages into dist/ with a server build of the app, and writes pages.json,
// which tells the server which file answers which address (an address no route knows gets the 404 page).
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import type { paths as appPaths } from '../src/config/paths.ts';
import type { RenderedPage } from '../src/prerender/render-page.tsx';
import { writeCompressedCopies } from './build-plugins.ts';

interface Renderer {
  renderPage(path: string): Promise<RenderedPage>;
  paths: typeof appPaths;
}

// With the white space around it: React hydrates #root's children, and a stray text node there is a mismatch.
const PAGE = /\s*<!--page-->[\s\S]*<!--\/page-->\s*/;

/** The frame's part between the page comments replaced by the drawn page, and the page's styles in the head. */
export function pageHtml(frame: string, { html, styles }: RenderedPage) {
  if (!PAGE.test(frame)) throw new Error('index.html has no <!--page--> ... <!--/page--> part to draw into');
  return frame
    .replace('<div id="root">', '<div id="root" data-prerendered>')
    .replace(PAGE, () => html)
    .replace('</head>', () => `${styles}\n  </head>`);
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
      const pages = { 'index.html': paths.home.path, 'auth.html': paths.auth.path, 'not-found.html': '/no-such-page' };
      for (const [file, path] of Object.entries(pages)) {
        await writeFile(join(dist, file), pageHtml(frame, await renderPage(path)));
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
