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
const LIST = { catalogues: { EN: 'assets/en.core-h1.js', TH: 'assets/th.core-h1.js' } };
writeFileSync(join(dir, PAGE_PRELOADS_FILE), JSON.stringify(LIST));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const s = useApp({ distDir: dir });

const page = async (origin: string, path: string): Promise<string> => {
  const res = await call(s.app, `${origin}${path}`);
  expect(res.status).toBe(200);
  return res.text();
};
const preloaded = (html: string): string[] => [...html.matchAll(/<link rel="modulepreload" fetchpriority="low" crossorigin href="([^"]+)">/g)].map((m) => m[1]!);

describe('a first visit names its merchant\'s catalogue in the head', () => {
  it('the merchant\'s default language, at low priority, on every page', async () => {
    expect(preloaded(await page(DEMO, '/m/home'))).toEqual(['/m/assets/en.core-h1.js']);
    expect(preloaded(await page(DEMO, '/m/login'))).toEqual(['/m/assets/en.core-h1.js']);
    expect(preloaded(await page(LOTTO, '/m/register'))).toEqual(['/m/assets/th.core-h1.js']);
  });

  it('an unknown host: none (no merchant, no language)', async () => {
    expect(preloaded(await page('http://unknown.example', '/m/login'))).toEqual([]);
  });
});

describe('the build\'s list is read with care', () => {
  it('refuses anything but chunk paths under languages (nothing else may become a link)', () => {
    expect(parsePagePreloads(LIST)).toEqual(LIST);
    expect(parsePagePreloads({ catalogues: { EN: 'assets/x.js"><script>alert(1)</script>' } })).toBeNull();
    expect(parsePagePreloads({ catalogues: { EN: 'https://evil.example/x.js' } })).toBeNull();
    expect(parsePagePreloads({ catalogues: { XX: 'assets/xx.core-1.js' } })).toBeNull();
    expect(parsePagePreloads({ catalogues: [] })).toBeNull();
    expect(parsePagePreloads(null)).toBeNull();
    expect(parsePagePreloads([])).toBeNull();
  });

  it('a malformed file is logged once per change and the pages go out without preloads', async () => {
    const bad = mkdtempSync(join(tmpdir(), 'tessera-preloads-bad-'));
    try {
      writeFileSync(join(bad, PAGE_PRELOADS_FILE), '{"pages": not json');
      const warn = vi.fn();
      expect(await pagePreloadsOf(bad, warn)).toEqual({ catalogues: {} });
      expect(await pagePreloadsOf(bad, warn)).toEqual({ catalogues: {} });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(await pagePreloadsOf(join(bad, 'missing'), warn)).toEqual({ catalogues: {} });
    } finally {
      rmSync(bad, { recursive: true, force: true });
    }
  });
});
