import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { PAGE_PRELOADS_FILE, parsePagePreloads } from '../../contract/preloads.ts';
import { pagePreloadsOf } from '../../server/static/page-preloads.ts';
import { call, DEMO, LOTTO, useApp } from './helpers.ts';

const dir = mkdtempSync(join(tmpdir(), 'tessera-preloads-'));
mkdirSync(join(dir, 'assets'));
writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><meta charset="utf-8"><!--robots--><title>Tessera</title></head><body><div id="root"></div></body></html>');
const LIST = {
  pages: { '/login': ['assets/LoginPage-a1.js', 'assets/LoginForm-b2.js'], '/register': ['assets/RegisterPage-c3.js'] },
  catalogues: { EN: 'assets/en.core-h1.js', TH: 'assets/th.core-h1.js' },
};
writeFileSync(join(dir, PAGE_PRELOADS_FILE), JSON.stringify(LIST));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const s = useApp({ distDir: dir });

const page = async (origin: string, path: string): Promise<string> => {
  const res = await call(s.app, `${origin}${path}`);
  expect(res.status).toBe(200);
  return res.text();
};
const preloaded = (html: string): string[] => [...html.matchAll(/<link rel="(?:modulepreload|preload" as="script)" fetchpriority="low" crossorigin href="([^"]+)">/g)].map((m) => m[1]!);
/** Fetched and compiled on arrival (the catalogue) against fetched only (the page's chunks). */
const compiled = (html: string): string[] => [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)">/g)].map((m) => m[1]!);

describe('a first visit names its page\'s chunks and its language\'s catalogue in the head', () => {
  it('the login page: the merchant\'s default catalogue, then the page\'s chunks, at low priority', async () => {
    expect(preloaded(await page(DEMO, '/m/login'))).toEqual(['/m/assets/en.core-h1.js', '/m/assets/LoginPage-a1.js', '/m/assets/LoginForm-b2.js']);
    expect(preloaded(await page(LOTTO, '/m/register'))).toEqual(['/m/assets/th.core-h1.js', '/m/assets/RegisterPage-c3.js']);
  });

  it('only the catalogue is a modulepreload: the page\'s chunks are script preloads, compiled when the page imports them', async () => {
    expect(compiled(await page(DEMO, '/m/login'))).toEqual(['/m/assets/en.core-h1.js']);
    expect(compiled(await page('http://unknown.example', '/m/login'))).toEqual([]);
  });

  it('other pages: the catalogue only', async () => {
    expect(preloaded(await page(LOTTO, '/m/home'))).toEqual(['/m/assets/th.core-h1.js']);
  });

  it('an unknown host: the page\'s chunks only (no merchant, no language)', async () => {
    expect(preloaded(await page('http://unknown.example', '/m/login'))).toEqual(['/m/assets/LoginPage-a1.js', '/m/assets/LoginForm-b2.js']);
  });
});

describe('the build\'s list is read with care', () => {
  it('refuses anything but chunk paths under app paths and languages (nothing else may become a link)', () => {
    expect(parsePagePreloads(LIST)).toEqual(LIST);
    expect(parsePagePreloads({ pages: { '/login': ['assets/x.js"><script>alert(1)</script>'] }, catalogues: {} })).toBeNull();
    expect(parsePagePreloads({ pages: { '/login': ['https://evil.example/x.js'] }, catalogues: {} })).toBeNull();
    expect(parsePagePreloads({ pages: {}, catalogues: { XX: 'assets/xx.core-1.js' } })).toBeNull();
    expect(parsePagePreloads({ pages: { 'login"': [] }, catalogues: {} })).toBeNull();
    expect(parsePagePreloads(null)).toBeNull();
    expect(parsePagePreloads([])).toBeNull();
  });

  it('a malformed file is logged once per change and the pages go out without preloads', async () => {
    const bad = mkdtempSync(join(tmpdir(), 'tessera-preloads-bad-'));
    try {
      writeFileSync(join(bad, PAGE_PRELOADS_FILE), '{"pages": not json');
      const warn = vi.fn();
      expect(await pagePreloadsOf(bad, warn)).toEqual({ pages: {}, catalogues: {} });
      expect(await pagePreloadsOf(bad, warn)).toEqual({ pages: {}, catalogues: {} });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(await pagePreloadsOf(join(bad, 'missing'), warn)).toEqual({ pages: {}, catalogues: {} });
    } finally {
      rmSync(bad, { recursive: true, force: true });
    }
  });
});
