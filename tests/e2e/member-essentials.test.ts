import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, ready, url } from './browser';
import { DEMO, openFresh, pwned, tokenFor, viaLoopback } from './member-helpers';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const text = async (page: Page, id: string): Promise<string> => (await page.getByTestId(id).textContent())?.trim() ?? '';
const tokenOf = (page: Page) => page.evaluate(() => (JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}') as { token: string }).token);
/** The demo merchant's country info: ₱ before the amount; zh grouping (spec section 5). */
const peso = (n: number): string => `₱${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function serverBalance(token: string): Promise<number> {
  const res = await viaLoopback(url('/wps/wallets/gcs', DEMO), { headers: { Merchant: 'demo', Authorization: token } });
  return ((await res.json()) as { value: { balance: number } }).value.balance;
}

describe('member essentials', () => {
  it('the balance shows formatted; a deposit through the stand-in cashier changes it without a reload', async () => {
    const { context, page } = await openFresh(browser, 'member', DEMO, '/m/member/home');
    const token = await tokenOf(page);
    const before = await serverBalance(token);
    await expect.poll(() => text(page, 'wallet-balance'), { timeout: 20_000 }).toBe(peso(before));

    await page.evaluate(() => { (window as unknown as { __same?: number }).__same = 1; });
    await page.getByRole('link', { name: 'Deposit' }).first().click();
    await page.waitForURL((u) => u.pathname === '/m/member/deposit');
    await page.getByRole('tab', { name: 'Deposit' }).waitFor();
    await page.getByTestId('cashier-amount').fill('25.5');
    const tab = context.waitForEvent('page');
    await page.getByTestId('deposit-entry').click();
    const cashier = await tab;
    await cashier.waitForLoadState();
    expect(new URL(cashier.url()).pathname).toBe('/cs-widget/cashier.html');
    // The session travelled in the fragment, which the cashier removes from the address at once.
    expect(cashier.url()).not.toContain(token);
    expect(await cashier.getByLabel('Amount').inputValue()).toBe('25.50');
    await cashier.getByRole('button', { name: 'Confirm deposit' }).click();
    await cashier.locator('#result[data-done="1"]').waitFor();
    await cashier.close();
    await page.bringToFront();
    // A headless browser may not move focus between tabs: the return is signalled as the browser would.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect.poll(() => text(page, 'wallet-balance'), { timeout: 20_000 }).toBe(peso(before + 25.5));
    expect(await page.evaluate(() => (window as unknown as { __same?: number }).__same)).toBe(1);

    // Withdrawing more than the balance is refused before any cashier opens.
    await page.getByRole('tab', { name: 'Withdraw' }).click();
    await page.getByTestId('cashier-amount').fill(String(before + 1000));
    await page.getByTestId('withdraw-entry').click();
    expect(await page.getByRole('alert').textContent()).toContain('more than your balance');
    expect(context.pages()).toHaveLength(1);
    await context.close();
  });

  it('inbox: list, open a message (hostile HTML inert), the unread count drops', async () => {
    const { context, page } = await openFresh(browser, 'member', DEMO, '/m/member/home');
    await expect.poll(() => page.getByTestId('unread-count').count(), { timeout: 20_000 }).toBe(1);
    const unread = Number(await text(page, 'unread-count'));
    expect(unread).toBeGreaterThan(0);
    await page.getByTestId('menu-inbox').getByRole('link').click();
    await page.waitForURL((u) => u.pathname === '/m/member/inbox');
    const first = page.getByTestId('inbox-list').locator('button[data-read="false"]').first();
    const title = (await first.locator('.inbox-title').textContent()) ?? '';
    await first.click();
    const view = page.getByTestId('inbox-message');
    await view.getByRole('heading', { name: title }).waitFor();
    await view.locator('[data-content]').waitFor();
    expect(await view.locator('script').count()).toBe(0);
    expect(await pwned(page)).toBeNull();
    await view.getByRole('button', { name: 'All messages' }).click();
    await page.getByTestId('inbox-list').waitFor();
    expect(await page.getByTestId('inbox-list').locator('button[data-read="false"]').count()).toBe(unread - 1);
    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/m/member/home');
    if (unread > 1) await expect.poll(() => text(page, 'unread-count'), { timeout: 20_000 }).toBe(String(unread - 1));
    else await expect.poll(() => page.getByTestId('unread-count').count(), { timeout: 20_000 }).toBe(0);
    await context.close();
  });

  it('log out asks to confirm, then shows the notice', async () => {
    const { context, page } = await openFresh(browser, 'agent', DEMO, '/m/member/home');
    await page.getByRole('button', { name: 'Log out' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Log out?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).not.toBeNull();
    await page.getByRole('button', { name: 'Log out' }).click();
    await dialog.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((u) => u.pathname === '/m/home');
    await page.getByText('You have logged out.').waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
    await context.close();
  });

  it('member B does not see member A\'s recently played games on the same phone', async () => {
    const { context, page } = await openFresh(browser, 'member', DEMO, '/m/home', { popups: false });
    await page.locator('[data-lane="RNG"] [data-game="PG-mahjong-ways"] a.play').click();
    await page.waitForURL((u) => u.pathname === '/m/game');
    await page.getByTestId('game-frame').waitFor();
    await page.goto(url('/m/home', DEMO));
    await ready(page);
    await page.locator('[data-lane="recent"] [data-game="PG-mahjong-ways"]').waitFor();

    // A logs out; B logs in on the same browser (same local storage).
    await page.goto(url('/m/member/home', DEMO));
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('alertdialog', { name: 'Log out?' }).getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((u) => u.pathname === '/m/home');
    const b = await tokenFor('agent01', DEMO);
    await page.goto(url(`/m/home?token=${b}`, DEMO));
    await ready(page);
    await page.waitForFunction(() => sessionStorage.getItem('MC_SESSION_INFO')?.includes('"userName":"agent01"') === true);
    await page.locator('[data-lane]').first().waitFor();
    expect(await page.locator('[data-lane="recent"] [data-game="PG-mahjong-ways"]').count()).toBe(0);

    // A again: their game is back.
    const a = await tokenFor('player01', DEMO);
    await page.goto(url(`/m/home?token=${a}`, DEMO));
    await ready(page);
    await page.locator('[data-lane="recent"] [data-game="PG-mahjong-ways"]').waitFor();
    await context.close();
  });
});
