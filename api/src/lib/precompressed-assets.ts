import { existsSync } from 'node:fs';
import { extname, join, sep } from 'node:path';
import type { Request, RequestHandler } from 'express';

// Brotli first: smaller, and every browser that sends "br" also sends "gzip".
const COPIES = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/** The build's compressed copy of a file that this request accepts, if there is one. */
export function precompressedCopy(req: Request, file: string) {
  return COPIES.find(({ encoding, suffix }) => req.acceptsEncodings(encoding) === encoding && existsSync(file + suffix));
}

/**
 * The web build writes x.js.br and x.js.gz beside each fingerprinted asset (web/vite.config.ts); browsers that
 * accept one get it, compressed once at build time instead of on every request. Other requests fall through.
 */
export function precompressedAssets(assetsDir: string): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    res.vary('Accept-Encoding');
    const file = join(assetsDir, req.path);
    if (!file.startsWith(assetsDir + sep)) return next();
    const copy = precompressedCopy(req, file);
    if (!copy) return next();
    res.type(extname(file));
    res.set('Content-Encoding', copy.encoding);
    // The names carry a content hash, so a copy never goes stale.
    res.sendFile(file + copy.suffix, { maxAge: '365d', immutable: true }, (error) => error && next(error));
  };
}
