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
        await page.locator('[data-testid="category-games"] .card').first().waitFor();
        expect(await page.locator(`.catnav a[href^="${path}"]`).getAttribute('aria-current')).toBe('page');
      }
      // Provider chips carry the provider's name only: production's lanes have no counts or "new" flags.
      expect(await page.locator('[data-testid="vendor-list"] .badge').count()).toBe(0);
      await context.close();
    });
  }

  it('/m/elott asks GCSGAME_gameList for each lottery category the merchant has (its lanes) and orders vendors by the lottery ordinals', async () => {
    // From the first request: the home lanes' first pages are cached, so the category page may ask for none again.
    const lists: Request[] = [];
    const { context, page } = await openAs(browser, 'member', 'lotto', '/m/home', async (p) => {
      p.on('request', (r) => { if (relayName(r) === 'GCSGAME_gameList') lists.push(r); });
    });
    await page.locator('.catnav a[href^="/m/elott"]').click();
    await page.locator('[data-testid="vendor-list"] [data-vendor="TCG_SEA"]').waitFor();
    await page.locator('[data-testid="category-games"] .card').first().waitFor();
    const lottery = ['ELOTT', 'ELOTTO', 'LOTT', 'SEA_LOTT', 'VIETNAM_LOTTO'];
    const asked = [...new Set(lists.map((r) => new URL(r.url()).searchParams.get('gameType') ?? ''))].filter((c) => lottery.includes(c)).sort();
    // The lotto merchant's lottery lanes are ELOTT and LOTT: no call for a category it does not have.
    expect(asked).toEqual(['ELOTT', 'LOTT']);
    // ELOTT (900) before LOTT (1000), whatever the merchant's lane order.
    const order = await page.locator('[data-testid="vendor-list"] li[data-category]').evaluateAll((els) => els.map((e) => e.getAttribute('data-category')));
    expect(order).toEqual(['ELOTT', 'LOTT']);
    // A vendor toggle filters the games.
    await page.locator('[data-vendor="TCG_SEA"] button').click();
    await page.waitForFunction(() => {
      const cards = [...document.querySelectorAll('[data-testid="category-games"] .card')];
      return cards.length > 0 && cards.every((c) => c.getAttribute('data-game')?.startsWith('TCG_SEA-'));
    });
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
    // The notices to players (value.player) and hot news; popups have their own place.
    expect(news).toContain('PG Soft maintenance');
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
