import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch } from './browser';
import { here, laneCard, lobbyReady, openAs } from './lobby-helpers';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const SLOW = 'TCG_LOTTO_VN-slow-draw';

describe('lottery launch', () => {
  it('member (demo): the lottery opens full-page with the lotto options and its back link returns', async () => {
    const { context, page } = await openAs(browser, 'member', 'demo');
    await lobbyReady(page);
    const launches: string[] = [];
    page.on('request', (r) => { if (r.url().includes('/wps/game/launchGame')) launches.push(r.url()); });
    await (await laneCard(page, 'ELOTT', 'TCG_LOTTO_VN-mega-6-45')).locator('a.play').click();
    await page.waitForURL((u) => u.pathname === '/demo-games/elott');
    const q = new URL(launches[0]!).searchParams;
    // Production's VN lottery form (production-wire C2): lotto… names, hasLobby true, no vendor, gameCode or timeout.
    expect(Object.fromEntries(['lottoArea', 'launchMode', 'lottoView', 'lottoGameCode', 'device', 'hasLobby'].map((k) => [k, q.get(k)])))
      .toEqual({ lottoArea: 'VN', launchMode: 'LOTT', lottoView: 'betting', lottoGameCode: 'TCG_LOTTO_VN-mega-6-45', device: 'MOBILE', hasLobby: 'true' });
    expect(q.get('lottoPrizeMode')).toMatch(/^E?[Ll]ott$/);
    expect([q.get('vendor'), q.get('gameCode'), q.get('timeout'), q.get('prizeMode')]).toEqual([null, null, null, null]);
    expect(q.get('labelName')).toBe('Gold');
    expect(q.get('title')).toBe('Mega 6/45');
    await page.locator('#play').click();
    expect(await page.locator('#result').textContent()).toMatch(/^Ticket: /);
    await page.locator('#back').click();
    await page.waitForURL((u) => u.pathname === '/m/home');
    await context.close();
  });

  it('member (demo): TCG_SEA opens its lobby view', async () => {
    const { context, page } = await openAs(browser, 'member', 'demo', '/m/launchGame?vendor=TCG_SEA&code=TCG_SEA-thai-lottery&lottoView=lobby&backUrl=%2Fm%2Felott');
    await page.waitForURL((u) => u.pathname === '/demo-games/lott');
    expect(await page.locator('body').textContent()).toContain('Lottery lobby');
    await page.locator('#back').click();
    await page.waitForURL((u) => u.pathname === '/m/elott');
    await context.close();
  });

  it('shows timeout_retry_please when the launch gets no redirect within 10 s, and Retry calls again', async () => {
    const { context, page } = await openAs(browser, 'member', 'demo', `/m/launchGame?prize_mode=Lotto&code=${SLOW}&lottoView=betting`);
    const launches: string[] = [];
    page.on('request', (r) => { if (r.url().includes('/wps/game/launchGame')) launches.push(r.url()); });
    await page.locator('[data-testid="launch-game"][data-state="starting"]').waitFor();
    // The app's own 10 s timer is the subject; the cap only bounds a hang on a busy runner.
    await page.locator('[data-testid="launch-game"][data-state="timeout"]').waitFor({ timeout: 45_000 });
    expect(await page.getByRole('alert').textContent()).toBe('Timed out, please try again.');
    expect(new URL(page.url()).pathname).toBe('/m/launchGame');
    const before = launches.length;
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.locator('[data-testid="launch-game"][data-state="starting"]').waitFor();
    await expect.poll(() => launches.length).toBe(before + 1);
    await context.close();
  });

  it('lotto has STARTGAMEINAPP3: label_start_game_error in a plain browser, the launch works in the app', async () => {
    const blocked = await openAs(browser, 'member', 'lotto', '/m/launchGame?prize_mode=Lotto&code=TCG_LOTTO_VN-keno&lottoView=betting');
    const calls: string[] = [];
    blocked.page.on('request', (r) => { if (r.url().includes('/wps/game/launchGame')) calls.push(r.url()); });
    await blocked.page.locator('[data-testid="launch-game"][data-state="blocked"]').waitFor();
    expect(calls).toEqual([]);
    await blocked.context.close();

    // The native app opens the site with inApp=1 (a carried tracking value).
    const inApp = await openAs(browser, 'agent', 'lotto', '/m/home?inApp=1');
    await lobbyReady(inApp.page);
    await (await laneCard(inApp.page, 'ELOTT', 'TCG_LOTTO_VN-keno')).locator('a.play').click();
    await inApp.page.waitForURL((u) => u.pathname === '/demo-games/elott');
    expect(await inApp.page.locator('h1').textContent()).toBe('Keno');
    await inApp.context.close();
  });

  it('a guest\'s game card opens the login modal in place (as a lottery banner does); the login lands on the launch', async () => {
    const { context, page } = await openAs(browser, 'guest', 'demo');
    await lobbyReady(page);
    await page.waitForFunction(() => document.documentElement.dataset.authModals === 'on');
    const card = await laneCard(page, 'ELOTT', 'TCG_LOTTO_VN-mega-6-45');
    const go = new URL(await card.locator('a.play').getAttribute('href') ?? '', 'http://x').searchParams.get('go');
    expect(go).toMatch(/^\/m\/launchGame\?prize_mode=\w+&code=TCG_LOTTO_VN-mega-6-45/);
    await card.locator('a.play').click();
    const modal = page.getByTestId('login-modal');
    await modal.waitFor();
    expect(here(page).pathname).toBe('/m/home');
    await modal.getByLabel('Username', { exact: true }).fill('player01');
    await modal.getByLabel('Password', { exact: true }).fill('Passw0rd!');
    await modal.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/demo-games/elott');
    expect(await page.locator('h1').textContent()).toBe('Mega 6/45');
    await context.close();
  });
});
