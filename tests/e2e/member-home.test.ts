import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, ready, url } from './browser';
import { CLUB, DEMO, openFresh, storedEvents, viaLoopback } from './member-helpers';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const text = async (page: Page, id: string): Promise<string> => (await page.getByTestId(id).textContent())?.trim() ?? '';
const customerId = (page: Page) => page.evaluate(() => (JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}') as { id: string }).id);
const cashierCounts = (page: Page, id: string) => page.evaluate((c) => (JSON.parse(localStorage.getItem('MC_CASHIER_COUNTS') ?? '{}') as Record<string, { deposit: number; withdraw: number }>)[c], id);
/** What the server says now (other test files may have moved these for the same member). */
async function serverValue<T>(page: Page, relay: string): Promise<T> {
  const token = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}') as { token: string }).token);
  const res = await viaLoopback(url(`/wps/relay/${relay}`, DEMO), { headers: { Merchant: 'demo', Authorization: token } });
  return ((await res.json()) as { value: T }).value;
}
const widgets = (page: Page) => page.locator('[data-testid="cs-widget"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-cs-type')));

/** Clicks an entry and waits until the server stored one more of each event for this customer. */
async function clickAndExpectEvents(page: Page, entry: string, host: string, id: string, grows: string[], stays: string[]): Promise<void> {
  const before = Object.fromEntries(await Promise.all([...grows, ...stays].map(async (e) => [e, await storedEvents(host, e, id)] as const)));
  const tab = page.context().waitForEvent('page');
  await page.getByTestId(entry).click();
  const cashier = await tab;
  await cashier.waitForLoadState();
  expect(new URL(cashier.url()).pathname).toBe('/cs-widget/cashier.html');
  await cashier.close();
  for (const e of grows) await expect.poll(() => storedEvents(host, e, id), { timeout: 20_000 }).toBe(before[e]! + 1);
  for (const e of stays) expect(await storedEvents(host, e, id)).toBe(before[e]);
}

describe('member home', () => {
  it('guest: member home asks for a login, feedback goes home', async () => {
    const { context, page } = await openFresh(browser, 'guest', DEMO, '/m/member/home');
    await page.waitForURL((u) => u.pathname === '/m/login');
    expect(new URL(page.url()).searchParams.get('go')).toBe('/m/member/home');
    await page.goto(page.url().replace(/\/m\/login.*$/, '/m/feedback'));
    await page.waitForURL((u) => u.pathname === '/m/home');
    await context.close();
  });

  // Issue 15: the account page is the player's whole menu; a row dropped in a refactor went unnoticed.
  it('member: the account page has its full set of rows, in their groups, then log out', async () => {
    const { context, page } = await openFresh(browser, 'member', DEMO, '/m/member/home', { popups: false });
    await page.getByTestId('rank-progress').waitFor();
    // Profile and VIP.
    expect(await text(page, 'member-account')).toBe('player01');
    expect(await page.locator('.member-card .vip-chip').getAttribute('aria-label')).toBe('VIP level: Gold');
    // Deposit and withdraw under the balance.
    expect(await page.locator('.balance-card').getByRole('link').evaluateAll((as) => as.map((a) => `${a.textContent?.trim()} ${a.getAttribute('href')}`)))
      .toEqual(['Deposit /m/member/deposit', 'Withdraw /m/member/deposit?tab=withdraw']);
    // The promo code row appears once the merchant's promo settings are in.
    await page.getByRole('button', { name: 'Promo code' }).waitFor();
    const groups = await page.locator('.member-home .menu-group').evaluateAll((sections) => sections.map((g) => ({
      group: g.getAttribute('aria-label'),
      rows: [...g.querySelectorAll(':scope > ul > li')].map((li) => {
        const row = li.querySelector('.menu-row');
        const label = li.querySelector('.menu-label, label')?.textContent?.trim();
        return row?.tagName === 'A' ? `${label} -> ${row.getAttribute('href')}` : row ? `${label} (button)` : `${label} (${li.querySelector('select') ? 'select' : '?'})`;
      }),
    })));
    expect(groups).toEqual([
      { group: 'Wallet', rows: ['Inbox -> /m/member/inbox', 'Deposit -> /m/member/deposit', 'Withdraw -> /m/member/deposit?tab=withdraw', 'Lottery orders -> /m/member/lottery'] },
      { group: 'Rewards', rows: ['Promo code (button)', 'Invite friends -> /m/inviteFriends', 'Promotions -> /m/activity'] },
      { group: 'Help and settings', rows: ['Customer service (button)', 'Feedback -> /m/feedback', 'Language (select)'] },
    ]);
    // Log out comes last and asks first.
    const logout = page.getByRole('button', { name: 'Log out' });
    expect(await logout.count()).toBe(1);
    expect(await page.locator('.member-home > :last-child').evaluate((e) => `${e.tagName} ${e.textContent?.trim()}`)).toBe('BUTTON Log out');
    await logout.click();
    await page.getByTestId('logout-confirm').waitFor();
    await context.close();
  });

  it('member: label, AUTO benefit, rank, unread, deposit count, cashier events, profile icon, promo code', async () => {
    const { context, page } = await openFresh(browser, 'member', DEMO, '/m/member/home');
    await page.getByTestId('rank-progress').waitFor();
    expect(await text(page, 'member-account')).toBe('player01');
    expect(await text(page, 'member-vip')).toBe('Gold');
    expect(await text(page, 'vip-benefit')).toContain('Gold');
    expect(await page.getByTestId('rank-progress').getAttribute('data-label')).toBe('vip-gold');
    expect(await text(page, 'rank-progress')).toContain('3 of 5');
    expect(await text(page, 'rank-progress')).toContain('Platinum');
    const unread = await serverValue<number>(page, 'CSP_unreadCount');
    await expect.poll(() => text(page, 'unread-count')).toBe(String(unread));

    // Profile icons 1..9 (gw default); the choice survives a reload.
    await page.getByTestId('profile-icon').click();
    expect(await page.getByTestId('profile-icons').getByRole('radio').count()).toBe(9);
    await page.getByRole('radio', { name: 'Icon 4' }).click();
    expect(await page.getByTestId('profile-icon').getAttribute('data-icon')).toBe('4');
    await page.reload();
    await ready(page);
    await page.getByTestId('profile-icon').waitFor();
    expect(await page.getByTestId('profile-icon').getAttribute('data-icon')).toBe('4');

    // Promo code: enabled for demo, behind its row; a wrong code is refused, the seeded one redeemed.
    await page.getByRole('button', { name: 'Promo code' }).click();
    const form = page.getByTestId('promo-code');
    await form.getByLabel('Enter a promo code').fill('NOPE1234');
    await form.getByRole('button', { name: 'Redeem' }).click();
    await expect.poll(() => form.getByRole('status').textContent()).toContain('not valid');
    await form.getByLabel('Enter a promo code').fill('welcome100');
    await form.getByRole('button', { name: 'Redeem' }).click();
    await expect.poll(() => form.getByRole('status').textContent()).toContain('100 free spins');

    // The cashier page: the count of successful deposits, and each use counted and reported.
    await page.getByRole('link', { name: 'Deposit' }).first().click();
    await page.waitForURL((u) => u.pathname === '/m/member/deposit');
    const deposits = await serverValue<{ totalDepositSuccessCount: number }>(page, 'PAYFE_getDepositSetting');
    await expect.poll(() => text(page, 'deposit-success-count')).toBe(String(deposits.totalDepositSuccessCount));
    const id = await customerId(page);
    // First deposit on this browser: depositSubmit + firstDeposit; deposit/redeposit wait for a deposit that happened (attribution.test.ts).
    await clickAndExpectEvents(page, 'deposit-entry', DEMO, id, ['depositSubmit', 'firstDeposit'], ['deposit', 'redeposit']);
    // The second: no second firstDeposit.
    await clickAndExpectEvents(page, 'deposit-entry', DEMO, id, ['depositSubmit'], ['firstDeposit', 'redeposit']);
    await page.getByRole('tab', { name: 'Withdraw' }).click();
    await clickAndExpectEvents(page, 'withdraw-entry', DEMO, id, ['withdraw'], []);
    // The counters stay stored on the device (spec section 3), never shown.
    expect(await cashierCounts(page, id)).toEqual({ deposit: 2, withdraw: 1 });
    expect(await page.getByText(/Opened \d+ times/).count()).toBe(0);
    await context.close();
  });

  it('agent: no label, zero counts, and opening the cashier reports neither deposit nor redeposit', async () => {
    const { context, page } = await openFresh(browser, 'agent', DEMO, '/m/member/home');
    await page.getByTestId('rank-progress').waitFor();
    expect(await text(page, 'member-account')).toBe('agent01');
    expect(await page.getByTestId('member-vip').count()).toBe(0);
    // Agents have no inbox messages: no badge at all.
    expect(await page.getByTestId('unread-count').count()).toBe(0);
    await page.getByRole('link', { name: 'Agent registration' }).waitFor();
    await page.goto(url('/m/member/deposit', DEMO));
    await ready(page);
    await expect.poll(() => text(page, 'deposit-success-count')).toBe('0');
    const id = await customerId(page);
    await clickAndExpectEvents(page, 'deposit-entry', DEMO, id, ['depositSubmit', 'firstDeposit'], ['deposit', 'redeposit']);
    await context.close();
  });
});

describe('invite friends and agent register', () => {
  it('guest sees the offer and a login link; /m/agentRegister asks for a login', async () => {
    const { context, page } = await openFresh(browser, 'guest', DEMO, '/m/inviteFriends');
    await page.getByTestId('invite-page').waitFor();
    expect(await text(page, 'referral-count')).toContain('2');
    expect(await page.getByTestId('share-link').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Log in to get your personal invite link.' }).count()).toBe(1);
    await page.goto(page.url().replace(/\/m\/inviteFriends.*$/, '/m/agentRegister'));
    await page.waitForURL((u) => u.pathname === '/m/login');
    await context.close();
  });

  it('member gets a referral link to copy; the agent page sends a member back to the invite page', async () => {
    const { context, page } = await openFresh(browser, 'member', DEMO, '/m/inviteFriends');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const url = await page.getByTestId('share-url').inputValue();
    expect(new URL(url).pathname).toBe('/m/register');
    expect(new URL(url).searchParams.get('r')).toBe('player01');
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(() => page.getByTestId('share-link').getByRole('status').textContent()).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await page.goto(page.url().replace(/\/m\/inviteFriends.*$/, '/m/agentRegister'));
    await page.waitForURL((u) => u.pathname === '/m/inviteFriends');
    await context.close();
  });

  it('agent opening the invite page gets the agent page with an agent link', async () => {
    const { context, page } = await openFresh(browser, 'agent', DEMO, '/m/inviteFriends');
    await page.waitForURL((u) => u.pathname === '/m/agentRegister');
    const url = new URL(await page.getByTestId('share-url').inputValue());
    expect(url.searchParams.get('affiliateCode')).toBe('agent01');
    expect(await page.getByTestId('invite-page').count()).toBe(0);
    await context.close();
  });
});

describe('customer service', () => {
  it('guest and agent (no label) get the unlabelled LIVECHAT; the Gold member only the Gold entry, which opens', async () => {
    const guest = await openFresh(browser, 'guest', DEMO, '/m/inviteFriends');
    await expect.poll(() => widgets(guest.page)).toEqual(['LIVECHAT']);
    await guest.context.close();

    const agent = await openFresh(browser, 'agent', DEMO, '/m/member/home');
    await expect.poll(() => widgets(agent.page)).toEqual(['LIVECHAT']);
    await agent.context.close();

    const member = await openFresh(browser, 'member', DEMO, '/m/member/home');
    await expect.poll(() => widgets(member.page)).toEqual(['COMM100VIP']);
    const seen = member.seen.map((r) => new URL(r.url()).pathname);
    expect(seen).not.toContain('/cs-widget/LIVECHAT.js');
    expect(seen).not.toContain('/cs-widget/AICAN.js');
    await member.page.getByTestId('cs-open').click();
    await member.page.getByRole('dialog', { name: 'COMM100VIP chat' }).waitFor();
    await member.context.close();
  });

  it('a widget that cannot load and a path that does not decrypt are logged and hidden, not announced or a broken page', async () => {
    const { context, page, dialogs } = await openFresh(browser, 'guest', CLUB, '/m/inviteFriends');
    // The widget's script was asked for and answered 404 (club's seed points at a missing one): the load has failed.
    await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource')
      .some((e) => e.name.includes('/cs-widget/missing/') && (e as PerformanceResourceTiming).responseStatus === 404)), { timeout: 30_000 }).toBe(true);
    // Nothing tells the player, and no chat button is offered for it.
    expect(await page.getByTestId('cs-notice').count()).toBe(0);
    expect(await page.getByTestId('chat-button').count()).toBe(0);
    expect(await page.getByTestId('invite-page').isVisible()).toBe(true);
    expect(await page.locator('[data-testid="cs-widget"]').count()).toBe(0);
    expect(dialogs).toEqual([]);
    await context.close();
  });
});

describe('feedback', () => {
  it('member sends feedback', async () => {
    const { context, page } = await openFresh(browser, 'member', DEMO, '/m/feedback');
    const form = page.getByTestId('feedback-form');
    await form.getByLabel('Topic').selectOption('PROBLEM');
    await form.getByLabel('Your message').fill('The lobby is great\nbut slow on 3G');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => page.getByTestId('feedback-result').textContent()).toContain('Thank you');
    await context.close();
  });
});
