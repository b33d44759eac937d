import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch } from './browser';
import { here, lobbyReady, openAs, type Merchant, type Who } from './lobby-helpers';
import { layoutShifts } from './layout-shifts';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const CATEGORIES = ['SPORTS', 'LIVE', 'RNG', 'TABLE', 'FISH', 'PVP', 'CRASH', 'ARCADE', 'ELOTT', 'LOTT'];

describe('the full lobby on /m/home', () => {
  for (const merchant of ['demo', 'lotto'] as Merchant[]) {
    for (const who of ['guest', 'member', 'agent'] as Who[]) {
      it(`${merchant}, ${who}: marquee, banners by group, invite banner, sticky container and every lane`, async () => {
        const { context, page } = await openAs(browser, who, merchant);
        await lobbyReady(page);
        // The brand shows once, in the header: the lobby has no logo block of its own.
        expect(await page.locator('.home-logo').count()).toBe(0);
        // The marquee shows the merchant's MARQUEE announcement.
        expect(await page.locator('.marquee').textContent()).toMatch(merchant === 'demo' ? /PG Soft maintenance/ : /16th draw/);
        expect(await page.locator('[data-group="m_top"] [data-banner]').count()).toBeGreaterThan(0);
        expect(await page.locator('[data-group="m_home"] [data-banner]').count()).toBeGreaterThanOrEqual(5);
        // Popup groups have their own place, never the home rows.
        expect(await page.locator('[data-group^="m_popup"]').count()).toBe(0);
        await page.getByTestId('invite-banner').waitFor();
        // Lanes render progressively; all of them arrive, each with its count, vendors and cards.
        await page.waitForFunction((n) => document.querySelectorAll('[data-lane]').length >= n, CATEGORIES.length);
        const lanes = await page.locator('section[data-lane]').evaluateAll((els) => els.map((e) => e.getAttribute('data-lane')));
        expect(lanes.filter((l) => l !== 'recent' && l !== 'favourites' && l !== 'hot').sort()).toEqual([...CATEGORIES].sort());
        const rng = page.locator('[data-lane="RNG"]');
        expect(await rng.locator('h2 small').textContent()).toMatch(/\d/);
        // A lane's games load as it nears the screen (GCSGAME_gameList page 1).
        await rng.scrollIntoViewIfNeeded();
        await rng.locator('.card[data-game]').first().waitFor();
        // The provider's display name under the tile, never its code.
        expect(await rng.locator('.card .prov').first().textContent()).toBe('PG Soft');
        expect(await page.getByTestId('sticky-container').evaluate((e) => getComputedStyle(e).position)).toBe('sticky');
        await context.close();
      });
    }
  }

  it('the marquee runs at 60 px/s: one pass lasts (text + box width) / 60 seconds', async () => {
    const { context, page } = await openAs(browser, 'guest', 'demo');
    await lobbyReady(page);
    const span = page.locator('.marquee span');
    await page.waitForFunction(() => (document.querySelector<HTMLElement>('.marquee span')?.style.animationDuration ?? '') !== '');
    const { seconds, travel } = await span.evaluate((e) => ({
      seconds: parseFloat((e as HTMLElement).style.animationDuration),
      // The span's padding-inline-start is the box width, so its scroll width is the whole distance travelled.
      travel: e.scrollWidth,
    }));
    expect(travel).toBeGreaterThan(300);
    expect(seconds).toBeCloseTo(travel / 60, 0);
    await context.close();
  });

  it('a lobby answer that comes late is painted in one go: the invite banner on top moves nothing', async () => {
    // The real server answers; the relay calls only leave later, so the status is known well before the lobby.
    const { context, page } = await openAs(browser, 'guest', 'demo', '/m/home', async (p) => {
      await p.route('**/wps/relay/**', async (route) => {
        await new Promise((r) => setTimeout(r, 800));
        await route.continue();
      });
    });
    await lobbyReady(page);
    await page.getByTestId('invite-banner').waitFor();
    const shifts = (await layoutShifts(page))
      // The announcement popup is not the lobby; the splash's own sub-pixel settling stays far below the limit.
      .filter((e) => !e.hadRecentInput && !e.inBackdrop)
      .map((e) => `${e.value.toFixed(4)} ${e.nodes}`);
    expect(shifts.reduce((a, e) => a + Number(e.split(' ')[0]), 0), shifts.join(' | ')).toBeLessThan(0.005);
    await context.close();
  });

  it('images are sized, lazy below the fold and served from the merchant\'s CDN', async () => {
    const { context, page } = await openAs(browser, 'guest', 'demo');
    await lobbyReady(page);
    const imgs = await page.locator('.home img').evaluateAll((els) => els.map((e) => ({
      src: (e as HTMLImageElement).src, w: e.getAttribute('width'), h: e.getAttribute('height'), loading: e.getAttribute('loading'),
      aboveFold: e.getBoundingClientRect().top < innerHeight,
    })));
    expect(imgs.length).toBeGreaterThan(10);
    for (const i of imgs) {
      expect(i.w && i.h, i.src).toBeTruthy();
      expect(i.src).toMatch(/\/cdn\/demo\//);
    }
    // Only the logo, the invite banner and the first top banner load eagerly, and all of them are above the fold.
    const eager = imgs.filter((i) => i.loading === 'eager');
    expect(eager.length).toBeLessThanOrEqual(3);
    expect(eager.filter((i) => !i.aboveFold)).toEqual([]);
    expect(imgs.some((i) => i.loading === 'lazy' && !i.aboveFold)).toBe(true);
    await context.close();
  });

  it('the first images are preloaded with the lobby\'s answer and downloaded once', async () => {
    const { context, page } = await openAs(browser, 'guest', 'demo');
    const fetched: string[] = [];
    page.on('request', (r) => { if (r.resourceType() === 'image') fetched.push(new URL(r.url()).pathname); });
    await page.reload();
    await lobbyReady(page);
    await page.getByTestId('invite-banner').locator('img').evaluate((img) => (img as HTMLImageElement).decode());
    const invite = await page.getByTestId('invite-banner').locator('img').evaluate((img) => new URL((img as HTMLImageElement).src).pathname);
    const top = await page.locator('[data-group="m_top"] img').first().evaluate((img) => new URL((img as HTMLImageElement).src).pathname);
    const preloads = await page.locator('link[rel="preload"][as="image"]').evaluateAll((ls) => ls.map((l) => [new URL((l as HTMLLinkElement).href).pathname, l.getAttribute('fetchpriority')]));
    expect(preloads).toEqual([[invite, 'high'], [top, 'high']]);
    expect(fetched.filter((p) => p === invite)).toHaveLength(1);
    expect(fetched.filter((p) => p === top)).toHaveLength(1);
    await context.close();
  });

  it('the invite banner closes for the session, opens the invite page for members and agent registration for agents', async () => {
    const member = await openAs(browser, 'member', 'demo');
    await member.page.getByTestId('invite-banner').waitFor();
    expect(await member.page.locator('[data-testid="invite-banner"] a').getAttribute('href')).toMatch(/^\/m\/inviteFriends/);
    await member.page.locator('[data-testid="invite-banner"] .x').click();
    expect(await member.page.getByTestId('invite-banner').count()).toBe(0);
    await member.page.reload();
    await lobbyReady(member.page);
    expect(await member.page.getByTestId('invite-banner').count()).toBe(0);
    await member.context.close();

    const agent = await openAs(browser, 'agent', 'demo');
    await agent.page.getByTestId('invite-banner').waitFor();
    await agent.page.locator('[data-testid="invite-banner"] a').click();
    await agent.page.waitForURL(/\/m\/agentRegister/);
    await agent.context.close();
  });

  it('favourites and recently played stay on the device and survive hostile storage', async () => {
    const { context, page } = await openAs(browser, 'guest', 'demo', '/m/home', async (p) => {
      await p.addInitScript(() => {
        if (!sessionStorage.getItem('seeded')) {
          sessionStorage.setItem('seeded', '1');
          localStorage.setItem('MC_RECENT_GAMES', JSON.stringify([{ gameId: '<img src=x onerror=alert(1)>', vendor: 'PG', category: 'RNG', displayName: 'x' }, 42, null]));
          localStorage.setItem('MC_FAVOURITES', '{not json');
        }
      });
    });
    await lobbyReady(page);
    expect(await page.locator('[data-lane="recent"]').count()).toBe(0);
    expect(await page.locator('[data-lane="favourites"]').count()).toBe(0);
    await page.locator('[data-lane="RNG"] [data-game="PG-fortune-tiger"] .fav').click();
    await page.locator('[data-lane="favourites"] [data-game="PG-fortune-tiger"]').waitFor();
    await page.reload();
    await lobbyReady(page);
    await page.locator('[data-lane="favourites"] [data-game="PG-fortune-tiger"]').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('MC_FAVOURITES'))).toContain('PG-fortune-tiger');
    await context.close();
  });

  it('lite mode (Save-Data) draws cards without artwork and one banner per group', async () => {
    const { context, page } = await openAs(browser, 'guest', 'demo', '/m/home', async (p) => {
      await p.addInitScript(() => {
        Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true, effectiveType: '4g' } });
      });
    });
    await lobbyReady(page);
    expect(await page.locator('.home').getAttribute('data-lite')).toBe('1');
    expect(await page.locator('[data-group="m_home"] [data-banner]').count()).toBe(1);
    expect(await page.locator('[data-lane="RNG"] .card img').count()).toBe(0);
    expect(await page.locator('[data-lane="RNG"] .card .img-fallback').count()).toBeGreaterThan(0);
    // No prefetch on intent in lite mode: the category page chunk is first asked for by the click, not by the hover
    // before it. Ordered by the page's own clock, so no guessed wait for a request that should not come.
    await page.evaluate(() => {
      performance.clearResourceTimings();
      document.addEventListener('click', () => { (window as unknown as { clickAt: number }).clickAt = performance.now(); }, { capture: true, once: true });
    });
    const link = page.locator('.catnav a').first();
    await link.hover();
    expect(here(page).pathname).toBe('/m/home');
    await link.click();
    const chunk = await page.waitForFunction(() => {
      const at = (window as unknown as { clickAt?: number }).clickAt;
      const first = performance.getEntriesByType('resource').find((e) => e.name.includes('/m/assets/CategoryPage'));
      return at !== undefined && first ? { clickAt: at, requestedAt: first.startTime } : null;
    }, null, { timeout: 30_000 }).then((h) => h.jsonValue() as Promise<{ clickAt: number; requestedAt: number }>);
    expect(chunk.requestedAt).toBeGreaterThanOrEqual(chunk.clickAt);
    await context.close();
  });
});
