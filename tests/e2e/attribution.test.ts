import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { dismissPopups, launch, ready, url } from './browser';
import { DEMO, storedEvents, tokenFor, viaLoopback } from './member-helpers';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

/** A member no other end-to-end test deposits for (its count starts at 0 on a fresh server). */
const USER = 'special01';
const session = (page: Page) => page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}') as { id: string; token: string });
const count = async (page: Page) => (await page.getByTestId('deposit-success-count').textContent())?.trim() ?? '';
const seen = (page: Page) => page.evaluate(() => localStorage.getItem('MC_MK_DEPOSITS_SEEN') ?? '');

/** The stand-in cashier's "payment went through" (what a payment provider tells the backend). */
async function depositGoesThrough(token: string): Promise<void> {
  const res = await viaLoopback(url('/wps/relay/DEMO_cashierDeposit', DEMO), { method: 'POST', headers: { Merchant: 'demo', Authorization: token } });
  expect(res.status).toBe(200);
}

describe('marketing attribution', () => {
  it('deposit, redeposit and firstDepositArrival fire when a deposit happened, not when the cashier opens; status carries production\'s query', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await dismissPopups(context);
    await context.addInitScript(() => {
      const d = new Date();
      const pad = (n: number) => String(n).padStart(2, '0');
      localStorage.setItem('MC_PUSH_PROMPT_DAY', `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`);
    });
    const page = await context.newPage();
    const requests: Request[] = [];
    page.on('request', (r) => requests.push(r));
    const token = await tokenFor(USER, DEMO);
    await page.goto(url(`/m/member/deposit?token=${token}&fbclid=fb-attr&affiliateCode=aff9`, DEMO));
    await ready(page);

    // Production's status query (reference B1): in a browser tab, url = the host and no track (track is '0' in an app window).
    const status = requests.find((r) => new URL(r.url()).pathname === '/wps/v2/system/status');
    const query = new URL(status!.url()).searchParams;
    expect(query.get('url')).toBe(new URL(url('/', DEMO)).host);
    expect(query.has('track')).toBe(false);

    await page.waitForFunction((n) => sessionStorage.getItem('MC_SESSION_INFO')?.includes(`"userName":"${n}"`) === true, USER);
    await expect.poll(() => count(page), { timeout: 20_000 }).toBe('0');
    const { id, token: live } = await session(page);
    // The first read of this member on this browser is the baseline.
    await expect.poll(() => seen(page), { timeout: 20_000 }).toContain(`"${id}":0`);

    // Opening the cashier is depositSubmit (+ firstDeposit) only.
    const tab = context.waitForEvent('page');
    await page.getByTestId('deposit-entry').click();
    const cashier = await tab;
    await cashier.waitForLoadState();
    await expect.poll(() => storedEvents(DEMO, 'depositSubmit', id), { timeout: 20_000 }).toBe(1);
    expect(await storedEvents(DEMO, 'deposit', id)).toBe(0);

    // The deposit goes through; back on the page (the cashier tab closed) the settings are read again.
    await depositGoesThrough(live);
    await cashier.close();
    await page.bringToFront();
    // A headless browser may not move focus between tabs: the return is signalled as the browser would.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect.poll(() => count(page), { timeout: 20_000 }).toBe('1');
    await expect.poll(() => storedEvents(DEMO, 'firstDepositArrival', id), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => storedEvents(DEMO, 'deposit', id), { timeout: 20_000 }).toBe(1);
    expect(await storedEvents(DEMO, 'redeposit', id)).toBe(0);

    // A later deposit, seen on the next session trigger (a new page load): redeposit only.
    await depositGoesThrough(live);
    await page.reload();
    await ready(page);
    await expect.poll(() => count(page), { timeout: 20_000 }).toBe('2');
    await expect.poll(() => storedEvents(DEMO, 'redeposit', id), { timeout: 20_000 }).toBe(1);
    expect(await storedEvents(DEMO, 'firstDepositArrival', id)).toBe(1);
    expect(await storedEvents(DEMO, 'deposit', id)).toBe(1);
    await context.close();
  });
});
