// Byte measurements of the production build: what a guest's /m/home requests before and after its first screen, the HTML shell,
// the service worker and the crypto worker chunk, all as gzip level 9 (the same rule as
// tests/e2e/budget.test.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { FIRST_SCREEN_MARK } from '../contract/constants.ts';

export interface FileSize {
  file: string;
  rawBytes: number;
  gzipBytes: number;
}

export interface ByteFigures {
  /** Requested before the first screen is up (the app's tessera:first-screen mark): the budgeted figure. */
  guestHomeJsGzipBytes: number;
  guestHomeJsFiles: FileSize[];
  /** Requested after the mark, until the network is idle (popups, chat, marketing, metrics...). */
  guestHomeLaterJsGzipBytes: number;
  indexHtmlGzipBytes: number;
  serviceWorkerGzipBytes: number | null;
  workerChunkGzipBytes: number | null;
  workerChunkFiles: FileSize[];
}

export function sizeOf(file: string): FileSize {
  const buf = readFileSync(file);
  return { file, rawBytes: buf.length, gzipBytes: gzipSync(buf, { level: 9 }).length };
}

/** Every /m/assets/*.js a fresh phone-sized guest /m/home requests, split at the first-screen mark (as the budget test). */
async function guestHomeScripts(browser: Browser, origin: string, distDir: string): Promise<{ first: string[]; later: string[] }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/m/home`);
    await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, FIRST_SCREEN_MARK, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const split = await page.evaluate((name) => {
      const mark = performance.getEntriesByName(name)[0]?.startTime ?? 0;
      const js = performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname.startsWith('/m/assets/') && e.name.endsWith('.js'));
      // No named helpers in here: the bench runs through tsx, whose name-keeping wrappers do not exist in the page.
      return {
        first: js.filter((e) => e.startTime < mark).map((e) => new URL(e.name).pathname),
        later: js.filter((e) => e.startTime >= mark).map((e) => new URL(e.name).pathname),
      };
    }, FIRST_SCREEN_MARK);
    const files = (paths: string[]) => [...new Set(paths)].sort().map((p) => `${distDir}/${p.slice('/m/'.length)}`);
    return { first: files(split.first), later: files(split.later) };
  } finally {
    await context.close();
  }
}

export async function measureBytes(browser: Browser, origin: string, distDir = 'dist'): Promise<ByteFigures> {
  const scripts = await guestHomeScripts(browser, origin, distDir);
  const guestHomeJsFiles = scripts.first.map(sizeOf);
  if (guestHomeJsFiles.length === 0) throw new Error('the guest /m/home page requested no /m/assets/*.js');
  const workerChunkFiles = readdirSync(`${distDir}/assets`)
    .filter((f) => f.startsWith('crypto.worker-') && f.endsWith('.js'))
    .sort()
    .map((f) => sizeOf(`${distDir}/assets/${f}`));
  return {
    guestHomeJsGzipBytes: guestHomeJsFiles.reduce((s, f) => s + f.gzipBytes, 0),
    guestHomeJsFiles,
    guestHomeLaterJsGzipBytes: scripts.later.map(sizeOf).reduce((s, f) => s + f.gzipBytes, 0),
    indexHtmlGzipBytes: sizeOf(`${distDir}/index.html`).gzipBytes,
    serviceWorkerGzipBytes: existsSync(`${distDir}/sw.js`) ? sizeOf(`${distDir}/sw.js`).gzipBytes : null,
    workerChunkGzipBytes: workerChunkFiles.length ? workerChunkFiles.reduce((s, f) => s + f.gzipBytes, 0) : null,
    workerChunkFiles,
  };
}
