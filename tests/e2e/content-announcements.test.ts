import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, ready } from './browser';
import { CLUB, DEMO, openFresh, pwned, type Who } from './member-helpers';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

/** Club's seeded popups (server/merchants/seed/member-content.ts): c-1 hostile HTML, c-2 text with tags, c-3 long forced-read. */
const carousel = (page: Page) => page.getByTestId('announcements');
const body = (page: Page) => page.getByTestId('announcement-body');
const closeButton = (page: Page) => carousel(page).getByRole('button', { name: 'Close', exact: true });
const slideId = (page: Page) => body(page).getAttribute('data-id');
const gateState = (page: Page) => page.getByTestId('announcements-state').getAttribute('data-state');

/** Every image in the carousel has finished (loaded or failed), so an onerror would have run by now. */
const imagesSettled = (page: Page) => page.waitForFunction(() =>
  [...document.querySelectorAll('[data-testid="announcement-body"] img')].every((i) => (i as HTMLImageElement).complete));

describe('popup announcement carousel', () => {
  for (const who of ['guest', 'member', 'agent'] as Who[]) {
    it(`${who}: hostile HTML is inert, text stays text, forced read blocks closing, hide-for-today holds after a reload`, async () => {
      const { context, page, dialogs, seen } = await openFresh(browser, who, CLUB, '/m/home');
      await carousel(page).waitFor();
      await carousel(page).getByRole('button', { name: 'Pause' }).click();

      // c-1: the merchant's markup survives, everything active is gone.
      const hostile = body(page).locator('[data-testid="hostile-html"]');
      await hostile.waitFor();
      expect(await hostile.textContent()).toContain('Big prizes today');
      expect(await body(page).locator('b').count()).toBe(1);
      expect(await body(page).locator('script, iframe, form, button, [onerror]').count()).toBe(0);
      expect(await body(page).locator('[data-testid="hostile-link"]').getAttribute('href')).toBeNull();
      await imagesSettled(page);

      // c-2: plain text is shown as written, never parsed.
      await carousel(page).getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => slideId(page)).toBe('c-2');
      expect(await body(page).textContent()).toContain('<b>not bold</b>');
      expect(await body(page).locator('b, img').count()).toBe(0);

      // c-3: forced read. Neither the button nor Escape closes it until it is scrolled to its end.
      await carousel(page).getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => slideId(page)).toBe('c-3');
      expect(await closeButton(page).isDisabled()).toBe(true);
      await page.keyboard.press('Escape');
      expect(await carousel(page).isVisible()).toBe(true);
      await body(page).evaluate((el) => { el.scrollTop = el.scrollHeight; });
      await expect.poll(() => closeButton(page).isDisabled()).toBe(false);

      await carousel(page).getByLabel("Don't show again today").check();
      await closeButton(page).click();
      await carousel(page).waitFor({ state: 'detached' });
      await page.reload();
      await ready(page);
      await expect.poll(() => gateState(page)).toBe('hidden-today');
      expect(await carousel(page).count()).toBe(0);

      expect(await pwned(page)).toBeNull();
      expect(dialogs).toEqual([]);
      // Announcements are public: sent without Authorization even for a member.
      const calls = seen.filter((r) => r.url().includes('/wps/relay/CCSFE_getListAnnouncements?types=PR&platform=M'));
      expect(calls.length).toBeGreaterThan(0);
      for (const r of calls) expect(await r.headerValue('authorization')).toBeNull();
      await context.close();
    });
  }

  it('auto-plays to the forced-read item and stays there; closed without the checkbox it stays away in this tab and shows in a new one', async () => {
    const { context, page, dialogs } = await openFresh(browser, 'guest', CLUB, '/m/home');
    await carousel(page).waitFor();
    await expect.poll(() => slideId(page), { timeout: 15_000 }).toBe('c-2');
    await expect.poll(() => slideId(page), { timeout: 15_000 }).toBe('c-3');
    // One auto-play step later it has not moved on: an unread forced item holds the carousel.
    await page.waitForTimeout(6000);
    expect(await slideId(page)).toBe('c-3');
    await body(page).evaluate((el) => { el.scrollTop = el.scrollHeight; });
    await expect.poll(() => closeButton(page).isDisabled()).toBe(false);
    await closeButton(page).click();
    await page.reload();
    await ready(page);
    await expect.poll(() => gateState(page)).toBe('seen');
    expect(await carousel(page).count()).toBe(0);
    // A new tab is a new session: the popup shows again (it was not hidden for today).
    const next = await context.newPage();
    await next.goto(page.url());
    await ready(next);
    await carousel(next).waitFor();
    expect(await pwned(page)).toBeNull();
    expect(dialogs).toEqual([]);
    await context.close();
  });

  it('demo: a forced-read notice that fits is read on sight; hide-for-today is per merchant', async () => {
    const { context, page } = await openFresh(browser, 'guest', DEMO, '/m/home');
    await carousel(page).waitFor();
    expect(await slideId(page)).toBe('a-1');
    await expect.poll(() => closeButton(page).isDisabled()).toBe(false);
    await carousel(page).getByLabel("Don't show again today").check();
    await closeButton(page).click();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('MC_ANNOUNCEMENT_HIDDEN') ?? '{}') as Record<string, string>);
    expect(Object.keys(stored)).toEqual(['demo']);
    await context.close();
  });
});

describe('promotion detail', () => {
  it('renders hostile promotion HTML without running it', async () => {
    const { context, page, dialogs } = await openFresh(browser, 'guest', DEMO, '/m/activity?id=promo-1003');
    const detail = page.getByTestId('promotion-detail');
    await detail.waitFor();
    await detail.locator('[data-content="html"]').waitFor();
    expect(await detail.textContent()).toContain('Spin');
    expect(await detail.locator('script, [onerror]').count()).toBe(0);
    expect(await detail.locator('a').first().getAttribute('href')).toBeNull();
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="promotion-detail"] img')].every((i) => (i as HTMLImageElement).complete));
    expect(await pwned(page)).toBeNull();
    expect(dialogs).toEqual([]);
    await context.close();
  });
});
