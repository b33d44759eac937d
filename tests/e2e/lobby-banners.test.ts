import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch } from './browser';
import { here, lobbyReady, openAs, type Merchant, type Who } from './lobby-helpers';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

/** Seeded banner ids per linkage case (server/merchants/seed). */
const BANNERS: Record<Merchant, { promo: string; promoId: string; internal: string; internalPath: string; own: string; foreign: string; game: string; lottery: string }> = {
  demo: { promo: 'welcome-bonus', promoId: 'promo-1001', internal: 'sports-week', internalPath: '/m/sports', own: 'daily-tips', foreign: 'play-responsibly', game: 'fortune-tiger', lottery: 'mega-draw' },
  lotto: { promo: 'lucky-week', promoId: 'promo-2001', internal: 'all-lotteries', internalPath: '/m/elott', own: 'results-today', foreign: 'play-responsibly', game: 'fortune-ox', lottery: 'draw-tonight' },
};

const banner = (page: Page, id: string) => page.locator(`[data-group="m_home"] [data-banner="${id}"]`);
/** The link element of a banner (a wrapping <a> for internal links, the element itself otherwise). */
const hrefOf = (page: Page, id: string) => banner(page, id).evaluate((e) => (e.closest('a') as HTMLAnchorElement | null)?.getAttribute('href') ?? null);

describe('banner clicks by linkageType', () => {
  for (const merchant of ['demo', 'lotto'] as Merchant[]) {
    for (const who of ['guest', 'member', 'agent'] as Who[]) {
      it(`${merchant}, ${who}: P, URL internal, URL external (own and foreign domain), G game, G lottery`, async () => {
        const b = BANNERS[merchant];
        const { context, page, token, userName } = await openAs(browser, who, merchant);
        await lobbyReady(page);

        // P opens the promotion page.
        expect(await hrefOf(page, b.promo)).toBe(`/m/activity?id=${b.promoId}`);
        // URL with an internal path navigates inside the site.
        await banner(page, b.internal).click();
        await page.waitForURL((u) => u.pathname === b.internalPath);
        await page.goBack();
        await lobbyReady(page);

        // External links open in a new tab; only the merchant's own domain receives token and username.
        const own = new URL((await banner(page, b.own).getAttribute('href'))!);
        const foreign = new URL((await banner(page, b.foreign).getAttribute('href'))!);
        expect(await banner(page, b.own).getAttribute('target')).toBe('_blank');
        expect(foreign.searchParams.has('token')).toBe(false);
        expect(foreign.searchParams.has('username')).toBe(false);
        if (token) {
          expect(own.searchParams.get('token')).toBe(token);
          expect(own.searchParams.get('username')).toBe(userName);
        } else {
          expect(own.searchParams.has('token')).toBe(false);
        }

        // G game: a member launches it; a guest gets free play in the in-frame viewer.
        const lottery = await hrefOf(page, b.lottery);
        if (token) {
          const game = new URL(`http://x${await hrefOf(page, b.game)}`);
          expect(game.pathname).toBe('/m/launchGame');
          expect(game.searchParams.get('vendor')).toBe('PG');
          expect(game.searchParams.get('backUrl')).toBe('/m/home');
          // G lottery launches with the lotto query.
          const lotto = new URL(`http://x${lottery}`);
          expect(lotto.pathname).toBe('/m/launchGame');
          expect(lotto.searchParams.get('prize_mode')).toBeTruthy();
          expect(lotto.searchParams.get('lottoView')).toBe('betting');
        } else {
          await banner(page, b.game).click();
          await page.getByTestId('game-frame').waitFor();
          expect(await page.locator('[data-testid="game-frame"] iframe').getAttribute('src')).toMatch(/\/demo-games\/rng\?.*mode=trial/);
          await page.locator('[data-testid="game-frame"] .frame-bar button').click();
          expect(await page.getByTestId('game-frame').count()).toBe(0);
          // A lottery needs a login: the guest gets the login modal in place, the lobby stays underneath.
          await page.waitForFunction(() => document.documentElement.dataset.authModals === 'on');
          await banner(page, b.lottery).click();
          await page.getByTestId('login-modal').waitFor();
          expect(here(page).pathname).toBe('/m/home');
        }
        await context.close();
      });
    }
  }
});
