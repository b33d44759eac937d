import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { firstScreenUp, launch, phone, ready, url } from './browser';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

/** One online visit: the worker installs, takes control, and the lobby's answers pass through it once. */
async function visitOnce(): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await phone(browser);
  await page.goto(url('/m/home'));
  await ready(page);
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // The first load's /wps calls ran before the worker controlled the page; this one passes through it.
  await page.reload();
  await ready(page);
  await page.waitForSelector('section.lane');
  // A visit is over once its deferred part (the rest of the catalogue among it) has loaded.
  await firstScreenUp(page);
  await page.waitForLoadState('networkidle');
  return { context, page };
}

/** Every request the page or its worker sends to the network for the site itself (not /wps). */
function recordNetwork(context: BrowserContext, page: Page): { shell: string[]; fromWorker: string[] } {
  const seen = { shell: [] as string[], fromWorker: [] as string[] };
  const isSite = (r: Request): boolean => new URL(r.url()).pathname.startsWith('/m/');
  // Requests the worker itself makes reach the network (Chromium reports them on the context).
  context.on('request', (r) => { if (r.serviceWorker() && isSite(r)) seen.shell.push(new URL(r.url()).pathname); });
  page.on('requestfinished', (r) => {
    void r.response().then((res) => {
      if (isSite(r) && res && !res.fromServiceWorker()) seen.shell.push(new URL(r.url()).pathname);
      if (isSite(r) && res?.fromServiceWorker()) seen.fromWorker.push(new URL(r.url()).pathname);
    }, () => { /* the test closed the page first: nothing left to record */ });
  });
  page.on('requestfailed', (r) => { if (isSite(r)) seen.shell.push(`failed ${new URL(r.url()).pathname}`); });
  return seen;
}

describe('offline after one visit', () => {
  it('reloads /m/home offline from the worker alone, the lobby from its last good copy with a mark', async () => {
    const { context, page } = await visitOnce();
    expect(await page.locator('[data-testid="offline-banner"]').count()).toBe(0);
    const firstLane = await page.locator('section.lane').first().getAttribute('data-lane');
    await context.setOffline(true);
    // The page still open shows its offline banner first: its chunk's load must not be cut by the next navigation.
    await page.locator('[data-testid="offline-banner"]').waitFor();
    const seen = recordNetwork(context, page);
    await page.reload();
    await ready(page);
    await page.waitForSelector('section.lane');
    expect(await page.locator('main h1').first().textContent()).toBe('Demo Casino');
    expect(await page.locator('section.lane').first().getAttribute('data-lane')).toBe(firstLane);
    const mark = page.locator('[data-testid="offline-banner"] time');
    await mark.waitFor();
    expect(Number.isNaN(Date.parse((await mark.getAttribute('datetime')) ?? ''))).toBe(false);
    // The page has settled (the marquee runs once the deferred features have loaded and the page is quiet), and no
    // request is left in flight: everything this load asked for has been asked and answered.
    await page.waitForFunction(() => document.querySelector<HTMLElement>('.marquee span')?.style.animationPlayState === 'running', null, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    expect(seen.shell).toEqual([]);
    expect(seen.fromWorker).toContain('/m/home');
    expect(seen.fromWorker.some((p) => p.startsWith('/m/assets/') && p.endsWith('.js'))).toBe(true);
    await context.close();
  });

  it('opens a deep link never visited online, offline, from the precached shell', async () => {
    const { context, page } = await visitOnce();
    await context.setOffline(true);
    // The page still open shows its offline banner first: its chunk's load must not be cut by the next navigation.
    await page.locator('[data-testid="offline-banner"]').waitFor();
    const seen = recordNetwork(context, page);
    await page.goto(url('/m/sports?affiliateCode=abc'));
    await ready(page);
    await page.locator('main h1').first().waitFor();
    expect(await page.locator('main h1').first().textContent()).not.toBe('');
    expect(seen.shell).toEqual([]);
    expect(seen.fromWorker).toContain('/m/sports');
    await context.close();
  });

  it('shows the offline page for a page outside the app that cannot be reached', async () => {
    const { context, page } = await visitOnce();
    await context.setOffline(true);
    await page.goto(url('/m/no-such-page'));
    await page.waitForSelector('[data-testid="offline-page"]');
    expect(await page.title()).toBe('Offline');
    await context.close();
  });

  it('keeps the server answer for such a page when online (a 404, not the offline page)', async () => {
    const { context, page } = await visitOnce();
    const res = await page.goto(url('/m/no-such-page'));
    expect(res?.status()).toBe(404);
    expect(await page.locator('[data-testid="offline-page"]').count()).toBe(0);
    await context.close();
  });

  it('answers a missing hashed chunk with a 404 that is not HTML, online and offline', async () => {
    const { context, page } = await visitOnce();
    const probe = () => page.evaluate(async () => {
      try {
        const r = await fetch('/m/assets/LoginPage-gone0000.js');
        return { status: r.status, type: r.headers.get('content-type') ?? '', body: (await r.text()).slice(0, 100) };
      } catch (e) {
        return { status: 0, type: '', body: String(e) };
      }
    });
    const online = await probe();
    expect(online.status).toBe(404);
    expect(online.type).not.toContain('text/html');
    await context.setOffline(true);
    const offline = await probe();
    // Offline the fetch fails outright: never the shell, never the offline page.
    expect(offline.status).toBe(0);
    expect(offline.body).not.toContain('<!doctype');
    await context.close();
  });
});
