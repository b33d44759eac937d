// Two real builds told apart by VITE_BUILD_ID, served in turn by a second reference server whose
// DIST_DIR is a symlink the test swaps: a deploy, as the browser sees it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { firstScreenUp, launch, ready } from './browser';
import { startServer, type RunningServer } from '../support/referenceServer.ts';

const BUILD_B_ID = 'update-b';
const distA = resolve(process.env.E2E_DIST_DIR ?? 'dist');
const work = mkdtempSync(join(tmpdir(), 'tessera-update-'));
const distB = process.env.E2E_UPDATE_DIST_B ? resolve(process.env.E2E_UPDATE_DIST_B) : join(work, 'build-b');
const live = join(work, 'live');

let browser: Browser;
let server: RunningServer;

function serve(dist: string): void {
  const next = `${live}.next`;
  symlinkSync(dist, next);
  renameSync(next, live);
}

const at = (path: string): string => `${server.origin}${path}`;
const entryScript = (dist: string): string => /src="\/m\/(assets\/boot-[^"]+\.js)"/.exec(readFileSync(join(dist, 'index.html'), 'utf8'))?.[1] ?? '';

/** Counts main-frame loads from now on. */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => { loads += 1; });
  return () => loads;
}

beforeAll(async () => {
  if (!process.env.E2E_UPDATE_DIST_B) {
    // vitest runs with NODE_ENV=test, which would make a development build (no worker, no update flow).
    const b = spawnSync('npx', ['vite', 'build', '--mode', 'production', '--outDir', distB, '--emptyOutDir', '--logLevel', 'error'], {
      env: { ...process.env, NODE_ENV: 'production', VITE_BUILD_ID: BUILD_B_ID }, stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (b.status !== 0) throw new Error('second build failed');
  }
  serve(distA);
  const saved = process.env.E2E_DIST_DIR;
  process.env.E2E_DIST_DIR = live;
  try {
    // One retry: on a loaded machine the second server's first start can miss startServer's 60 s window.
    server = await startServer({ label: 'update' }).catch(() => startServer({ label: 'update' }));
  } finally {
    process.env.E2E_DIST_DIR = saved;
  }
  browser = await launch();
}, 360_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
});

describe('a deploy while pages are open', () => {
  it('the two builds differ where it matters', () => {
    expect(readFileSync(join(distA, 'asset-manifest.json'), 'utf8')).not.toBe(readFileSync(join(distB, 'asset-manifest.json'), 'utf8'));
    expect(readFileSync(join(distA, 'sw.js'), 'utf8')).not.toBe(readFileSync(join(distB, 'sw.js'), 'utf8'));
    expect(existsSync(join(distB, entryScript(distA)))).toBe(false);
  });

  it('a page chunk gone after the deploy reloads the page once, into the new build', async () => {
    serve(distA);
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(at('/m/home'));
    await ready(page);
    // The login page's chunk: the sign-in flows' (scripts/authChunk.ts).
    const oldLogin = readdirSync(join(distA, 'assets')).find((f) => /^signIn-.*\.js$/.test(f)) ?? '';
    expect(oldLogin).not.toBe('');
    expect(existsSync(join(distB, 'assets', oldLogin))).toBe(false);
    serve(distB);
    const loads = countLoads(page);
    // A client-side navigation: the old build asks for its own, now deleted, login page chunk.
    await page.evaluate(() => { history.pushState(null, '', '/m/login'); dispatchEvent(new PopStateEvent('popstate')); });
    await page.waitForFunction((id) => document.documentElement.dataset.build === id, BUILD_B_ID, { timeout: 20_000 });
    await ready(page);
    await page.locator('main h1').waitFor();
    expect(new URL(page.url()).pathname).toBe('/m/login');
    // The new build's page is up and its deferred chunks have been fetched: any chunk failure that could reload it is past.
    await firstScreenUp(page);
    await page.waitForLoadState('networkidle');
    expect(loads()).toBe(1);
    await context.close();
  });

  it('shows the update dialog in two tabs and reloads each exactly once after the user accepts', { timeout: 240_000 }, async () => {
    serve(distA);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const tab1 = await context.newPage();
    await tab1.goto(at('/m/home'));
    await ready(tab1);
    // Caps against a hang only: the worker registers once the page has settled, then precaches about 1 MB.
    await tab1.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
    await tab1.waitForFunction(() => /^[0-9a-f]{16}$/.test(localStorage.getItem('MC_PWA_HASH') ?? ''), null, { timeout: 60_000 });
    const hashA = await tab1.evaluate(() => localStorage.getItem('MC_PWA_HASH'));
    const tab2 = await context.newPage();
    await tab2.goto(at('/m/home'));
    await ready(tab2);
    expect(await tab2.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    serve(distB);
    // The user returns to tab 1: the visible-tab check finds the new hash.
    await tab1.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    for (const tab of [tab1, tab2]) {
      const dialog = tab.locator('[data-testid="pwa-update"]');
      await dialog.waitFor({ timeout: 30_000 });
      expect(await dialog.locator('h2').textContent()).toBe('Update available');
      expect(await dialog.locator('button').textContent()).toBe('Refresh');
    }
    expect(await tab1.evaluate(() => localStorage.getItem('MC_PWA_HASH'))).not.toBe(hashA);
    // No takeover without consent: the new worker waits and both tabs still run the old build.
    expect(await tab1.evaluate(async () => (await navigator.serviceWorker.getRegistration('/m/'))?.waiting !== null)).toBe(true);
    for (const tab of [tab1, tab2]) expect(await tab.evaluate(() => document.documentElement.dataset.build ?? '')).toBe('');

    const loads1 = countLoads(tab1);
    const loads2 = countLoads(tab2);
    // Each new document counts the worker changes it sees: only a change of controller makes a tab reload for an update.
    for (const tab of [tab1, tab2]) {
      await tab.addInitScript(() => {
        const w = window as unknown as { controllerChanges: number };
        w.controllerChanges = 0;
        navigator.serviceWorker.addEventListener('controllerchange', () => { w.controllerChanges += 1; });
      });
    }
    await tab1.locator('[data-testid="pwa-update"] button').click();
    // A cap against a hang only: on a busy runner the new worker's activation and both reloads took over 30 s once.
    for (const tab of [tab1, tab2]) {
      await tab.waitForFunction((id) => document.documentElement.dataset.build === id, BUILD_B_ID, { timeout: 60_000 });
      await ready(tab);
    }
    // No second reload can come: each new page settled (its marquee runs), is controlled by the active worker with none
    // waiting or installing (no controller change is left to come), and saw no controller change since it loaded.
    for (const tab of [tab1, tab2]) {
      await tab.waitForFunction(() => document.querySelector<HTMLElement>('.marquee span')?.style.animationPlayState === 'running', null, { timeout: 30_000 });
      await expect.poll(() => tab.evaluate(async () => {
        const r = await navigator.serviceWorker.getRegistration('/m/');
        return r !== undefined && r.active !== null && r.active === navigator.serviceWorker.controller && r.waiting === null && r.installing === null;
      }), { timeout: 30_000 }).toBe(true);
      expect(await tab.evaluate(() => (window as unknown as { controllerChanges: number }).controllerChanges)).toBe(0);
    }
    expect([loads1(), loads2()]).toEqual([1, 1]);
    for (const tab of [tab1, tab2]) expect(await tab.locator('[data-testid="pwa-update"]').count()).toBe(0);

    // The old build's entry chunk is gone: from the HTTP cache it may still come as JavaScript, from the
    // network it is a 404; through the new worker it is never HTML.
    const probe = (cache: RequestCache) => tab1.evaluate(async ([path, mode]) => {
      const r = await fetch(`/m/${path}`, { cache: mode as RequestCache });
      return { status: r.status, type: r.headers.get('content-type') ?? '' };
    }, [entryScript(distA), cache] as const);
    const cached = await probe('default');
    expect(cached.type).not.toContain('text/html');
    if (cached.status === 200) expect(cached.type).toContain('javascript');
    const network = await probe('no-store');
    expect(network.status).toBe(404);
    expect(network.type).not.toContain('text/html');
    await context.close();
  });
});
