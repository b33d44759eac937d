import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { dismissPopups, launch, ready, url } from './browser';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

describe('error texts', () => {
  it('a failed status check offers "Contact us": the merchant\'s customer service of the last good status', async () => {
    // No service worker: its last good copy of the status would answer in place of the failed call.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
    await dismissPopups(context);
    const page = await context.newPage();
    await page.goto(url('/m/home'));
    await ready(page);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('MC_CS_CONTACTS') ?? ''), { timeout: 20_000 }).toContain('LIVECHAT');
    // The status call fails at the network (the server is unreachable for it); nothing is answered in its place.
    await context.route('**/wps/v2/system/status**', (route) => route.abort('connectionrefused'));
    await page.goto(url('/m/home'));
    await ready(page);
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    await page.getByRole('button', { name: 'Contact us' }).click();
    await page.getByTestId('cs-panel').waitFor();
    expect(await page.getByTestId('cs-widget').getAttribute('data-cs-type')).toBe('LIVECHAT');
    await context.close();
  });
});
