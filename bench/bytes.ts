// Byte measurements of the production build: what a guest's /m/home requests, the HTML shell,
// the service worker and the crypto worker chunk, all as gzip level 9 (the same rule as
// tests/e2e/budget.test.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

export interface FileSize {
  file: string;
  rawBytes: number;
  gzipBytes: number;
}

export interface ByteFigures {
  guestHomeJsGzipBytes: number;
  guestHomeJsFiles: FileSize[];
  indexHtmlGzipBytes: number;
  serviceWorkerGzipBytes: number | null;
  workerChunkGzipBytes: number | null;
  workerChunkFiles: FileSize[];
}

export function sizeOf(file: string): FileSize {
  const buf = readFileSync(file);
  return { file, rawBytes: buf.length, gzipBytes: gzipSync(buf, { level: 9 }).length };
}

/** Every /m/assets/*.js a fresh phone-sized guest page requests while /m/home loads and settles. */
async function guestHomeScripts(browser: Browser, origin: string, distDir: string): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.pathname.startsWith('/m/assets/') && u.pathname.endsWith('.js')) scripts.add(u.pathname);
    });
    await page.goto(`${origin}/m/home`);
    await page.waitForFunction(() => document.getElementById('splash')?.hidden === true, null, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    return [...scripts].sort().map((p) => `${distDir}/${p.slice('/m/'.length)}`);
  } finally {
    await context.close();
  }
}

export async function measureBytes(browser: Browser, origin: string, distDir = 'dist'): Promise<ByteFigures> {
  const guestHomeJsFiles = (await guestHomeScripts(browser, origin, distDir)).map(sizeOf);
  if (guestHomeJsFiles.length === 0) throw new Error('the guest /m/home page requested no /m/assets/*.js');
  const workerChunkFiles = readdirSync(`${distDir}/assets`)
    .filter((f) => f.startsWith('crypto.worker-') && f.endsWith('.js'))
    .sort()
    .map((f) => sizeOf(`${distDir}/assets/${f}`));
  return {
    guestHomeJsGzipBytes: guestHomeJsFiles.reduce((s, f) => s + f.gzipBytes, 0),
    guestHomeJsFiles,
    indexHtmlGzipBytes: sizeOf(`${distDir}/index.html`).gzipBytes,
    serviceWorkerGzipBytes: existsSync(`${distDir}/sw.js`) ? sizeOf(`${distDir}/sw.js`).gzipBytes : null,
    workerChunkGzipBytes: workerChunkFiles.length ? workerChunkFiles.reduce((s, f) => s + f.gzipBytes, 0) : null,
    workerChunkFiles,
  };
}
