/**
 * Offline from the very first visit: one online visit to /m/home whose tab closes while the service worker is
 * still installing (nothing ever passed through it), then, offline, a new tab on /m/home or on a deep link.
 * The worker's install fetched the safe-list answers and first images itself; offline is one calm banner.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch, phone, ready, url } from './browser';
import { outboxRows } from './outbox-helpers.ts';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

/** One visit: the tab closes as soon as the worker has started, before it installed or controlled anything. */
async function oneVisitClosedEarly(): Promise<BrowserContext> {
  const { context, page } = await phone(browser);
  const started = context.waitForEvent('serviceworker', { timeout: 60_000 });
  await page.goto(url('/m/home'));
  await ready(page);
  const worker = await started;
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  await page.close();
  // No page is open: the install (precache and prefill) runs on by itself.
  await expect.poll(() => worker.evaluate(() => (self as unknown as { registration: { active: { state: string } | null } }).registration.active?.state ?? 'none'), { timeout: 60_000 })
    .toBe('activated');
  return context;
}

/**
 * One visit whose tab closes as soon as the first screen is ready: nothing waits for the worker, which may not even be
 * registered yet. Leaving the tab must still start its install; the test then waits for the install to end by itself.
 */
async function oneVisitClosedAtFirstScreen(): Promise<BrowserContext> {
  const { context, page } = await phone(browser);
  await page.goto(url('/m/home'));
  await ready(page);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/m/')) ?? null)).toBeNull();
  await page.close();
  const worker = context.serviceWorkers()[0] ?? await context.waitForEvent('serviceworker', { timeout: 60_000 });
  await expect.poll(() => worker.evaluate(() => (self as unknown as { registration: { active: { state: string } | null } }).registration.active?.state ?? 'none'), { timeout: 60_000 })
    .toBe('activated');
  return context;
}

/** A new tab, opened with the network gone; alerts and the product name must never appear. */
async function offlineTab(context: BrowserContext, path: string): Promise<Page> {
  await context.setOffline(true);
  const page = await context.newPage();
  await page.goto(url(path));
  await ready(page);
  return page;
}

async function calm(page: Page): Promise<void> {
  const banner = page.locator('[data-testid="offline-banner"]');
  await banner.waitFor();
  expect(await banner.textContent()).toMatch(/^You are offline/);
  expect(await page.locator('[data-testid="alert"]').count()).toBe(0);
  const text = (await page.locator('body').textContent()) ?? '';
  expect(text).not.toContain('Network Error');
  expect(text).not.toContain('Tessera');
}

/** Rows the server stored for one eventID, and how many distinct ids among them. */
async function events(prefix: string): Promise<{ rows: number; distinct: number }> {
  const res = await fetch(url(`/wps/testhooks/events?prefix=${encodeURIComponent(prefix)}`), { headers: { Merchant: 'demo' } });
  const { rows, distinct } = ((await res.json()) as { value: { rows: number; distinct: number } }).value;
  return { rows, distinct };
}

/** The outbox's waiting reports of one event type (their eventIDs). */
const waiting = async (page: Page, event: string): Promise<string[]> =>
  (await outboxRows(page)).filter((e) => e.report.eventName === event).map((e) => e.eventID);

/** The saved lobby is on screen with one calm banner, dated when it was saved. */
async function savedLobby(page: Page): Promise<void> {
  await page.waitForSelector('section.lane');
  await calm(page);
  const saved = await page.locator('[data-testid="offline-banner"] time').getAttribute('datetime');
  expect(Number.isNaN(Date.parse(saved ?? ''))).toBe(false);
}

describe('offline from the very first visit', () => {
  it('opens /m/home offline in a new tab with the saved lobby, its first images and one calm banner; events raised offline arrive once', { timeout: 180_000 }, async () => {
    const context = await oneVisitClosedEarly();
    const page = await offlineTab(context, '/m/home');
    await savedLobby(page);
    // The top banner came from the image cache the install filled.
    await page.waitForFunction(() => [...document.images].some((i) => i.src.includes('/cdn/') && i.complete && i.naturalWidth > 0));

    // viewContent of this (new) session is raised offline and waits in the outbox.
    await expect.poll(() => waiting(page, 'viewContent'), { timeout: 30_000 }).toHaveLength(1);
    const [id] = await waiting(page, 'viewContent');
    expect(await events(id!)).toEqual({ rows: 0, distinct: 0 });
    await context.setOffline(false);
    await expect.poll(() => events(id!), { timeout: 60_000 }).toEqual({ rows: 1, distinct: 1 });
    await expect.poll(() => waiting(page, 'viewContent'), { timeout: 30_000 }).toHaveLength(0);
    expect(await events(id!)).toEqual({ rows: 1, distinct: 1 });
    // Back online, the banner goes.
    await page.locator('[data-testid="offline-banner"]').waitFor({ state: 'detached' });
    await context.close();
  });

  it('a tab closed right after its first screen (before the worker registered) is enough: /m/home and a deep link open offline in new tabs', { timeout: 180_000 }, async () => {
    const context = await oneVisitClosedAtFirstScreen();
    await savedLobby(await offlineTab(context, '/m/home'));
    const deep = await offlineTab(context, '/m/sports');
    await deep.locator('main h1').first().waitFor();
    expect(await deep.locator('main h1').first().textContent()).not.toBe('');
    await calm(deep);
    await context.close();
  });

  it('opens a deep link offline in a new tab, and an offline promotion link says it is offline, not that it does not exist', { timeout: 180_000 }, async () => {
    const context = await oneVisitClosedEarly();
    const page = await offlineTab(context, '/m/sports');
    await page.locator('main h1').first().waitFor();
    expect(await page.locator('main h1').first().textContent()).not.toBe('');
    await calm(page);

    await page.goto(url('/m/activity?id=promo-1001'));
    await ready(page);
    const offline = page.locator('[data-testid="promotion-offline"]');
    await offline.waitFor();
    expect(await offline.textContent()).toContain('Nothing has been saved for this page yet');
    expect(await page.locator('[data-testid="promotion-missing"]').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Retry' }).count()).toBeGreaterThan(0);
    await calm(page);
    await context.close();
  });
});
