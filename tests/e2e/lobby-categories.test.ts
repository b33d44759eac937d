import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Request } from 'playwright-core';
import { launch } from './browser';
import { openAs, type Merchant } from './lobby-helpers';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const relayName = (r: Request): string => new URL(r.url()).pathname.replace('/wps/relay/', '');

describe('category pages', () => {
  for (const merchant of ['demo', 'lotto'] as Merchant[]) {
    it(`${merchant}: every game category page lists its vendors and games`, async () => {
      const { context, page } = await openAs(browser, 'guest', merchant, '/m/home');
      for (const [path, category] of [['/m/sports', 'SPORTS'], ['/m/live', 'LIVE'], ['/m/rng', 'RNG'], ['/m/table', 'TABLE'], ['/m/fish', 'FISH'], ['/m/pvp', 'PVP'], ['/m/crash', 'CRASH'], ['/m/arcade', 'ARCADE']] as const) {
        await page.locator(`.catnav a[href^="${path}"]`).click();
        await page.waitForURL((u) => u.pathname === path);
        await page.locator(`[data-testid="vendor-list"] [data-category="${category}"]`).first().waitFor();
        expect(await page.locator('[data-testid="category-games"] .card').count(), path).toBeGreaterThan(0);
        expect(await page.locator(`.catnav a[href^="${path}"]`).getAttribute('aria-current')).toBe('page');
      }
      // Spribe is seeded as a new vendor on both merchants.
      await page.locator('.catnav a[href^="/m/crash"]').click();
      await page.locator('[data-vendor="SPRIBE"] .badge').waitFor();
      await context.close();
    });
  }

  it('/m/elott asks GCSGAME_gameList for every lottery category and orders vendors by the lottery ordinals', async () => {
    const { context, page } = await openAs(browser, 'member', 'lotto', '/m/home');
    const lists: Request[] = [];
    page.on('request', (r) => { if (relayName(r) === 'GCSGAME_gameList') lists.push(r); });
    await page.locator('.catnav a[href^="/m/elott"]').click();
    await page.locator('[data-testid="vendor-list"] [data-vendor="TCG_SEA"]').waitFor();
    const asked = lists.map((r) => new URL(r.url()).searchParams.get('category')).sort();
    expect(asked).toEqual(['ELOTT', 'ELOTTO', 'LOTT', 'SEA_LOTT', 'VIETNAM_LOTTO']);
    // ELOTT (900) before LOTT (1000), whatever the merchant's lane order.
    const order = await page.locator('[data-testid="vendor-list"] li[data-category]').evaluateAll((els) => els.map((e) => e.getAttribute('data-category')));
    expect(order).toEqual(['ELOTT', 'LOTT']);
    // A vendor toggle filters the games.
    await page.locator('[data-vendor="TCG_SEA"] button').click();
    const games = await page.locator('[data-testid="category-games"] .card').evaluateAll((els) => els.map((e) => e.getAttribute('data-game')));
    expect(games.length).toBeGreaterThan(0);
    expect(games.every((g) => g?.startsWith('TCG_SEA-'))).toBe(true);
    await context.close();
  });

  it('/m/sports lists matches (GCSGAME_getGameMatchV2) that launch the sports game', async () => {
    const { context, page } = await openAs(browser, 'member', 'demo', '/m/sports');
    const matches = page.getByTestId('matches');
    await matches.waitFor();
    expect(await matches.locator('li').count()).toBe(3);
    expect(await matches.textContent()).toContain('Arsenal');
    expect(await matches.locator('a').first().getAttribute('href')).toMatch(/^\/m\/launchGame\?vendor=SBO&code=SBO-football/);
    await context.close();
  });

  it('/m/news, /m/download and /m/app show the merchant\'s content', async () => {
    const { context, page } = await openAs(browser, 'guest', 'demo', '/m/news');
    await page.getByTestId('news').waitFor();
    const news = await page.getByTestId('news').textContent();
    expect(news).toContain('Welcome to Demo Casino');
    // HTML announcements are reduced to text: no markup from the server reaches the page.
    expect(await page.locator('[data-testid="news"] b').count()).toBe(0);
    for (const path of ['/m/download', '/m/app']) {
      await page.goto(page.url().replace(/\/m\/\w+$/, path));
      await page.getByTestId('downloads').waitFor();
      expect(await page.locator('[data-testid="downloads"] a').count()).toBe(3);
    }
    await context.close();
  });
});
