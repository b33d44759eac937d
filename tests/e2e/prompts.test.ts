import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch, ready, url } from './browser';
import { fakeInstallPrompt } from './install-context';
import { CLUB, DEMO } from './member-helpers';
import { recordStorage, storageTouched } from './storage-trace';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

/** src/prompts/priority.ts PROMPT_PAUSE_MS. */
const PAUSE_MS = 30_000;
/** The blocking prompts of a first visit, by their test ids. */
const PROMPTS = ['announcements', 'a2hs', 'push-prompt', 'download-popup'] as const;

interface Seen { id: string; at: number; gone?: number }

/**
 * A first visit in a fresh context (nothing dismissed), with the page's clock under the test's control. Every
 * DOM change counts the blocking prompts on screen: the most seen at once, and when each came and went.
 */
async function firstVisit(opts: { lang?: string } = {}): Promise<{ context: BrowserContext; page: Page; warnings: string[] }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const warnings: string[] = [];
  page.on('console', (m) => { if (m.type() === 'warning') warnings.push(m.text()); });
  page.on('pageerror', (e) => console.error('pageerror:', e.message));
  if (opts.lang) await context.addInitScript((code) => localStorage.setItem('MC_LANGUAGE', code), opts.lang);
  await page.addInitScript((ids) => {
    const w = window as unknown as { __maxPrompts: number; __prompts: Seen[] };
    w.__maxPrompts = 0;
    w.__prompts = [];
    const check = (): void => {
      const on = ids.filter((id) => document.querySelector(`[data-testid="${id}"]`) !== null);
      w.__maxPrompts = Math.max(w.__maxPrompts, on.length);
      for (const id of on) if (!w.__prompts.some((p) => p.id === id && p.gone === undefined)) w.__prompts.push({ id, at: Date.now() });
      for (const p of w.__prompts) if (p.gone === undefined && !on.includes(p.id as never)) p.gone = Date.now();
    };
    document.addEventListener('DOMContentLoaded', () => new MutationObserver(check).observe(document.body, { childList: true, subtree: true }));
  }, PROMPTS as unknown as string[]);
  await page.clock.install();
  return { context, page, warnings };
}

const log = (page: Page) => page.evaluate(() => (window as unknown as { __prompts: Seen[] }).__prompts);
const most = (page: Page) => page.evaluate(() => (window as unknown as { __maxPrompts: number }).__maxPrompts);
const carousel = (page: Page) => page.getByTestId('announcements');
const line = (page: Page, attr: 'active' | 'waiting') => page.getByTestId('prompt-line').getAttribute(`data-${attr}`);
/** The carousel on screen; on a time-out the message says where the gate and the line stood. */
async function carouselShown(page: Page): Promise<void> {
  try {
    await carousel(page).waitFor({ timeout: 60_000 });
  } catch (e) {
    const gate = await page.getByTestId('announcements-state').getAttribute('data-state').catch(() => null);
    const active = await line(page, 'active').catch(() => null);
    const waiting = await line(page, 'waiting').catch(() => null);
    throw new Error(`no carousel: gate ${gate}, line active "${active}" waiting "${waiting}"`, { cause: e });
  }
}
const closeCarousel = async (page: Page, hideToday = false): Promise<void> => {
  const close = carousel(page).getByRole('button', { name: 'Close', exact: true });
  // Forced-read items are read once scrolled to their end: scroll each one, then close.
  for (;;) {
    await page.getByTestId('announcement-body').evaluate((el) => { el.scrollTop = el.scrollHeight; el.dispatchEvent(new Event('scroll')); });
    if (!(await close.isDisabled())) break;
    await carousel(page).getByRole('button', { name: 'Next' }).click();
  }
  if (hideToday) await carousel(page).getByLabel("Don't show again today").check();
  await close.click();
  await carousel(page).waitFor({ state: 'detached' });
};

describe('one prompt at a time on a first visit', () => {
  for (const host of [DEMO, CLUB]) {
    it(`${host}: the notice, then add-to-home-screen, then the download popup, one at a time with the pause between`, { timeout: 180_000 }, async () => {
      const { context, page } = await firstVisit();
      await fakeInstallPrompt(page, 'dismissed');
      await recordStorage(page);
      await page.goto(url('/m/home', host));
      await ready(page);
      await carouselShown(page);
      // The bar's settings are in, so the download popup's 20 s timer runs; add-to-home-screen's 1 s is long past.
      await page.getByTestId('download-bar').waitFor({ timeout: 30_000 });
      await page.clock.fastForward(25_000);
      // Add-to-home-screen has taken its decision (its last input read): it waits in line behind the notice.
      await storageTouched(page, 'get MC_A2HS_INSTALLED');
      await expect.poll(async () => (await line(page, 'waiting'))?.split(' ').sort()).toEqual(['a2hs', 'download-popup']);
      expect(await line(page, 'active')).toBe('forced-read');
      expect(await page.getByTestId('a2hs').count()).toBe(0);
      expect(await page.getByTestId('download-popup').count()).toBe(0);
      await closeCarousel(page);

      // Both are due; the next comes only once the pause is over (the clock is moved to just before its end).
      await page.clock.fastForward(PAUSE_MS - 2_000);
      await page.getByTestId('a2hs').waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('download-popup').count()).toBe(0);
      await page.getByTestId('a2hs').getByRole('button', { name: 'Not now' }).click();
      await page.getByTestId('a2hs').waitFor({ state: 'detached' });

      await page.clock.fastForward(PAUSE_MS - 2_000);
      await page.getByTestId('download-popup').waitFor({ timeout: 30_000 });
      await page.getByTestId('download-popup').getByRole('button', { name: 'Close', exact: true }).click();

      const seen = await log(page);
      expect(seen.map((p) => p.id)).toEqual(['announcements', 'a2hs', 'download-popup']);
      for (let i = 1; i < seen.length; i++) expect(seen[i]!.at - seen[i - 1]!.gone!).toBeGreaterThanOrEqual(PAUSE_MS);
      expect(await most(page)).toBe(1);
      await context.close();
    });
  }

  it('no prompt opens over another modal dialog of the site: it waits until that dialog closes', { timeout: 120_000 }, async () => {
    const { context, page } = await firstVisit();
    await page.goto(url('/m/home', DEMO));
    await ready(page);
    await carouselShown(page);
    await page.getByTestId('download-bar').waitFor({ timeout: 30_000 });
    await closeCarousel(page);
    // The download popup's turn is due at the end of the pause; a modal of the site is open then.
    await page.evaluate(() => {
      const d = document.createElement('div');
      d.setAttribute('role', 'dialog');
      d.setAttribute('aria-modal', 'true');
      d.id = 'other-dialog';
      document.body.append(d);
    });
    await page.clock.fastForward(PAUSE_MS + 25_000);
    // Its turn is due and it waits: nothing is on screen but the other dialog.
    await expect.poll(() => line(page, 'waiting')).toContain('download-popup');
    expect(await line(page, 'active')).toBe('');
    expect(await page.getByTestId('download-popup').count()).toBe(0);
    await page.evaluate(() => document.getElementById('other-dialog')?.remove());
    await page.getByTestId('download-popup').waitFor({ timeout: 30_000 });
    await context.close();
  });
});

describe('the welcome popup across login and logout', () => {
  async function loginAndOut(page: Page): Promise<void> {
    await page.goto(url('/m/login', DEMO));
    await ready(page);
    await page.getByLabel('Username', { exact: true }).fill('player01');
    await page.getByLabel('Password', { exact: true }).fill('Passw0rd!');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/m/home');
    await expect.poll(() => page.getByTestId('announcements-state').getAttribute('data-state')).toMatch(/hidden-today|seen/);
    expect(await carousel(page).count()).toBe(0);
    await page.goto(url('/m/member/home', DEMO));
    await ready(page);
    await page.getByRole('button', { name: 'Log out' }).first().click();
    await page.getByTestId('logout-confirm').getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((u) => u.pathname === '/m/home');
  }

  it('hide-for-today holds across login, logout and a new tab session', { timeout: 120_000 }, async () => {
    const { context, page } = await firstVisit();
    await page.goto(url('/m/home', DEMO));
    await ready(page);
    await carouselShown(page);
    await closeCarousel(page, true);
    await loginAndOut(page);
    await expect.poll(() => page.getByTestId('announcements-state').getAttribute('data-state')).toBe('hidden-today');
    const other = await context.newPage();
    await other.goto(url('/m/home', DEMO));
    await ready(other);
    await expect.poll(() => other.getByTestId('announcements-state').getAttribute('data-state')).toBe('hidden-today');
    expect(await carousel(other).count()).toBe(0);
    await context.close();
  });

  it('closed without the checkbox, it does not come back after login and logout in the same session', { timeout: 120_000 }, async () => {
    const { context, page } = await firstVisit();
    await page.goto(url('/m/home', DEMO));
    await ready(page);
    await carouselShown(page);
    await closeCarousel(page);
    await loginAndOut(page);
    await expect.poll(() => page.getByTestId('announcements-state').getAttribute('data-state')).toBe('seen');
    expect(await carousel(page).count()).toBe(0);
    await context.close();
  });
});

describe('chat', () => {
  it('club: a chat widget that cannot load is logged and hidden, with no notice to the player', { timeout: 120_000 }, async () => {
    const { context, page, warnings } = await firstVisit();
    await page.goto(url('/m/inviteFriends', CLUB));
    await ready(page);
    await expect.poll(() => warnings.some((w) => w.includes('chat widget did not load')), { timeout: 30_000 }).toBe(true);
    expect(await page.getByTestId('cs-notice').count()).toBe(0);
    expect(await page.getByTestId('chat-button').count()).toBe(0);
    await context.close();
  });

  it('the chat button is named in the player\'s language (TH), sits above the tab bar and opens the chat', { timeout: 120_000 }, async () => {
    const { context, page } = await firstVisit({ lang: 'TH' });
    await page.goto(url('/m/inviteFriends', DEMO));
    await ready(page);
    const button = page.getByRole('button', { name: 'แชทสด', exact: true });
    await button.waitFor({ timeout: 30_000 });
    const box = await button.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y + box!.height).toBeLessThanOrEqual(844 - 64);
    expect(box!.width).toBeGreaterThanOrEqual(44);
    await button.click();
    await page.getByTestId('cs-panel').waitFor();
    await context.close();
  });
});
