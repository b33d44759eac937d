import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { call, testApp, useSite } from './helpers.ts';
import { emptyDb } from './stub-db.ts';

const NOINDEX = '<meta name="robots" content="noindex">';
const site = useSite();

const get = (url: string, headers: Record<string, string> = {}) => call(site.app, url, { headers });

describe('entry and history fallback', () => {
  it('redirects / to /m/ keeping the query', async () => {
    const res = await get('http://localhost/?affiliateCode=a1');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/m/?affiliateCode=a1');
  });

  it.each(['/m', '/m/', '/m/home', '/m/member/home', '/m/register.html', '/m/launchGame'])('serves index.html for the app route %s', async (path) => {
    const res = await get(`http://localhost${path}?x=1`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('<div id="root">');
  });

  it('answers a 404 HTML page (not the app) for other /m/ paths', async () => {
    const res = await get('http://localhost/m/not-a-page');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).not.toContain('<div id="root">');
    expect(html).toContain(NOINDEX);
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
  });

  it('answers a missing hashed asset or file with a plain 404, never index.html', async () => {
    for (const path of ['/m/assets/app-zzz999.js', '/m/assets/nothing', '/m/missing.png', '/m/home.js']) {
      const res = await get(`http://localhost${path}`);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toMatch(/^text\/plain/);
      expect(await res.text(), path).not.toContain('<html');
    }
  });

  it('does not serve files outside the dist folder', async () => {
    for (const path of ['/m/../package.json', '/m/%2e%2e/%2e%2e/etc/passwd', '/m/assets/..%2f..%2fpackage.json']) {
      const res = await get(`http://localhost${path}`);
      expect(res.status, path).not.toBe(200);
    }
  });
});

describe('cache headers', () => {
  it('makes hashed assets immutable for a year', async () => {
    const res = await get('http://localhost/m/assets/app-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves sw.js with no-cache and the /m/ scope header, whatever its query', async () => {
    const res = await get('http://localhost/m/sw.js?env=production&merchant=demo');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('service-worker-allowed')).toBe('/m/');
  });

  it('answers HEAD like GET without a body', async () => {
    const res = await call(site.app, 'http://localhost/m/assets/app-abc123.js', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe('');
  });

  it('answers 304 for an unchanged unhashed file', async () => {
    const first = await get('http://localhost/m/robots.txt');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await get('http://localhost/m/robots.txt', { 'If-None-Match': etag! })).status).toBe(304);
  });
});

describe('robots', () => {
  const page = async (url: string) => {
    const res = await get(url);
    return { html: await res.text(), tag: res.headers.get('x-robots-tag') };
  };

  it.each(['http://localhost/m/home', 'http://www.lotto.localhost/m/home', 'http://localhost:8080/m/'])('leaves %s indexable', async (url) => {
    const { html, tag } = await page(url);
    expect(html).not.toContain('noindex');
    expect(html).not.toContain('<!--robots-->');
    expect(tag).toBeNull();
  });

  it.each([
    'http://localhost/m/member/home',
    'http://aff42.demo.localhost/m/home',
    'http://127.0.0.1/m/home',
    'http://localhost/m/changePsw',
  ])('marks %s noindex', async (url) => {
    const { html, tag } = await page(url);
    expect(html).toContain(NOINDEX);
    expect(html).not.toContain('<!--robots-->');
    expect(tag).toBe('noindex');
  });
});

describe('every response', () => {
  it.each(['/m/home', '/m/assets/app-abc123.js', '/m/nope', '/elsewhere'])('carries Referrer-Policy and nosniff on %s', async (path) => {
    const res = await get(`http://localhost${path}`);
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('without a build', () => {
  it('answers 503 saying to run the build', async () => {
    const bare = testApp(emptyDb(), { distDir: join(tmpdir(), 'tessera-missing-dist-folder') });
    for (const path of ['/m/', '/m/home', '/m']) {
      const r = await call(bare, `http://localhost${path}`);
      expect(r.status, path).toBe(503);
      expect(await r.text()).toMatch(/npm run build/);
    }
  });
});

describe('compression', () => {
  it('gzips text answers for clients that accept it, and only for them', async () => {
    writeFileSync(join(site.dir, 'assets', 'big-abc123.js'), `console.log(${JSON.stringify('x'.repeat(8000))});`);
    const gz = await get('http://localhost/m/assets/big-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const body = Buffer.from(await gz.arrayBuffer());
    expect(gunzipSync(body).toString()).toContain('xxxx');
    expect(body.length).toBeLessThan(1000);
    const plain = await get('http://localhost/m/assets/big-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('sends a built file gzipped with its length and Vary, the same bytes to every request', async () => {
    const text = `export const s = ${JSON.stringify('y'.repeat(6000))};`;
    writeFileSync(join(site.dir, 'assets', 'len-abc123.js'), text);
    const first = await get('http://localhost/m/assets/len-abc123.js', { 'Accept-Encoding': 'gzip, br' });
    const body = Buffer.from(await first.arrayBuffer());
    expect(first.headers.get('content-length')).toBe(String(body.length));
    expect(first.headers.get('vary')).toBe('Accept-Encoding');
    expect(first.headers.get('transfer-encoding')).toBeNull();
    expect(gunzipSync(body).toString()).toBe(text);
    const again = Buffer.from(await (await get('http://localhost/m/assets/len-abc123.js', { 'Accept-Encoding': 'gzip' })).arrayBuffer());
    expect(again.equals(body)).toBe(true);
  });

  it('serves a file changed on disk as it is now, not as it was compressed', async () => {
    const path = join(site.dir, 'robots-long.txt');
    writeFileSync(path, `User-agent: *\n${'# old\n'.repeat(400)}`);
    const old = await get('http://localhost/m/robots-long.txt', { 'Accept-Encoding': 'gzip' });
    expect(gunzipSync(Buffer.from(await old.arrayBuffer())).toString()).toContain('# old');
    writeFileSync(path, `User-agent: *\n${'# new line\n'.repeat(400)}`);
    const now = await get('http://localhost/m/robots-long.txt', { 'Accept-Encoding': 'gzip' });
    const text = gunzipSync(Buffer.from(await now.arrayBuffer())).toString();
    expect(text).toContain('# new line');
    expect(text).not.toContain('# old');
  });

  it('leaves images and short files as they are', async () => {
    writeFileSync(join(site.dir, 'big.png'), Buffer.alloc(4000, 7));
    const png = await get('http://localhost/m/big.png', { 'Accept-Encoding': 'gzip' });
    expect(png.headers.get('content-encoding')).toBeNull();
    expect(Buffer.from(await png.arrayBuffer()).equals(Buffer.alloc(4000, 7))).toBe(true);
    const small = await get('http://localhost/m/assets/app-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.text()).toBe('console.log("app");');
  });

  it('gzips the page itself with its length', async () => {
    writeFileSync(join(site.dir, 'index.html'), `<!doctype html><html><head><meta charset="utf-8"><!--robots--><title>Tessera</title></head><body><div id="root"></div><p>${'page '.repeat(400)}</p></body></html>`);
    const res = await get('http://localhost/m/home', { 'Accept-Encoding': 'gzip' });
    const body = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-length')).toBe(String(body.length));
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(gunzipSync(body).toString()).toContain('<div id="root">');
    const plain = await get('http://localhost/m/home');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('page page');
  });
});
