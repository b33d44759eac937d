import { createHash, createHmac } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAuthServer, DEMO_IDS } from '../../server/merchants/seed/auth-accounts.ts';
import { launch, phone, ready, url } from './browser';
import { alertText, openLogin, posts, recordRequests } from './auth-helpers';

/** A Telegram login-widget result signed with the demo bot's token: the real HMAC-SHA256 scheme. */
function widgetResult(user: Record<string, string | number>, token = demoAuthServer.telegramBotToken ?? ''): string {
  const check = Object.entries(user).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => `${k}=${v}`).join('\n');
  const hash = createHmac('sha256', createHash('sha256').update(token).digest()).update(check).digest('hex');
  return Buffer.from(JSON.stringify({ ...user, hash })).toString('base64');
}

const session = (page: Page) => page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? 'null') as { userName: string } | null);
const now = () => Math.floor(Date.now() / 1000);

describe('messaging-app, LINE-style and wallet sign-in (local provider pages)', () => {
  let browser: Browser;
  beforeAll(async () => { browser = await launch(); });
  afterAll(async () => { await browser?.close(); });

  it('Telegram: a signed widget result in the hash logs the linked member in and leaves the address', async () => {
    const { context, page } = await phone(browser);
    const auth = widgetResult({ id: Number(DEMO_IDS.telegramLinked), first_name: 'Tele', auth_date: now() });
    await page.goto(url(`/m/home#tgAuthResult=${auth}`));
    await ready(page);
    await expect.poll(async () => (await session(page))?.userName, { timeout: 15_000 }).toBe('tguser01');
    expect(page.url()).not.toContain('tgAuthResult');
    await context.close();
  });

  it('Telegram: a result signed with another token is telegram_validate_failed: cleared and alerted', async () => {
    const { context, page } = await phone(browser);
    const forged = widgetResult({ id: Number(DEMO_IDS.telegramLinked), first_name: 'Tele', auth_date: now() }, '1:not-the-bot-token');
    await page.goto(url(`/m/home#tgAuthResult=${forged}`));
    await ready(page);
    expect(await alertText(page)).toContain('Telegram sign-in could not be verified');
    expect(await page.evaluate(() => sessionStorage.getItem('MC_TELEGRAM_AUTH'))).toBeNull();
    expect(await session(page)).toBeNull();
    await context.close();
  });

  it('Telegram: a hash that is not base64 JSON is ignored with a warning, nothing sent', async () => {
    const { context, page } = await phone(browser);
    const seen = recordRequests(page);
    const warnings: string[] = [];
    page.on('console', (m) => { if (m.type() === 'warning') warnings.push(m.text()); });
    await page.goto(url('/m/home#tgAuthResult=%3Cscript%3E'));
    await ready(page);
    await expect.poll(() => warnings.some((w) => w.includes('tgAuthResult ignored')), { timeout: 10_000 }).toBe(true);
    expect(posts(seen, '/wps/session/login/telegram')).toHaveLength(0);
    expect(page.url()).not.toContain('tgAuthResult');
    await context.close();
  });

  it('Telegram: the button goes through the widget page and back', async () => {
    const { context, page } = await phone(browser);
    await openLogin(page);
    await page.getByRole('button', { name: 'Continue with Telegram' }).click();
    await page.waitForURL(/\/common\/v\.1\.0\.1\/tg-auth-web\.html\?bot_id=/);
    await page.locator('li', { hasText: 'Tele Linked' }).getByRole('button', { name: 'Allow' }).click();
    await expect.poll(async () => (await session(page))?.userName, { timeout: 15_000 }).toBe('tguser01');
    await context.close();
  });

  it('LINE: authorise on the local page, exchange code and state, log the linked member in', async () => {
    const { context, page } = await phone(browser);
    const seen = recordRequests(page);
    await openLogin(page);
    await page.getByRole('button', { name: 'Continue with LINE' }).click();
    await page.waitForURL(/\/dev\/line\/authorize/);
    await page.locator('li', { hasText: 'Line Linked' }).getByRole('button', { name: 'Allow' }).click();
    await expect.poll(async () => (await session(page))?.userName, { timeout: 15_000 }).toBe('lineuser01');
    expect(posts(seen, '/wps/relay/WPS3RD_verifyLineCode')).toHaveLength(1);
    expect(posts(seen, '/wps/session/login/line')).toHaveLength(1);
    expect(page.url()).not.toMatch(/[?&](code|state)=/);
    await context.close();
  });

  it('LINE: a LINE user without a member opens the bind flow (login-confirm dialog)', async () => {
    const { context, page } = await phone(browser);
    await openLogin(page);
    await page.getByRole('button', { name: 'Continue with LINE' }).click();
    await page.waitForURL(/\/dev\/line\/authorize/);
    await page.locator('li', { hasText: 'Line Newcomer' }).getByRole('button', { name: 'Allow' }).click();
    await page.getByTestId('login-confirm').waitFor({ timeout: 15_000 });
    expect(await session(page)).toBeNull();
    await context.close();
  });

  it('LINE: a code with a state this tab never sent is refused without an exchange', async () => {
    const { context, page } = await phone(browser);
    const seen = recordRequests(page);
    await page.goto(url('/m/home?code=stolen-code&state=0123456789abcdef0123456789abcdef'));
    await ready(page);
    expect(await alertText(page)).toContain('LINE sign-in could not be verified');
    expect(posts(seen, '/wps/relay/WPS3RD_verifyLineCode')).toHaveLength(0);
    await context.close();
  });

  it('wallet: the Maya page hands back a session id that logs the linked member in', async () => {
    const { context, page } = await phone(browser);
    const seen = recordRequests(page);
    await openLogin(page);
    await page.getByRole('button', { name: 'Continue with Maya' }).click();
    await page.waitForURL(/\/dev\/maya\/authorize/);
    await page.locator('li', { hasText: 'Maya Linked' }).getByRole('button', { name: 'Allow' }).click();
    await expect.poll(async () => (await session(page))?.userName, { timeout: 15_000 }).toBe('mayauser01');
    await expect.poll(() => seen.some((r) => new URL(r.url()).pathname === '/wps/relay/WPS3RD_refreshMayaTokens')).toBe(true);
    await context.close();
  });
});
