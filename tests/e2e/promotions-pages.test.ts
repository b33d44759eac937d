import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, phone, ready, url } from './browser';
import { openAs } from './lobby-helpers';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

describe('promotion cards', () => {
  it('guest: cards with image, title, period and a login call to action; the chips filter them', async () => {
    const { context, page } = await openAs(browser, 'guest', 'demo', '/m/activity');
    const cards = page.getByTestId('promotion-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(3);
    for (const card of await cards.all()) {
      expect(await card.locator('.promo-media img').getAttribute('src')).toMatch(/^http:\/\/localhost(:\d+)?\/cdn\/demo\/banners\/.+\.png$/);
      expect((await card.getByRole('heading', { level: 2 }).textContent())?.trim()).not.toBe('');
      // The period in the player's locale (EN): a month name and the year.
      expect(await card.getByTestId('promotion-period').textContent()).toMatch(/Valid .*[A-Z][a-z]{2}.*\d{4}/);
      const cta = card.getByRole('link', { name: 'Log in to take part' });
      const go = new URL(await cta.getAttribute('href') ?? '', 'http://x').searchParams.get('go');
      expect(go).toBe(`/m/activity?id=${await card.getAttribute('data-id')}`);
    }
    const chips = page.getByTestId('promotion-filters').getByRole('button');
    expect(await chips.allTextContents()).toEqual(['All', 'Welcome', 'Weekly']);
    expect(await chips.first().getAttribute('aria-pressed')).toBe('true');
    await chips.nth(2).click();
    await expect.poll(() => cards.count()).toBe(2);
    expect(await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-id')))).toEqual(['promo-1002', 'promo-1003']);
    expect(await chips.nth(2).getAttribute('aria-pressed')).toBe('true');
    await context.close();
  });

  it('member: the deposit promotion opens the cashier; claiming says it is claimed', async () => {
    const { context, page } = await openAs(browser, 'member', 'demo', '/m/activity');
    const deposit = page.locator('[data-id="promo-1001"]').getByRole('link', { name: 'Deposit now' });
    await deposit.waitFor();
    expect(await deposit.getAttribute('href')).toMatch(/^\/m\/member\/deposit/);
    const claim = page.locator('[data-id="promo-1002"]');
    await claim.getByRole('button', { name: 'Claim bonus' }).click();
    await expect.poll(() => claim.getByTestId('promotion-joined').textContent()).toBe('Claimed');
    await context.close();
  });
});

describe('promotion detail', () => {
  it('is titled once, by the promotion, with image, period, content, folded terms and its call to action', async () => {
    const { context, page } = await openAs(browser, 'member', 'demo', '/m/activity?id=promo-1001');
    const detail = page.getByTestId('promotion-detail');
    await detail.waitFor();
    const h1s = await page.locator('main h1').allTextContents();
    expect(h1s).toEqual(['Welcome bonus 100%']);
    expect(await detail.locator('.promo-media img').getAttribute('src')).toMatch(/\/cdn\/demo\/banners\/welcome-bonus\.png$/);
    expect(await detail.getByTestId('promotion-period').textContent()).toMatch(/\d{4}/);
    await detail.locator('[data-content="html"]').waitFor();
    const terms = detail.getByTestId('promotion-terms');
    expect(await terms.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(await terms.getByRole('listitem').first().isVisible()).toBe(false);
    await terms.getByText('Terms and conditions').click();
    await terms.getByRole('listitem').first().waitFor({ state: 'visible' });
    expect(await terms.getByRole('listitem').count()).toBe(4);
    expect(await detail.getByRole('link', { name: 'Deposit now' }).getAttribute('href')).toMatch(/^\/m\/member\/deposit/);
    await page.getByRole('link', { name: 'All promotions' }).click();
    await page.getByTestId('promotion-card').first().waitFor();
    expect(await page.locator('main h1').allTextContents()).toEqual(['Promotions']);
    await context.close();
  });

  it('offline, a promotion says it cannot be loaded and retries; it never says the promotion does not exist', async () => {
    const { context, page } = await phone(browser);
    await page.goto(url('/m/activity'));
    await ready(page);
    // Offline as a returning player is: the worker controls the page and holds the shell's chunks.
    await page.evaluate(async () => { await navigator.serviceWorker.ready; });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const card = page.locator('[data-id="promo-1002"] .promo-card-link');
    await card.waitFor();
    await context.setOffline(true);
    await card.click();
    const offline = page.getByTestId('promotion-offline');
    await offline.waitFor();
    expect(await offline.textContent()).toContain('Nothing has been saved for this page yet');
    expect(await page.getByTestId('promotion-missing').count()).toBe(0);
    await context.setOffline(false);
    await page.waitForFunction(() => navigator.onLine);
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByTestId('promotion-detail').waitFor();
    expect(await page.locator('main h1').allTextContents()).toEqual(['Weekly cashback']);
    await context.close();
  });
});
