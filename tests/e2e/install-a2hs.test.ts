import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, phone, ready, url } from './browser';
import { fakeInstallPrompt } from './install-context';
import { chunkAsked, recordStorage, storageTouched } from './storage-trace';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const modal = (page: Page) => page.getByTestId('a2hs');

/**
 * The modal decision has been taken (its last input read), and had it opened the modal, the modal's chunk
 * (loaded only when a rule opens it) would have been asked for by now: no guessed delay, however busy the runner.
 */
async function noModal(page: Page, trace: string, asked: () => boolean): Promise<void> {
  await storageTouched(page, trace);
  expect(asked()).toBe(false);
  expect(await modal(page).count()).toBe(0);
}
/** The modal decision reads this flag last (startInstall: a2hsMode's inputs). */
const MODAL_DECISION = 'get MC_A2HS_INSTALLED';
/** Written on every page before the start-path check returns (startInstall: wireOnce). */
const INSTALL_WIRED = 'set WEBCLIP';

describe('add-to-home-screen modal', () => {
  it('appears on /m/home after a captured prompt; Add prompts, and accepted shows a2hs_installing', async () => {
    const { context, page } = await phone(browser);
    await fakeInstallPrompt(page, 'accepted');
    await page.goto(url('/m/home'));
    await ready(page);
    await expect.poll(() => modal(page).getAttribute('data-mode'), { timeout: 30_000 }).toBe('prompt');
    await modal(page).getByRole('button', { name: 'Add' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Installing' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __prompted: number }).__prompted)).toBe(1);
    await modal(page).waitFor({ state: 'detached' });
    await context.close();
  });

  it('does not appear on other pages', async () => {
    const { context, page } = await phone(browser);
    await fakeInstallPrompt(page, 'accepted');
    await recordStorage(page);
    const asked = chunkAsked(page, 'A2hsModal');
    await page.goto(url('/m/login'));
    await ready(page);
    await noModal(page, INSTALL_WIRED, asked);
    await context.close();
  });

  it('declined sets the session flag and counts, and stays away for the session', async () => {
    const { context, page } = await phone(browser);
    await fakeInstallPrompt(page, 'accepted');
    await page.goto(url('/m/home'));
    await modal(page).waitFor({ timeout: 30_000 });
    await modal(page).getByRole('button', { name: 'Not now' }).click();
    await modal(page).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => [sessionStorage.getItem('MC_A2HS_DECLINED'), localStorage.getItem('MC_A2HS_DISMISS_COUNT')])).toEqual(['1', '1']);
    await recordStorage(page);
    const asked = chunkAsked(page, 'A2hsModal');
    await page.reload();
    await ready(page);
    await noModal(page, MODAL_DECISION, asked);
    await context.close();
  });

  it('a prompt dismissed in the browser dialog counts as declined', async () => {
    const { context, page } = await phone(browser);
    await fakeInstallPrompt(page, 'dismissed');
    await page.goto(url('/m/home'));
    await modal(page).getByRole('button', { name: 'Add' }).click({ timeout: 30_000 });
    await expect.poll(() => page.evaluate(() => localStorage.getItem('MC_A2HS_DISMISS_COUNT'))).toBe('1');
    expect(await page.evaluate(() => sessionStorage.getItem('MC_A2HS_DECLINED'))).toBe('1');
    await context.close();
  });

  it('closes on a closeA2HS event, and appinstalled marks the app installed', async () => {
    const { context, page } = await phone(browser);
    await fakeInstallPrompt(page, 'accepted');
    await page.goto(url('/m/home'));
    await modal(page).waitFor({ timeout: 30_000 });
    await page.evaluate(() => window.dispatchEvent(new Event('closeA2HS')));
    await modal(page).waitFor({ state: 'detached' });
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    expect(await page.evaluate(() => localStorage.getItem('MC_A2HS_INSTALLED'))).toBe('1');
    await recordStorage(page);
    const asked = chunkAsked(page, 'A2hsModal');
    await page.reload();
    await ready(page);
    await noModal(page, MODAL_DECISION, asked);
    await context.close();
  });
});
