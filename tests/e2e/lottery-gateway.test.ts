import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, phone, url } from './browser';
import { loginToken, openAs } from './lobby-helpers';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

describe('lottery gateway on the site (/lgw/*)', () => {
  it('the lottery page shows each lottery\'s latest draw and the VN menu, whose past results open on demand', async () => {
    const { context, page } = await openAs(browser, 'guest', 'lotto', '/m/elott');
    const results = page.locator('[data-testid="lottery-results"][data-state="ready"]');
    await results.waitFor();
    const mega = results.locator('[data-draw="TCG_LOTTO_VN-mega-6-45"]');
    expect(await mega.locator('.lottery-name').textContent()).toBe('Mega 6/45');
    expect(await mega.locator('[data-numero]').getAttribute('data-numero')).toBe('20300115');
    expect(await mega.locator('.lottery-balls li').count()).toBe(6);
    expect(await results.locator('[data-draw="TCG_SEA-thai-lottery"] .lottery-balls li').textContent()).toMatch(/^\d{6}$/);
    // A guest's play link goes to login first, with the launch as its target (lotto speaks Thai: no texts here).
    expect(await mega.locator('a.btn').getAttribute('href')).toMatch(/^\/m\/login\?go=%2Fm%2FlaunchGame%3Fprize_mode%3DElott%26code%3DTCG_LOTTO_VN-mega-6-45/);

    const keno = page.locator('[data-testid="lottery-vn-menu"] [data-vn-game="TCG_LOTTO_VN-keno"]');
    await keno.locator('button[aria-controls]').click();
    await expect.poll(() => keno.locator('[data-numero]').count(), { timeout: 15_000 }).toBe(5);
    expect(await keno.locator('[data-numero]').first().locator('.lottery-balls li').count()).toBe(20);
    await context.close();
  });

  it('a member\'s orders: a page of 20, more on demand, one order\'s bets, an open bet cancelled after confirming', async () => {
    const { context, page } = await openAs(browser, 'member', 'lotto', '/m/member/home');
    // Reached from the account page's wallet group.
    await page.getByTestId('menu-lottery-orders').getByRole('link').click();
    await page.waitForURL((u) => u.pathname === '/m/member/lottery');
    const list = page.locator('[data-testid="lottery-order-list"] > li');
    await list.first().waitFor();
    expect(await list.count()).toBe(20);
    await page.locator('[data-testid="lottery-orders-more"]').click();
    await expect.poll(() => list.count(), { timeout: 15_000 }).toBe(24);
    expect(await page.locator('[data-testid="lottery-orders-more"]').count()).toBe(0);

    await list.first().getByRole('button').click();
    const detail = page.locator('[data-testid="lottery-order"][data-state="ready"]');
    await detail.waitFor();
    const bet = detail.locator('[data-bet]').first();
    expect(await bet.getAttribute('data-status')).toBe('pending');
    await bet.locator('[data-action="cancel"]').click();
    const dialog = page.locator('[data-testid="lottery-cancel-dialog"]');
    await dialog.locator('[data-action="confirm-cancel"]').click();
    await page.locator('[data-testid="lottery-order"] [data-bet][data-status="cancelled"]').first().waitFor();
    expect(await dialog.count()).toBe(0);
    await context.close();
  });

  it('a member without orders sees the empty state', async () => {
    // A deep link: the server serves the app on the orders path.
    const { context, page } = await openAs(browser, 'agent', 'demo', '/m/member/lottery');
    await page.locator('[data-testid="lottery-orders"][data-state="ready"] .empty').waitFor();
    expect(await page.locator('[data-testid="lottery-orders"] .empty').textContent()).toContain('You have no lottery orders yet.');
    await context.close();
  });

  it('when the gateway answers 500 the page says results are unavailable and the lottery still launches', async () => {
    const host = 'lgw-down.demo.localhost';
    const token = await loginToken('player01', host);
    const { context, page } = await phone(browser);
    const gateway: number[] = [];
    page.on('response', (r) => { if (new URL(r.url()).pathname.includes('/lgw/')) gateway.push(r.status()); });
    await page.goto(url(`/m/elott?token=${token}`, host));
    await page.locator('[data-testid="lottery-results"][data-state="failed"]').waitFor({ timeout: 20_000 });
    expect(await page.locator('[data-testid="lottery-results"]').textContent()).toContain('Results are unavailable right now.');
    const card = page.locator('[data-game="TCG_LOTTO_VN-mega-6-45"] a.play');
    await card.scrollIntoViewIfNeeded();
    await card.click();
    await page.waitForURL((u) => u.pathname === '/demo-games/elott', { timeout: 30_000 });
    expect(gateway.length).toBeGreaterThan(0);
    expect(gateway.every((s) => s === 500)).toBe(true);
    await context.close();
  });
});
