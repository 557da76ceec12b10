import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app.js';

const SCRIPT = `console.log(${JSON.stringify('FirstWords '.repeat(200))});`;

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

// fetch would decode the body; this shows what the server actually sent.
function get(app: TestApp, path: string, acceptEncoding?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(`${app.baseUrl}${path}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('precompressed web assets', () => {
  let webDist: string;
  let app: TestApp;
  beforeAll(async () => {
    webDist = await mkdtemp(join(tmpdir(), 'firstwords-web-'));
    await mkdir(join(webDist, 'assets'));
    await writeFile(join(webDist, 'index.html'), '<!doctype html><title>FirstWords</title>');
    await writeFile(join(webDist, 'index.html.br'), brotliCompressSync('<!doctype html><title>FirstWords</title>'));
    await writeFile(join(webDist, 'assets/index-abc123.js'), SCRIPT);
    await writeFile(join(webDist, 'assets/index-abc123.js.br'), brotliCompressSync(SCRIPT));
    await writeFile(join(webDist, 'assets/index-abc123.js.gz'), gzipSync(SCRIPT));
    await writeFile(join(webDist, 'assets/plain-def456.js'), SCRIPT);
    app = await startTestApp({}, { webDistDirectory: webDist });
  });
  afterAll(async () => {
    await app?.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('sends the brotli copy to a browser that accepts it, as JavaScript cached for good', async () => {
    const response = await get(app, '/assets/index-abc123.js', 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers.vary).toMatch(/Accept-Encoding/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.body).toString()).toBe(SCRIPT);
    expect(response.body.length).toBeLessThan(SCRIPT.length / 10);
  });

  it('sends the gzip copy when brotli is not accepted', async () => {
    const response = await get(app, '/assets/index-abc123.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('sends the file as it is when no encoding is accepted or no copy was built', async () => {
    for (const [path, encoding] of [
      ['/assets/index-abc123.js', undefined],
      ['/assets/plain-def456.js', 'br'],
    ] as const) {
      const response = await get(app, path, encoding);
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body.toString()).toBe(SCRIPT);
    }
  });

  it('never reaches outside the assets folder', async () => {
    const response = await get(app, '/assets/../index.html', 'br');
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});
