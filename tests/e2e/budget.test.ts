import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, phone, ready, url } from './browser';

const KB = 1024;
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

/** The build under test: E2E_DIST_DIR when a focused run serves another folder. */
const DIST = process.env.E2E_DIST_DIR ?? 'dist';
const gz = (path: string): number => gzipSync(readFileSync(path), { level: 9 }).length;

describe('byte budgets of the production build', () => {
  it('index.html is at most 14 KB gzip and paints a static shell before any script', () => {
    expect(gz(`${DIST}/index.html`)).toBeLessThanOrEqual(14 * KB);
    const html = readFileSync(`${DIST}/index.html`, 'utf8');
    // Critical CSS inline, visible content in the root, and only deferred module scripts.
    expect(html).toMatch(/<style>[\s\S]+<\/style>/);
    expect(html).toMatch(/<div id="root">\s*<header/);
    expect(html).not.toMatch(/<script(?![^>]*type="module")[^>]*src=/);
  });

  it('a guest on /m/home loads at most 100 KB gzip of JavaScript', async () => {
    const { context, page } = await phone(browser);
    const scripts = new Set<string>();
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.pathname.startsWith('/m/assets/') && (r.resourceType() === 'script' || u.pathname.endsWith('.js'))) scripts.add(u.pathname);
    });
    await page.goto(url('/m/home'));
    await ready(page);
    await page.waitForLoadState('networkidle');
    const files = [...scripts].map((p) => `${DIST}/${p.slice('/m/'.length)}`);
    expect(files.length).toBeGreaterThan(0);
    const total = files.reduce((sum, f) => sum + gz(f), 0);
    console.log(`guest /m/home JavaScript: ${files.length} files, ${(total / KB).toFixed(1)} KB gzip`);
    expect(total).toBeLessThanOrEqual(100 * KB);
    await context.close();
  });
});
