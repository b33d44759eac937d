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

// Issue 15: the invite banner's close button sat at the right in Urdu, and the marquee entered from the right
// (the inline start of a right-to-left line) and ran off at the left.
describe('the lobby mirrors in Urdu', () => {
  it.each([['EN', 'ltr'], ['UR', 'rtl']] as const)('%s: the invite close button sits at the inline end, the marquee enters from the inline end', async (lang, dir) => {
    const { context, page } = await phone(browser);
    await context.addInitScript((code) => localStorage.setItem('MC_LANGUAGE', code), lang);
    await page.goto(url('/m/home'));
    await ready(page);
    await page.waitForFunction((d) => document.documentElement.dir === d, dir);
    const banner = page.getByTestId('invite-banner');
    await banner.waitFor();
    const [box, close] = await Promise.all([banner.boundingBox(), banner.locator('button.x').boundingBox()]);
    if (!box || !close) throw new Error('invite banner not laid out');
    // The close button hugs the banner's inline-end edge: right in English, left in Urdu.
    if (dir === 'ltr') expect(box.x + box.width - (close.x + close.width)).toBeLessThan(8);
    else expect(close.x - box.x).toBeLessThan(8);
    await page.waitForFunction(() => (document.querySelector<HTMLElement>('.marquee span')?.style.animationDuration ?? '') !== '');
    // The animation held at its start and at its middle: where the text is against the marquee's box.
    const at = (progress: number) => page.locator('.marquee span').evaluate((span, p) => {
      const a = span.getAnimations()[0]!;
      a.pause();
      a.currentTime = Number(a.effect?.getComputedTiming().duration ?? 0) * p;
      const range = document.createRange();
      range.selectNodeContents(span);
      const text = range.getBoundingClientRect();
      const outer = span.parentElement!.getBoundingClientRect();
      return { textLeft: text.left, textRight: text.right, boxLeft: outer.left, boxRight: outer.right };
    }, progress);
    const start = await at(0);
    const middle = await at(0.5);
    if (dir === 'ltr') {
      expect(start.textLeft).toBeGreaterThanOrEqual(start.boxRight - 12);
      expect(middle.textLeft).toBeLessThan(start.textLeft);
    } else {
      expect(start.textRight).toBeLessThanOrEqual(start.boxLeft + 12);
      expect(middle.textRight).toBeGreaterThan(start.textRight);
    }
    await context.close();
  });
});
