/**
 * A database outage and the way back, with no user action: while every /wps call answers 503 the worker
 * serves the saved status, banners and lanes (the banner says so, with the saved time); once the server
 * answers again the page notices by itself: the banner goes and any dialog the outage raised (here a free-play launch's
 * 503, which no saved copy stands in for) closes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, phone, ready, url } from './browser';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => {
  await outage(false);
  await browser?.close();
});

const outage = (on: boolean): Promise<Response> => fetch(url('/wps/testhooks/faults'), {
  method: 'POST', headers: { Merchant: 'demo', 'Content-Type': 'application/json' }, body: JSON.stringify({ outage: on }),
});

describe('outage recovery', () => {
  it('serves saved copies on 503 and recovers by itself when the server is back', { timeout: 180_000 }, async () => {
    const { context, page } = await phone(browser);
    await page.goto(url('/m/home'));
    await ready(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    // This load's answers pass through the worker, which keeps them as last good copies.
    await page.reload();
    await ready(page);
    await page.waitForSelector('section.lane');

    expect((await outage(true)).ok).toBe(true);
    const direct = await fetch(url('/wps/v2/system/status?device=MOBILE'), { headers: { Merchant: 'demo' } });
    expect(direct.status).toBe(503);
    await page.reload();
    // The saved lobby renders instead of a full-page error, marked with the saved time.
    await page.waitForSelector('section.lane', { timeout: 30_000 });
    const banner = page.getByTestId('offline-banner');
    await banner.locator('time').waitFor({ timeout: 30_000 });
    // A call no saved copy stands in for (a free-play launch) fails during the outage and raises a dialog.
    await page.locator('section.lane .try').first().click();
    const alert = page.getByTestId('alert');
    await alert.waitFor({ timeout: 30_000 });

    expect((await outage(false)).ok).toBe(true);
    // No click, reload or online event: the page's own probe notices the return.
    await banner.waitFor({ state: 'detached', timeout: 60_000 });
    // The dialog the outage raised closes by itself too (no OK pressed).
    await alert.waitFor({ state: 'detached', timeout: 10_000 });
    expect(await page.locator('section.lane').count()).toBeGreaterThan(0);
    await context.close();
  });
});
