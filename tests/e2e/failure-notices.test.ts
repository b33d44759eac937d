import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, launch, phone, ready, url } from './browser.ts';
import { openAs } from './lobby-helpers';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

// Issue 15: failure states built without a look on a phone: a Retry in the compact look inline after the message,
// wrapping on its own in Thai, no icon, no word on what to do; an order's back button centred in its column.
describe('a failed read on a phone', () => {
  it.each([['EN', 'ltr'], ['UR', 'rtl']] as const)('%s: the results notice has its icon at the inline start and a 44 px Retry under the words', async (lang, dir) => {
    const { context, page } = await phone(browser);
    await context.addInitScript((code) => localStorage.setItem('MC_LANGUAGE', code), lang);
    // The gateway cannot be reached: the connection fails, as on a phone that lost it.
    await context.route('**/lotto/lgw/games/opened/numero**', (route) => route.abort('connectionrefused'));
    await page.goto(url('/m/elott'));
    await ready(page);
    await page.waitForFunction((d) => document.documentElement.dir === d, dir);
    const notice = page.locator('[data-testid="lottery-results"][data-state="failed"] .notice');
    await notice.waitFor();
    const box = (await notice.boundingBox())!;
    const icon = (await notice.locator('.notice-ico').boundingBox())!;
    const words = (await notice.locator('.notice-text').boundingBox())!;
    const retry = (await notice.getByRole('button').boundingBox())!;
    expect(retry.height).toBeGreaterThanOrEqual(44);
    expect(retry.y).toBeGreaterThanOrEqual(words.y + words.height - 1);
    // The icon at the start edge, the Retry lined up with the words' start edge.
    if (dir === 'ltr') {
      expect(icon.x - box.x).toBeLessThan(24);
      expect(Math.abs(retry.x - words.x)).toBeLessThanOrEqual(1);
    } else {
      expect(box.x + box.width - (icon.x + icon.width)).toBeLessThan(24);
      expect(Math.abs(retry.x + retry.width - (words.x + words.width))).toBeLessThanOrEqual(1);
    }
    await context.close();
  });

  it('an order that cannot be read keeps its title, names the order, and its back button sits at the start edge', async () => {
    const { context, page } = await openAs(browser, 'member', 'demo', '/m/member/lottery', async (p) => {
      await p.context().route('**/lgw/orders/detail**', (route) => route.abort('connectionrefused'));
    });
    await page.locator('[data-order] button').first().click();
    const article = page.locator('[data-testid="lottery-order"][data-state="failed"]');
    await article.waitFor();
    expect(await article.locator('h1').textContent()).toBe('Lottery order');
    expect(await article.locator('.notice strong').textContent()).toBe('This order could not be loaded.');
    const back = (await article.getByRole('button', { name: 'All orders' }).boundingBox())!;
    const column = (await article.boundingBox())!;
    // Not stretched across the column with its words centred: a back button is as wide as its words.
    expect(back.width).toBeLessThan(column.width / 2);
    expect(back.x - column.x).toBeLessThanOrEqual(16);
    await context.close();
  });
});

describe('the route guard\'s give-up on a phone', () => {
  it('says what happened and what to do, with a 44 px Retry', async () => {
    const token = await apiLogin('player01');
    const { context, page } = await phone(browser);
    // The handed-over token's check never answers.
    await context.route('**/wps/member/info**', () => undefined);
    await page.goto(url(`/m/member/home?token=${token}`));
    const notice = page.getByTestId('loading-gave-up');
    await notice.waitFor({ timeout: 20_000 });
    expect(await notice.textContent()).toContain('Check your connection, then tap Retry.');
    expect((await notice.getByRole('button', { name: 'Retry' }).boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await context.close();
  });
});
