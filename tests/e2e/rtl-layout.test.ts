import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, launch, phone, ready, url } from './browser.ts';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const PHONE_WIDTH = 390;

/** The layout viewport's width and the page's scroll width: on a phone, content past the screen widens both. */
const widths = (page: Page): Promise<number[]> => page.evaluate(() => [window.innerWidth, document.documentElement.scrollWidth]);

// Issue: choosing Urdu made the page 1,389 px wide (the skip link sat at left:-999px, which right to left is the far side).
describe('right to left (Urdu) on a phone', () => {
  it.each(['/m/home', '/m/login', '/m/member/home'])('%s has no horizontal overflow, and the skip link still appears on focus', async (path) => {
    const token = path.includes('member') ? await apiLogin('player01') : null;
    const { context, page } = await phone(browser);
    await context.addInitScript(() => localStorage.setItem('MC_LANGUAGE', 'UR'));
    await page.goto(url(`${path}${token ? `?token=${token}` : ''}`));
    await ready(page);
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.locator('main h1, main .lane, main [data-testid]').first().waitFor();
    expect(await widths(page)).toEqual([PHONE_WIDTH, PHONE_WIDTH]);
    await page.locator('.skip').focus();
    const skip = await page.locator('.skip').boundingBox();
    expect(skip && skip.width > 8 && skip.x >= 0 && skip.x + skip.width <= PHONE_WIDTH).toBe(true);
    await context.close();
  });
});
