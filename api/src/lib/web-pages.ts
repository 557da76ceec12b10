import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Request, type RequestHandler, type Router } from 'express';
import { precompressedCopy } from './precompressed-assets.js';

/** Which file answers which address; the web build writes it (web/scripts/prerender-pages.ts). */
interface PagesManifest {
  /** Pages drawn at build time, by route. */
  pages: Record<string, string>;
  /** Every route the app knows; those not drawn get the frame, which the browser draws them into. */
  routes: string[];
  frame: string;
  notFound: string;
}

/**
 * The web app's HTML: a public page as drawn at build time, another route as the frame, and an address no route
 * knows as the 404 page with a 404 status. Without pages.json (a build of its own) every address gets index.html.
 */
export function webPages(webDist: string): Router {
  const router = express.Router();
  const manifestFile = join(webDist, 'pages.json');
  if (!existsSync(manifestFile)) {
    router.get('/{*path}', sendPage(webDist, 'index.html'));
    return router;
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as PagesManifest;
  for (const route of manifest.routes) router.get(route, sendPage(webDist, manifest.pages[route] ?? manifest.frame));
  router.get('/{*path}', sendPage(webDist, manifest.notFound, 404));
  return router;
}

function sendPage(webDist: string, file: string, status = 200): RequestHandler {
  return (req: Request, res, next) => {
    res.status(status).vary('Accept-Encoding');
    const copy = precompressedCopy(req, join(webDist, file));
    // Never cached without asking: a new release changes which assets the page names.
    const options = { root: webDist, maxAge: 0 };
    if (!copy) return res.sendFile(file, options, (error) => error && next(error));
    res.type('html').set('Content-Encoding', copy.encoding);
    res.sendFile(file + copy.suffix, options, (error) => error && next(error));
  };
}
