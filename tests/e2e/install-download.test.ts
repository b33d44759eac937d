import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { dismissPopups, launch, ready, url } from './browser';
import { layoutShifts } from './layout-shifts';
import { chunkAsked, recordStorage, storageTouched } from './storage-trace';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const ANDROID = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';

/**
 * Takes out the held place's 10 s fallback (BAR_SLOT_MAX_MS in LaterMounts): only the bar's rules can then end the
 * hold, so a test can wait for that instead of racing the fallback with a guessed deadline. The page's other 10 s
 * timers are caps too (quiet page, worker update, push), on waits that end by themselves in these tests.
 */
const withoutSlotFallback = (): void => {
  const realSetTimeout = window.setTimeout;
  window.setTimeout = ((fn: TimerHandler, ms?: number, ...args: unknown[]) =>
    (ms === 10_000 ? 0 : realSetTimeout(fn, ms, ...args))) as typeof window.setTimeout;
};

async function open(path: string, host = 'localhost', userAgent = ANDROID, init?: () => void, before?: (page: Page) => Promise<void>): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent });
  if (init) await context.addInitScript(init);
  // The popup announcements would cover the bar; their own tests are in content-announcements.
  await dismissPopups(context);
  // The add-to-home-screen sheet (its own tests are in install-a2hs) would sit over the page.
  await context.addInitScript(() => sessionStorage.setItem('MC_A2HS_DECLINED', '1'));
  const page = await context.newPage();
  await before?.(page);
  await page.goto(url(path, host));
  await ready(page);
  return { page, close: () => context.close() };
}

const bar = (page: Page) => page.getByTestId('download-bar');
/**
 * The download surfaces have decided: on a start page, the last thing startDownloads reads after the settings are in
 * and the upgrade rule has run is whether the app window was shown. From there a bar or a modal that a rule shows asks
 * for its chunk at once (src/download/DownloadMount.tsx).
 */
const downloadsDecided = (page: Page) => storageTouched(page, 'get MC_APP_WINDOW_SHOWN');
/** The surfaces' mount code has arrived: it is what asks for a bar or modal chunk. Listen before the navigation. */
const mountLoaded = (page: Page) =>
  page.waitForEvent('requestfinished', { predicate: (r) => /\/DownloadMount-[^/]*\.js$/.test(new URL(r.url()).pathname), timeout: 30_000 });

describe('download bar', () => {
  it('shows icon, title, five stars 5.0, the download button and the gift when APP_DOWNLOAD is on', async () => {
    const { page, close } = await open('/m/home');
    await bar(page).waitFor();
    expect(await bar(page).textContent()).toContain('Demo Casino');
    expect(await bar(page).textContent()).toContain('5.0');
    // Five drawn stars (no ★ glyphs: a font fallback each load), and the rating is read out as text.
    const stars = await bar(page).locator('.stars').evaluate((e) => ({ w: e.getBoundingClientRect().width, bg: getComputedStyle(e).backgroundImage }));
    // One 10 px star, repeated across 50 px: five.
    expect(stars.w).toBe(50);
    expect(stars.bg).toContain('svg');
    expect(await bar(page).locator('[aria-label*="5.0"]').count()).toBe(1);
    expect(await bar(page).locator('img').getAttribute('src')).toMatch(/\/cdn\/demo\/icon-192\.png$/);
    expect(await page.getByTestId('download-gift').count()).toBe(1);
    await close();
  });

  it("club's bar carries club's own name and icon, never another merchant's; close and Download are 44 px targets", async () => {
    const { page, close } = await open('/m/home', 'www.club.localhost');
    await bar(page).waitFor();
    expect(await page.getByTestId('download-bar-title').textContent()).toBe('Club Royale');
    expect(await bar(page).textContent()).not.toContain('Demo');
    expect(await bar(page).locator('img').getAttribute('src')).toMatch(/\/cdn\/club\//);
    for (const name of ['Close the download bar', 'Download app']) {
      const box = await bar(page).getByRole('button', { name }).boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
    }
    await close();
  });

  it('arrives in a place held for it: nothing on the page moves when the bar appears', async () => {
    const { page, close } = await open('/m/home');
    await bar(page).waitFor();
    await page.locator('section.lane').first().waitFor();
    // Every shift since the page opened (buffered); without the held place the bar pushes the lobby down.
    const shifts = (await layoutShifts(page)).filter((e) => !e.hadRecentInput).map((e) => e.value);
    // The bar pushing the lobby down scored 0.016 to 0.064; the splash's own sub-pixel settling stays far below.
    expect(shifts.reduce((a, b) => a + b, 0)).toBeLessThan(0.005);
    expect((await page.locator('header.bar').boundingBox())?.y).toBe((await bar(page).boundingBox())?.height);
    await close();
  });

  it('has no gift for a merchant whose APP_DOWNLOAD promotion is off', async () => {
    const { page, close } = await open('/m/home', 'www.lotto.localhost');
    await bar(page).waitFor();
    expect(await page.getByTestId('download-gift').count()).toBe(0);
    await close();
  });

  it('closed stays closed for the session and marks the app window shown', async () => {
    const { page, close } = await open('/m/home');
    await bar(page).waitFor();
    await bar(page).getByRole('button', { name: 'Close the download bar' }).click();
    await bar(page).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => [sessionStorage.getItem('MC_DOWNLOAD_BAR_CLOSED'), sessionStorage.getItem('MC_APP_WINDOW_SHOWN')])).toEqual(['1', '1']);
    await recordStorage(page);
    const barAsked = chunkAsked(page, 'DownloadBar');
    const mounted = mountLoaded(page);
    await page.reload();
    await ready(page);
    await mounted;
    await downloadsDecided(page);
    expect(barAsked()).toBe(false);
    expect(await bar(page).count()).toBe(0);
    await close();
  });

  it('is hidden inside the native app (UA token or inApp) and in home-screen mode', async () => {
    for (const [path, ua] of [['/m/home', `${ANDROID} TesseraApp/2.5.0`], ['/m/home?inApp=1', ANDROID], ['/m/home?homescreen=1', ANDROID]] as const) {
      const { page, close } = await open(path, 'localhost', ua, withoutSlotFallback);
      // The place held at the top goes once the rules have run: hidden, it goes with no bar; shown, the bar takes it.
      // The 10 s fallback is taken out, so only the rules can end the hold, however slow the runner.
      await page.waitForFunction(() => document.querySelector('.dlslot') !== null && document.querySelector('.dlslot[data-hold]') === null, null, { timeout: 30_000 });
      expect(await bar(page).count(), path + ua).toBe(0);
      await close();
    }
  });

  it('opens the popup with the Android download on Android', async () => {
    const { page, close } = await open('/m/login');
    await bar(page).getByRole('button', { name: 'Download app' }).click();
    const popup = page.getByTestId('download-popup');
    await popup.waitFor();
    expect(await popup.getByRole('button').allTextContents()).toEqual(['Download for Android', 'Close']);
    await popup.getByRole('button', { name: 'Close' }).click();
    await popup.waitFor({ state: 'detached' });
    await close();
  });

  it('downloads the iOS lite configuration profile from the popup on iOS', async () => {
    const ios = 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.5 Mobile/15E148 Safari/604.1';
    const { page, close } = await open('/m/login', 'localhost', ios);
    await bar(page).getByRole('button', { name: 'Download app' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Install iOS lite' }).click()]);
    expect(download.suggestedFilename()).toBe('demo.mobileconfig');
    await close();
  });
});

describe('app-upgrade modal', () => {
  it('shows in a native app below 2.4.39 with a close button, and not from 2.4.39 on', async () => {
    const old = await open('/m/home', 'localhost', `${ANDROID} TesseraApp/2.4.38`);
    const modal = old.page.getByTestId('app-upgrade');
    await modal.waitFor();
    expect(await modal.getByRole('button').allTextContents()).toEqual(['Update now', 'Close']);
    await old.close();
    let modalAsked = (): boolean => false;
    let mounted: Promise<unknown> = Promise.resolve();
    const current = await open('/m/home', 'localhost', `${ANDROID} TesseraApp/2.4.39`, undefined, async (page) => {
      await recordStorage(page);
      modalAsked = chunkAsked(page, 'UpgradeModal');
      mounted = mountLoaded(page);
    });
    await mounted;
    await downloadsDecided(current.page);
    expect(modalAsked()).toBe(false);
    expect(await current.page.getByTestId('app-upgrade').count()).toBe(0);
    await current.close();
  });
});
