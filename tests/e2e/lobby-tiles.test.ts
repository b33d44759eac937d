import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, phone, ready, url } from './browser';
import { here, lobbyReady, openAs } from './lobby-helpers';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const MERCHANTS = [['demo', 'localhost'], ['lotto', 'www.lotto.localhost'], ['club', 'www.club.localhost']] as const;
const GAME_PAGES = ['/m/sports', '/m/live', '/m/rng', '/m/table', '/m/fish', '/m/pvp', '/m/crash', '/m/arcade', '/m/elott'];

async function openGuest(host: string, path: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await phone(browser);
  await page.goto(url(path, host));
  await ready(page);
  return { page, close: () => context.close() };
}

/** Visible text and accessible names of the page (the game inside a viewer frame is the provider's, not ours). */
const shownText = (page: Page): Promise<string> => page.evaluate(() => [
  document.body.innerText,
  ...[...document.querySelectorAll('[aria-label], img[alt]')].map((e) => `${e.getAttribute('aria-label') ?? ''} ${e.getAttribute('alt') ?? ''}`),
].join('\n'));

/** Cards whose box leaves the screen sideways without a scroller between them and the page. */
const cardsOffScreen = (page: Page): Promise<string[]> => page.evaluate(() => {
  const w = document.documentElement.clientWidth;
  const scrolls = (e: Element): boolean => ['auto', 'scroll'].includes(getComputedStyle(e).overflowX);
  return [...document.querySelectorAll('.card')].flatMap((card) => {
    const r = card.getBoundingClientRect();
    if (r.left >= -0.5 && r.right <= w + 0.5) return [];
    let up = card.parentElement;
    while (up && up !== document.body && !scrolls(up)) up = up.parentElement;
    const box = up && up !== document.body ? up.getBoundingClientRect() : null;
    return box && box.left >= -0.5 && box.right <= w + 0.5 ? [] : [card.getAttribute('data-game') ?? '?'];
  });
});

/** Distinct tile sizes (rounded to the pixel) among the matched tiles. */
const tileSizes = (page: Page, selector: string): Promise<string[]> => page.locator(selector).evaluateAll((els) =>
  [...new Set(els.map((e) => { const r = e.getBoundingClientRect(); return `${Math.round(r.width)}x${Math.round(r.height)}`; }))]);

describe('lobby tiles', () => {
  for (const [merchant, host] of MERCHANTS) {
    it(`${merchant}: no lobby page shows an internal code, and the page never scrolls sideways`, async () => {
      const { page, close } = await openGuest(host, '/m/home');
      await lobbyReady(page);
      await page.waitForFunction(() => document.querySelectorAll('section[data-lane] .gcard').length >= 10);
      expect(await shownText(page)).not.toMatch(/\b[A-Z0-9]+_[A-Z0-9_]+\b/);
      for (const path of GAME_PAGES) {
        await page.locator(`.catnav a[href^="${path}"]`).click();
        await page.waitForURL((u) => u.pathname === path);
        await page.locator('[data-testid="category-games"] .gcard').first().waitFor();
        await page.locator('[data-testid="vendor-list"] li[data-vendor]').first().waitFor();
        const text = await shownText(page);
        expect(text, path).not.toMatch(/\b[A-Z0-9]+_[A-Z0-9_]+\b/);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), path).toBe(true);
        expect(await cardsOffScreen(page), path).toEqual([]);
      }
      await close();
    });
  }

  it('lotto: every lottery card stays on screen (or in a scroller) on /m/home and /m/elott, Keno included', async () => {
    const { page, close } = await openGuest('www.lotto.localhost', '/m/home');
    await lobbyReady(page);
    const keno = page.locator('[data-lane="ELOTT"] [data-game="TCG_LOTTO_VN-keno"]');
    await keno.waitFor();
    expect(await cardsOffScreen(page)).toEqual([]);
    // The lane's three lottery tiles share one size, and the name ends in an ellipsis rather than widening it.
    expect(await tileSizes(page, '[data-lane="ELOTT"] .gcard')).toHaveLength(1);
    await page.goto(url('/m/elott', 'www.lotto.localhost'));
    await page.locator('[data-testid="category-games"] [data-game="TCG_LOTTO_VN-keno"]').waitFor();
    expect(await cardsOffScreen(page)).toEqual([]);
    const box = await page.locator('[data-testid="category-games"] [data-game="TCG_LOTTO_VN-keno"]').boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await close();
  });

  it('tiles are image-first and equal: three to a row in a category grid, one size along a home lane', async () => {
    const { page, close } = await openGuest('localhost', '/m/rng');
    await page.locator('[data-testid="category-games"] .gcard').nth(4).waitFor();
    expect(await tileSizes(page, '[data-testid="category-games"] .gcard')).toHaveLength(1);
    const tops = await page.locator('[data-testid="category-games"] .gcard').evaluateAll((els) => els.slice(0, 4).map((e) => Math.round(e.getBoundingClientRect().top)));
    expect(tops[0]).toBe(tops[2]);
    expect(tops[3]).toBeGreaterThan(tops[0]!);
    // The art comes first; the star is a 44 px target on the art's corner, outside the launch link.
    const tile = page.locator('[data-testid="category-games"] .gcard').first();
    const art = (await tile.locator('.art').boundingBox())!;
    const star = (await tile.locator('.fav').boundingBox())!;
    expect(star.width).toBeGreaterThanOrEqual(44);
    expect(star.height).toBeGreaterThanOrEqual(44);
    expect(star.y + star.height).toBeLessThanOrEqual(art.y + art.height + 0.5);
    expect(await tile.locator('.play .fav, .play .try').count()).toBe(0);
    await page.goto(url('/m/home'));
    await lobbyReady(page);
    await page.locator('[data-lane="RNG"] .gcard').nth(2).waitFor();
    expect(await tileSizes(page, '[data-lane="RNG"] .gcard')).toHaveLength(1);
    await close();
  });

  it('lane headers count with plural forms ("1 game") and link to their category page', async () => {
    const { page, close } = await openGuest('localhost', '/m/home');
    await lobbyReady(page);
    await page.locator('[data-lane="FISH"]').waitFor();
    expect(await page.locator('[data-lane="FISH"] h2 small').textContent()).toBe('1 game');
    expect(await page.locator('[data-lane="LIVE"] h2 small').textContent()).toBe('3 games');
    await page.locator('[data-lane="FISH"] a.see-all').click();
    await page.waitForURL((u) => u.pathname === '/m/fish');
    await close();
  });

  it('the banner carousel\'s dots follow the swipe, and a dot brings its banner', async () => {
    const { page, close } = await openGuest('localhost', '/m/home');
    await lobbyReady(page);
    const group = page.locator('[data-group="m_home"]');
    const current = () => group.locator('.dots button').evaluateAll((els) => els.findIndex((e) => e.getAttribute('aria-current') === 'true'));
    expect(await current()).toBe(0);
    // A swipe: the row scrolls to its third banner.
    await group.locator('.bgroup > *').nth(2).evaluate((e) => e.scrollIntoView({ behavior: 'instant', block: 'nearest', inline: 'center' }));
    await page.waitForFunction(() => document.querySelectorAll('[data-group="m_home"] .dots button')[2]?.getAttribute('aria-current') === 'true');
    await group.locator('.dots button').nth(0).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-group="m_home"] .dots button')[0]?.getAttribute('aria-current') === 'true');
    expect(await group.locator('.dots button').first().getAttribute('aria-label')).toMatch(/^Banner 1 of \d+$/);
    await close();
  });

  it('an image that fails shows the letter tile; one still loading shows its reserved box, never the tile', async () => {
    const { context, page } = await phone(browser);
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    await page.route('**/games/PG-fortune-tiger.png', async (r) => { await held; await r.continue(); });
    await page.route('**/games/PG-mahjong-ways.png', (r) => r.fulfill({ status: 404, body: '' }));
    await page.goto(url('/m/rng'));
    await ready(page);
    const slow = page.locator('[data-testid="category-games"] [data-game="PG-fortune-tiger"]');
    await page.locator('[data-testid="category-games"] [data-game="PG-mahjong-ways"] .img-fallback').waitFor();
    expect(await slow.locator('.img-fallback').count()).toBe(0);
    expect(await slow.locator('img').count()).toBe(1);
    // Still loading IMAGE_FADE_AFTER_MS after its box appeared: hidden (the box shows), then it fades in once loaded.
    await page.waitForFunction(() => document.querySelector('[data-game="PG-fortune-tiger"] img')?.hasAttribute('data-wait') === true);
    release();
    await page.waitForFunction(() => document.querySelector('[data-game="PG-fortune-tiger"] img')?.hasAttribute('data-in') === true);
    expect(await slow.locator('.img-fallback').count()).toBe(0);
    const looks = await page.evaluate(() => [[], ['wait'], ['wait', 'in']].map((attrs) => {
      const img = document.createElement('img');
      img.className = 'fade';
      for (const a of attrs) img.setAttribute(`data-${a}`, '');
      document.body.append(img);
      const { opacity, transitionDuration } = getComputedStyle(img);
      img.remove();
      return [opacity, transitionDuration];
    }));
    // An image at hand: visible with no transition; waited for: hidden, then shown with a 0.3 s fade.
    expect(looks).toEqual([['1', '0s'], ['0', '0s'], ['1', '0.3s']]);
    await context.close();
  });

  it('a sports match opens that match: the launch carries its match id', async () => {
    const { context, page } = await openAs(browser, 'member', 'demo', '/m/sports');
    const match = page.locator('[data-testid="matches"] [data-match="m-102"] a');
    await match.waitFor();
    expect(await match.textContent()).toContain('Sevilla');
    const launch = page.waitForRequest((r) => new URL(r.url()).pathname === '/wps/game/launchGame');
    await match.click();
    const q = new URL((await launch).url()).searchParams;
    // Production's GLS launch: the game by id and node id, the match alongside.
    expect([q.get('gameId'), q.get('launchMode'), q.get('matchId')]).toEqual(['SBO-football', 'GLS', 'm-102']);
    expect(q.get('nodeId')).toMatch(/^[\w-]+$/);
    await page.getByTestId('game-frame').waitFor();
    // The viewer is named by the game, not by its code.
    expect(await page.getByTestId('game-frame').getAttribute('aria-label')).toBe('Football');
    await context.close();
  });

  it('a launch link opened directly names the viewer from the lobby, never by the code', async () => {
    const { context, page } = await openAs(browser, 'member', 'lotto', '/m/launchGame?vendor=PG&code=PG-fortune-ox&backUrl=%2Fm%2Frng');
    await page.getByTestId('game-frame').waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="game-frame"] .frame-title')?.textContent === 'Fortune Ox');
    expect(here(page).pathname).toBe('/m/game');
    await context.close();
  });

  it('fullscreen=0 on landing turns the viewer\'s full screen off on every later page; without it the viewer offers it', async () => {
    for (const [landing, offered] of [['/m/home?fullscreen=0', false], ['/m/home', true]] as const) {
      const { page, close } = await openGuest('localhost', landing);
      await lobbyReady(page);
      // A later page of the visit: the value is carried, not only read on the landing page.
      await page.locator('.catnav a[href^="/m/rng"]').click();
      await page.waitForURL((u) => u.pathname === '/m/rng');
      await page.locator('[data-testid="category-games"] [data-game="PG-fortune-tiger"] .try').click();
      const frame = page.getByTestId('game-frame');
      await frame.waitFor();
      expect(await frame.getAttribute('data-fullscreen'), landing).toBe(offered ? 'on' : 'off');
      expect(await page.getByTestId('fullscreen').count(), landing).toBe(offered ? 1 : 0);
      expect((await frame.locator('iframe').getAttribute('allow'))?.includes('fullscreen'), landing).toBe(offered);
      await close();
    }
  });
});
