import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webFileCacheControl } from './app';
import { createTestApp, type TestApp } from './test/test-app';

let t: TestApp;
let webRoot: string;
const BUNDLE = `export const greeting = ${JSON.stringify('olá '.repeat(400))};`;
const TRANSLATION = JSON.stringify({ hello: 'Hello', filler: 'x'.repeat(2000) });

/** A small build as `vite build` lays it out: plain files with their .br and .gz copies. */
async function writeBuild(root: string) {
  const files: Record<string, string> = {
    'index.html': '<!doctype html><title>Acorn</title><div id="root"></div>',
    'assets/index-Ab12Cd34.js': BUNDLE,
    'assets/i18n/common/en.json': TRANSLATION,
    'assets/i18n/common/en.0123456789.json': TRANSLATION,
  };
  for (const [name, text] of Object.entries(files)) {
    const path = join(root, name);
    await mkdir(join(path, '..'), { recursive: true });
    await writeFile(path, text);
    await writeFile(`${path}.br`, brotliCompressSync(text));
    await writeFile(`${path}.gz`, gzipSync(text));
  }
  await writeFile(join(root, 'favicon.ico'), Buffer.from([0, 0, 1, 0, 1, 0]));
}

beforeAll(async () => {
  webRoot = await mkdtemp(join(tmpdir(), 'acorn-web-build-'));
  await writeBuild(webRoot);
  t = await createTestApp({ webRoot, env: { RATE_LIMIT_ANONYMOUS: '5' } });
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('delivery of the web app', () => {
  it('sends the Brotli or gzip copy of a bundle, kept for a year', async () => {
    const br = await get('/assets/index-Ab12Cd34.js', 'br, gzip');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BUNDLE);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gzip = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BUNDLE);
    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BUNDLE);
  });

  it('keeps hashed translations for a year and revalidates the plain ones and the page', async () => {
    expect((await get('/assets/i18n/common/en.0123456789.json')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/assets/i18n/common/en.json')).headers['cache-control']).toBe('no-cache');
    const page = await get('/feed', 'br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('br');
  });

  it('answers 404 for a bundle that is not there, so the app can tell it failed to load', async () => {
    const missing = await get('/assets/index-OldRelease.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/json');
  });

  it('answers robots.txt and favicon.ico as files, not as the app page', async () => {
    const robots = await get('/robots.txt');
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toContain('Disallow: /api/');
    const icon = await get('/favicon.ico');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/icon/);
  });

  it('compresses API answers over 1 KiB', async () => {
    const countries = await get('/api/countries', 'gzip');
    expect(countries.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(countries.rawPayload).toString()).toContain('Portugal');
  });

  it('never counts static files against the address limit: 200 page loads from one address, only API calls', async () => {
    const remoteAddress = '198.51.100.77';
    for (let load = 0; load < 200; load++) {
      for (const url of ['/', '/assets/index-Ab12Cd34.js', '/assets/i18n/common/en.0123456789.json']) {
        const res = await t.app.inject({ method: 'GET', url, remoteAddress });
        expect(res.statusCode, url).toBe(200);
      }
    }
    const api = [];
    for (let call = 0; call < 6; call++) {
      api.push((await t.app.inject({ method: 'GET', url: '/api/sectors', remoteAddress })).statusCode);
    }
    expect(api).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('webFileCacheControl', () => {
  it('tells hashed files from the ones that change under the same name', () => {
    expect(webFileCacheControl('/srv/dist/assets/mantine-Cjm2BnJd.css')).toContain('immutable');
    expect(webFileCacheControl('/srv/dist/assets/i18n/admin/pt.4a9931c9b9.json')).toContain('immutable');
    expect(webFileCacheControl('/srv/dist/assets/i18n/admin/pt.json')).toBe('no-cache');
    expect(webFileCacheControl('/srv/dist/index.html')).toBe('no-cache');
    expect(webFileCacheControl('/srv/dist/apple-touch-icon.png')).toBe('no-cache');
  });
});
