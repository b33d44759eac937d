/**
 * The durable outbox end to end: 200 real downloadApp events (link clicks through the page's delegated
 * listener) sent by /m/sw.js through injected 502s (some after the server stored the report: a lost
 * answer), an offline period, and a tab closed mid-flight with the worker stopped, then reopened.
 * The reference server must hold exactly 200 new events. Faults come from the test-only hooks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, phone, ready, url } from './browser';
import { outboxRows } from './outbox-helpers.ts';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const hooks = (path: string, json?: unknown): Promise<Response> => fetch(url(`/wps/testhooks${path}`), json === undefined
  ? { headers: { Merchant: 'demo' } }
  : { method: 'POST', headers: { Merchant: 'demo', 'Content-Type': 'application/json' }, body: JSON.stringify(json) });

const arrivals = async (): Promise<number> =>
  ((await (await hooks('/events?event=none')).json()) as { value: { arrivals: { eventReport: number } } }).value.arrivals.eventReport;

async function downloads(): Promise<number> {
  const env = (await (await hooks('/events?event=downloadApp')).json()) as { value: { rows: number; distinct: number } };
  expect(env.value.rows).toBe(env.value.distinct);
  return env.value.rows;
}

/** Clicks n app-download links; a bubbling listener stops the navigation after the site's capture listener ran. */
async function clickDownloads(page: Page, n: number, from: number): Promise<void> {
  await page.evaluate(([count, start]) => {
    addEventListener('click', (e) => e.preventDefault(), { once: false });
    for (let i = 0; i < count; i += 1) {
      const a = document.createElement('a');
      a.href = `/m/files/app-${start + i}.${['apk', 'ipa', 'mobileconfig'][i % 3]}`;
      a.textContent = 'download';
      document.body.append(a);
      a.click();
      a.remove();
    }
  }, [n, from] as const);
}

/** Entries still waiting in IndexedDB. */
const pending = (page: Page): Promise<number> => page.evaluate(() => new Promise<number>((resolve, reject) => {
  const open = indexedDB.open('tessera');
  open.onerror = () => reject(open.error);
  open.onsuccess = () => {
    const req = open.result.transaction('outbox').objectStore('outbox').count();
    req.onsuccess = () => { open.result.close(); resolve(req.result); };
    req.onerror = () => reject(req.error);
  };
}));

async function controlled(page: Page): Promise<void> {
  await page.goto(url('/m/home'));
  await ready(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
}

describe('event outbox', () => {
  it('delivers 200 events exactly once through 502s, an offline period and a closed tab', { timeout: 240_000 }, async () => {
    const before = await downloads();
    const { context, page } = await phone(browser);
    await controlled(page);

    // 1. Plain delivery.
    await clickDownloads(page, 50, 0);
    await expect.poll(downloads, { timeout: 30_000 }).toBe(before + 50);

    // 2. Lost answers: the next 30 reports are stored but answered 502, so the worker retries them.
    const sentBefore = await arrivals();
    await hooks('/faults', { eventReport: 30, ping: 0, mode: 'after' });
    await clickDownloads(page, 50, 50);
    await expect.poll(downloads, { timeout: 60_000 }).toBe(before + 100);
    await expect.poll(() => pending(page), { timeout: 60_000 }).toBe(0);
    // The 30 lost answers were sent again (the server saw them twice) and still counted once.
    expect(await arrivals() - sentBefore).toBeGreaterThanOrEqual(80);

    // 3. Offline: nothing may be lost while the network is gone.
    await context.setOffline(true);
    await clickDownloads(page, 50, 100);
    await expect.poll(() => pending(page), { timeout: 10_000 }).toBe(50);
    expect(await downloads()).toBe(before + 100);
    await context.setOffline(false);
    await expect.poll(downloads, { timeout: 60_000 }).toBe(before + 150);

    // 4. Every report and ping fails; the tab closes mid-flight and the worker is stopped.
    await hooks('/faults', { eventReport: 10_000, ping: 10_000, mode: 'before' });
    await clickDownloads(page, 50, 150);
    await expect.poll(() => pending(page), { timeout: 10_000 }).toBe(50);
    await page.close();
    const blank = await context.newPage();
    const cdp = await context.newCDPSession(blank);
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
    await hooks('/faults', { eventReport: 0, ping: 0, mode: 'before' });
    expect(await downloads()).toBe(before + 150);

    // Reopened: the worker's start and the page's flush replay what the closed tab left.
    await controlled(blank);
    await expect.poll(downloads, { timeout: 60_000 }).toBe(before + 200);
    await expect.poll(() => pending(blank), { timeout: 30_000 }).toBe(0);
    expect(await downloads()).toBe(before + 200);
    await context.close();
  });

  it('after a 60-second outage with no user action, every event arrives within 60 s of the server\'s return', { timeout: 300_000 }, async () => {
    const before = await downloads();
    const { context, page } = await phone(browser);
    await controlled(page);
    await hooks('/faults', { eventReport: 10_000, ping: 10_000, mode: 'before' });
    const outageEnds = Date.now() + 60_000;
    await clickDownloads(page, 20, 1000);
    await expect.poll(() => pending(page), { timeout: 10_000 }).toBe(20);
    // Every entry uses up its whole cycle (3 reports, 5 pings) during the outage: before, they then waited 10 minutes.
    await expect.poll(() => exhausted(page), { timeout: 60_000 }).toBe(20);
    // The outage's length is the scenario itself, not a wait for something to happen.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, outageEnds - Date.now())));
    await hooks('/faults', { eventReport: 0, ping: 0, mode: 'before' });
    const back = Date.now();
    expect(await downloads()).toBe(before);
    await expect.poll(downloads, { timeout: 60_000 }).toBe(before + 20);
    expect(Date.now() - back).toBeLessThanOrEqual(60_000);
    await expect.poll(() => pending(page), { timeout: 30_000 }).toBe(0);
    await context.close();
  });
});

/** Entries that used every attempt of their cycle (3 primary reports and 5 fallback pings). */
const exhausted = async (page: Page): Promise<number> =>
  (await outboxRows(page)).filter((e) => e.attempts >= 3 && e.fallbackAttempts >= 5).length;
