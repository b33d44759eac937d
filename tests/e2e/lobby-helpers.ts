/** Shared steps of the lobby and game end-to-end tests (lobby-*.test.ts, game-*.test.ts). */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { securePost } from '../support/secureRequest.ts';
import { viaLoopback } from '../support/loopback.ts';
import { phone, url } from './browser';

export type Who = 'guest' | 'member' | 'agent';
export type Merchant = 'demo' | 'lotto';

export const HOSTS: Record<Merchant, string> = { demo: 'localhost', lotto: 'www.lotto.localhost' };
const USERS: Record<Merchant, Record<Exclude<Who, 'guest'>, string>> = {
  demo: { member: 'player01', agent: 'agent01' },
  lotto: { member: 'lottoplayer', agent: 'lottoagent' },
};

/** Logs a seeded member in through the real, encrypted login API; returns the token. */
export async function loginToken(username: string, host: string): Promise<string> {
  const res = await securePost(viaLoopback, url('/wps/session/login', host), { username, password: 'Passw0rd!', type: 'username' }, {
    merchant: host.includes('lotto') ? 'lotto' : 'demo',
  });
  const env = (await res.json()) as { success: boolean; value: { token: string } | null };
  if (!env.success || !env.value) throw new Error(`login failed for ${username} on ${host}`);
  return env.value.token;
}

export interface Opened { context: BrowserContext; page: Page; token: string | null; host: string; userName: string }

/**
 * Opens path on the merchant's host as a guest, or logged in through the real API with the token
 * handed over in the URL (the site adopts and strips it); a member waits for its member info.
 */
export async function openAs(browser: Browser, who: Who, merchant: Merchant, path = '/m/home', init?: (page: Page) => Promise<void>): Promise<Opened> {
  const host = HOSTS[merchant];
  const userName = who === 'guest' ? '' : USERS[merchant][who];
  const token = who === 'guest' ? null : await loginToken(userName, host);
  const { context, page } = await phone(browser);
  if (init) await init(page);
  const sep = path.includes('?') ? '&' : '?';
  await page.goto(url(token ? `${path}${sep}token=${token}` : path, host));
  // A launch page may already have left for the game (outside /m/) by the time the splash would be checked.
  await page.waitForFunction(() => document.getElementById('splash')?.hidden === true || !location.pathname.startsWith('/m/'), null, { timeout: 20_000 });
  if (token && new URL(page.url()).pathname.startsWith('/m/')) {
    await page.waitForFunction((name) => sessionStorage.getItem('MC_SESSION_INFO')?.includes(`"userName":"${name}"`) === true, userName);
  }
  return { context, page, token, host, userName };
}

/** The lobby has rendered its banners and lanes. */
export async function lobbyReady(page: Page): Promise<void> {
  await page.locator('[data-lane]').first().waitFor();
  await page.locator('[data-banner]').first().waitFor();
  // The tiles render once the first screen is up (src/components/lobby/Rail.tsx): the lobby is ready with its first game.
  await page.locator('[data-lane] [data-game]').first().waitFor();
}

/** A game tile of a home lane: the lane's games load as it nears the screen, so it is scrolled to first. */
export async function laneCard(page: Page, lane: string, gameId: string): Promise<Locator> {
  await page.locator(`[data-lane="${lane}"]`).scrollIntoViewIfNeeded();
  const card = page.locator(`[data-lane="${lane}"] [data-game="${gameId}"]`);
  await card.waitFor();
  return card;
}

/** The pathname and query of the page now. */
export const here = (page: Page): URL => new URL(page.url());
