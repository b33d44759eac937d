import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../support/chromium.ts';
import { securePost } from '../support/secureRequest.ts';
import { viaLoopback } from '../support/loopback.ts';
import { inject } from 'vitest';
import { FIRST_SCREEN_MARK } from '../../contract/constants.ts';

export { CHROMIUM } from '../support/chromium.ts';

/** Debian's Chromium, headless. */
export const launch = launchChromium;

export function port(): number {
  return inject('port');
}

/** Absolute URL on a host of the test server: 'localhost', 'aff42.demo.localhost', 'www.lotto.localhost'. */
export function url(path: string, host = 'localhost'): string {
  return `http://${host}:${port()}${path}`;
}

/** A fresh phone-sized context, so storage and service workers never leak between tests. */
export async function phone(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await dismissPopups(context);
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('pageerror:', e.message));
  return { context, page };
}

/** Waits until the app has rendered past the splash (status loaded, language applied). */
export async function ready(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getElementById('splash')?.hidden === true, null, { timeout: 20_000 });
}

/** Waits for the app's first-screen mark: the lobby (or routed page) is up and the deferred features have started. */
export async function firstScreenUp(page: Page): Promise<void> {
  await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, FIRST_SCREEN_MARK, { timeout: 20_000 });
}

/** Logs in through the real API from Node (no browser), returning the token. */
export async function apiLogin(username: string, password = 'Passw0rd!', host = 'localhost'): Promise<string> {
  // Encrypted like the site's login: the server refuses plain login bodies.
  const r = await securePost(viaLoopback, url('/wps/session/login', host), { username, password, type: 'username' }, {
    merchant: host.includes('lotto') ? 'lotto' : 'demo',
  });
  const env = (await r.json()) as { success: boolean; value: { token: string } | null };
  if (!env.success || !env.value) throw new Error(`login failed for ${username}`);
  return env.value.token;
}

/**
 * The popup announcement carousel, dismissed for today on every seeded merchant (as a player who ticked
 * "don't show again today"), so tests of other features are not covered by it. phone() applies it; the
 * carousel's own tests (content-*.test.ts) open contexts without it.
 */
export async function dismissPopups(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const d = new Date();
    const day = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    try {
      localStorage.setItem('MC_ANNOUNCEMENT_HIDDEN', JSON.stringify({ demo: day, lotto: day, club: day }));
    } catch { /* storage blocked: the test sees the popups */ }
  });
}
