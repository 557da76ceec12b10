import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app.js';

const PAGES = {
  'index.html': '<!doctype html><title>FirstWords</title><h1>Your first words</h1>',
  'auth.html': '<!doctype html><title>FirstWords</title><h1>Sign in</h1>',
  'frame.html': '<!doctype html><title>FirstWords</title><header>FirstWords</header>',
  'not-found.html': '<!doctype html><title>FirstWords</title><h1>404 Page Not Found</h1>',
};
const MANIFEST = {
  pages: { '/': 'index.html', '/auth': 'auth.html' },
  routes: ['/', '/auth', '/dashboard', '/results/:id'],
  frame: 'frame.html',
  notFound: 'not-found.html',
};

describe('web pages', () => {
  let webDist: string;
  let app: TestApp;
  beforeAll(async () => {
    webDist = await mkdtemp(join(tmpdir(), 'firstwords-pages-'));
    for (const [file, html] of Object.entries(PAGES)) await writeFile(join(webDist, file), html);
    await writeFile(join(webDist, 'index.html.br'), brotliCompressSync(PAGES['index.html']));
    await writeFile(join(webDist, 'pages.json'), JSON.stringify(MANIFEST));
    app = await startTestApp({}, { webDistDirectory: webDist });
  });
  afterAll(async () => {
    await app?.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('answers a public page with the page drawn at build time', async () => {
    for (const [path, file] of [
      ['/', 'index.html'],
      ['/auth', 'auth.html'],
      ['/auth?redirect=%2Fform', 'auth.html'],
    ] as const) {
      const response = await fetch(`${app.baseUrl}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toBe(PAGES[file]);
    }
  });

  it('sends the compressed copy of a page to a browser that accepts it, revalidated on every visit', async () => {
    const response = await fetch(`${app.baseUrl}/`, { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0');
    expect(await response.text()).toBe(PAGES['index.html']);
  });

  it('answers the app’s other routes with the frame the browser draws them into', async () => {
    for (const path of ['/dashboard', '/results/42']) {
      const response = await fetch(`${app.baseUrl}${path}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(PAGES['frame.html']);
    }
  });

  it('answers an address no route knows with the 404 page and a 404 status', async () => {
    for (const path of ['/no-such-page', '/results', '/dashboard/extra']) {
      const response = await fetch(`${app.baseUrl}${path}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe(PAGES['not-found.html']);
    }
    const api = await fetch(`${app.baseUrl}/api/no-such-endpoint`);
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toMatch(/json/);
  });
});
