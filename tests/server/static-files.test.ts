import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { etagMatches } from '../../server/static/dist-files.ts';
import { call, useSite } from './helpers.ts';

const site = useSite();
let outside: string;
beforeAll(() => {
  outside = mkdtempSync(join(tmpdir(), 'tessera-outside-'));
  writeFileSync(join(outside, 'secret.txt'), 'TOP-SECRET');
  symlinkSync(join(outside, 'secret.txt'), join(site.dir, 'assets', 'leak-abc123.js'));
  symlinkSync(outside, join(site.dir, 'linked-dir'));
  symlinkSync(join(site.dir, 'sw.js'), join(site.dir, 'assets', 'inside-abc123.js'));
});
afterAll(() => { rmSync(outside, { recursive: true, force: true }); });

const get = (path: string, headers: Record<string, string> = {}) => call(site.app, `http://localhost${path}`, { headers });

describe('symlinks in the build', () => {
  it.each(['/m/assets/leak-abc123.js', '/m/linked-dir/secret.txt'])('never serve a target outside the dist folder: %s', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('TOP-SECRET');
  });

  it('still serves a link whose target is inside the dist folder', async () => {
    expect((await get('/m/assets/inside-abc123.js')).status).toBe(200);
  });
});

describe('only canonical paths name a file', () => {
  it.each(['/m//sw.js', '/m/sw.js/', '/m/assets//app-abc123.js', '/m/robots.txt/'])('answers 404 for %s', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('addEventListener');
  });

  it.each(['/m/%2e%2e/%2e%2e/etc/passwd', '/m/%252e%252e/index.html', '/m/assets/app-abc123.js%00.png', '/m/assets/%2e%2e%2fsw.js'])('does not escape or confuse with %s', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('<div id="root">');
  });

  it('serves no directory listing', async () => {
    for (const path of ['/m/assets/', '/m/assets']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain('app-abc123.js');
    }
  });
});

describe('conditional requests', () => {
  it('answers 304 when any tag of an If-None-Match list matches, weakly, or for *', async () => {
    const etag = (await get('/m/sw.js')).headers.get('etag')!;
    const strong = etag.replace(/^W\//, '');
    for (const header of [`"nope", ${etag}`, strong, '*']) {
      const res = await get('/m/sw.js', { 'If-None-Match': header });
      expect(res.status, header).toBe(304);
      expect(res.headers.get('service-worker-allowed'), header).toBe('/m/');
      expect(await res.text()).toBe('');
    }
    expect((await get('/m/sw.js', { 'If-None-Match': '"other"' })).status).toBe(200);
  });

  it('compares as RFC 9110 says', () => {
    expect(etagMatches(undefined, 'W/"a"')).toBe(false);
    expect(etagMatches('W/"a" , W/"b"', 'W/"b"')).toBe(true);
    expect(etagMatches('"ab"', 'W/"a"')).toBe(false);
  });
});
