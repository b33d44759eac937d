import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch } from './browser';
import { here, laneCard, lobbyReady, openAs, type Who } from './lobby-helpers';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

describe('game launch and return', () => {
  for (const who of ['member', 'agent'] as Who[]) {
    it(`${who}: a lobby card launches the game in the in-frame viewer and Back returns to the lobby`, async () => {
      const { context, page } = await openAs(browser, who, 'demo');
      await lobbyReady(page);
      const launches: string[] = [];
      page.on('request', (r) => { if (r.url().includes('/wps/game/launchGame')) launches.push(r.url()); });
      await (await laneCard(page, 'RNG', 'PG-mahjong-ways')).locator('a.play').click();
      await page.waitForURL((u) => u.pathname === '/m/game');
      const frame = page.getByTestId('game-frame');
      await frame.waitFor();
      expect(await frame.locator('iframe').getAttribute('src')).toMatch(/\/demo-games\/rng\?game=PG-mahjong-ways&mode=real/);
      // Production's GLS launch (production-wire C1): the game by id and node id, the provider as vassalage.
      const q = new URL(launches[0]!).searchParams;
      expect(Object.fromEntries(['launchMode', 'platform', 'clientType', 'gameId', 'vassalage', 'accountType', 'merchantCode', 'webView'].map((k) => [k, q.get(k)])))
        .toEqual({ launchMode: 'GLS', platform: 'html5', clientType: '2', gameId: 'PG-mahjong-ways', vassalage: 'PG', accountType: '1', merchantCode: 'demo', webView: 'false' });
      expect(q.get('nodeId')).toMatch(/^[\w-]+$/);
      expect([q.get('vendor'), q.get('gameCode'), q.get('backUrl')]).toEqual([null, null, null]);
      // The demo game is playable inside the frame.
      const game = page.frameLocator('[data-testid="game-frame"] iframe');
      await game.locator('#play').click();
      expect(await game.locator('#result').textContent()).not.toBe('');
      await frame.locator('.frame-bar button').click();
      await page.waitForURL((u) => u.pathname === '/m/home');
      await lobbyReady(page);
      // The game is now among the recently played.
      await page.locator('[data-lane="recent"] [data-game="PG-mahjong-ways"]').waitFor();
      await context.close();
    });
  }

  it('a launch link\'s backUrl is where the viewer\'s Back returns (the GLS launch itself carries no backUrl)', async () => {
    const { context, page } = await openAs(browser, 'member', 'demo', '/m/launchGame?vendor=EVO&code=EVO-roulette&backUrl=%2Fm%2Flive');
    const frame = page.getByTestId('game-frame');
    await frame.waitFor();
    await frame.locator('.frame-bar button').click();
    await page.waitForURL((u) => u.pathname === '/m/live');
    await context.close();
  });

  it('a guest is sent to login by the launch page, with the launch as go target', async () => {
    const { context, page } = await openAs(browser, 'guest', 'demo', '/m/launchGame?vendor=PG&code=PG-lucky-neko');
    await page.waitForURL((u) => u.pathname === '/m/login');
    expect(here(page).searchParams.get('go')).toBe('/m/launchGame?vendor=PG&code=PG-lucky-neko');
    await context.close();
  });

  it('a broken launch link shows a message and a way back, never a white screen', async () => {
    const { context, page } = await openAs(browser, 'member', 'demo', '/m/launchGame?vendor=%3Cscript%3E&code=');
    const launchPage = page.getByTestId('launch-game');
    await page.locator('[data-testid="launch-game"][data-state="invalid"]').waitFor();
    expect(await launchPage.getByRole('alert').textContent()).toBe('This game link is not valid.');
    await context.close();
  });
});

describe('trial launch', () => {
  it('a guest tries a free-play card in the viewer without logging in', async () => {
    const { context, page } = await openAs(browser, 'guest', 'lotto');
    await lobbyReady(page);
    const trials: string[] = [];
    page.on('request', (r) => { if (r.url().includes('GCS_gameTrialLaunch')) trials.push(r.url()); });
    await (await laneCard(page, 'LIVE', 'SEXY-baccarat-classic')).locator('.try').click();
    await page.getByTestId('game-frame').waitFor();
    const q = new URL(trials[0]!).searchParams;
    expect(q.get('gameId')).toBe('SEXY-baccarat-classic');
    expect(q.get('nodeId')).toMatch(/^[\w-]+$/);
    expect(q.get('platform')).toBe('html5');
    const game = page.frameLocator('[data-testid="game-frame"] iframe');
    expect(await game.locator('#mode').textContent()).toBe('Free play');
    expect(here(page).pathname).toBe('/m/home');
    await context.close();
  });

  it('a member can take the trial through the launch page (playType=trial)', async () => {
    const { context, page } = await openAs(browser, 'member', 'demo', '/m/launchGame?vendor=JILI&code=JILI-super-ace&playType=trial');
    await page.getByTestId('game-frame').waitFor();
    expect(await page.locator('[data-testid="game-frame"] iframe').getAttribute('src')).toMatch(/mode=trial/);
    await context.close();
  });
});
