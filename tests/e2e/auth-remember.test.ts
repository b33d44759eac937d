import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { WPS } from '../../contract/wps.ts';
import { encodeLegacyPassword, LEGACY_SALT_KEY } from '../../src/auth/legacyRemembered.ts';
import { REMEMBER_KEY } from '../../src/auth/rememberedStore.ts';
import { AUTO_LOGIN_KEY } from '../../src/auth/autoLoginSwitch.ts';
import { launch, phone, ready, url } from './browser';
import { PASSWORD, expectNoPasswordLeak, fillLogin, openLogin, posts, recordRequests, sessionInfo, submitButton } from './auth-helpers.ts';
import { chunkAsked, recordStorage, storageTouched } from './storage-trace';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

/** A new tab in the same browser profile: local storage and IndexedDB shared, session storage fresh. */
async function newTab(context: BrowserContext, path: string, host = 'localhost'): Promise<{ page: Page; seen: ReturnType<typeof recordRequests> }> {
  const page = await context.newPage();
  const seen = recordRequests(page);
  await page.goto(url(path, host));
  await ready(page);
  return { page, seen };
}

/** Writes storage on the origin before the app reads it (an init script runs before any page script). */
async function seedStorage(context: BrowserContext, entries: Record<string, string>): Promise<void> {
  await context.addInitScript((e: Record<string, string>) => {
    if (sessionStorage.getItem('__seeded')) return;
    sessionStorage.setItem('__seeded', '1');
    for (const [k, v] of Object.entries(e)) localStorage.setItem(k, v);
  }, entries);
}

const legacyEntry = (username: string, password: string, merchant = 'demo') => ({
  [LEGACY_SALT_KEY]: 'Salt8x',
  [REMEMBER_KEY]: JSON.stringify({ type: 'username', username, password: encodeLegacyPassword(password, 'Salt8x'), merchant }),
});

/**
 * Auto login's skip rules read the stored switch (with the rest of their inputs) and decide at once; had they not
 * skipped, the login code would be asked for right then. So: wait for that read, then see that no login code was
 * asked for and no login sent. No guessed pause, however late the deferred start comes on a busy runner.
 */
async function watchAutoLogin(page: Page): Promise<() => Promise<void>> {
  await recordStorage(page);
  const asked = chunkAsked(page, 'autoLogin');
  return async () => {
    await storageTouched(page, `get ${AUTO_LOGIN_KEY}`);
    expect(asked()).toBe(false);
  };
}

describe('remembered login and auto login', () => {
  it('remember + auto login: the next visit logs in by itself; nothing stored holds the password', async () => {
    const { context, page } = await phone(browser);
    const seen = recordRequests(page);
    await openLogin(page);
    await fillLogin(page, 'player01');
    await page.getByLabel('Remember me').check();
    await page.getByLabel('Log me in automatically').check();
    await submitButton(page).click();
    await page.waitForURL((u) => u.pathname === '/m/home');
    const stored = await page.evaluate((k) => localStorage.getItem(k), REMEMBER_KEY);
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ v: 2, type: 'username', username: 'player01', merchant: 'demo' });
    await expectNoPasswordLeak(page, context, seen, PASSWORD);
    await page.close();
    const next = await newTab(context, `/m/login?go=${encodeURIComponent('/m/member/home')}`);
    await next.page.waitForURL((u) => u.pathname === '/m/member/home');
    await expect(next.page.getByTestId('member-account').textContent()).resolves.toBe('player01');
    expect(posts(next.seen, WPS.login)).toHaveLength(1);
    await expectNoPasswordLeak(next.page, context, next.seen, PASSWORD);
    await context.close();
  });

  it('the username is prefilled from the remembered login; unchecking remember clears it', async () => {
    const { context, page } = await phone(browser);
    await seedStorage(context, { [AUTO_LOGIN_KEY]: '0', [REMEMBER_KEY]: JSON.stringify({ v: 2, type: 'username', username: 'player01', merchant: 'demo' }) });
    await openLogin(page);
    await expect(page.getByLabel('Username', { exact: true }).inputValue()).resolves.toBe('player01');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Remember me').uncheck();
    await submitButton(page).click();
    await page.waitForURL((u) => u.pathname === '/m/home');
    expect(await page.evaluate((k) => localStorage.getItem(k), REMEMBER_KEY)).toBeNull();
    await context.close();
  });

  it('a legacy entry (base64 twice with a salt) is migrated on first read and replayed', async () => {
    const { context, page } = await phone(browser);
    const seen = recordRequests(page);
    await seedStorage(context, legacyEntry('player01', PASSWORD));
    await page.goto(url(`/m/login?go=${encodeURIComponent('/m/member/home')}`));
    await ready(page);
    await page.waitForURL((u) => u.pathname === '/m/member/home');
    const after = await page.evaluate(([k, s]) => [localStorage.getItem(k!), localStorage.getItem(s!)], [REMEMBER_KEY, LEGACY_SALT_KEY]);
    expect(JSON.parse(after[0] ?? '{}')).toMatchObject({ v: 2, username: 'player01' });
    expect(after[1]).toBeNull();
    await expectNoPasswordLeak(page, context, seen, PASSWORD);
    await context.close();
  });

  it.each([
    ['redirectUrl in the URL', {}, '/m/home?redirectUrl=x'],
    ['backUrl in the URL', {}, '/m/home?backUrl=%2Fm%2Fgame'],
    ['the stored switch "0"', { [AUTO_LOGIN_KEY]: '0' }, '/m/home'],
    ['another merchant\'s remembered login', { merchant: 'lotto' }, '/m/home'],
  ])('skipped when %s: no login request', async (_l, extra, path) => {
    const { context, page } = await phone(browser);
    const seen = recordRequests(page);
    const entries: Record<string, string> = { ...legacyEntry('player01', PASSWORD, 'merchant' in extra ? String(extra.merchant) : 'demo') };
    for (const [k, v] of Object.entries(extra)) if (k !== 'merchant') entries[k] = v as string;
    await seedStorage(context, entries);
    const skipped = await watchAutoLogin(page);
    await page.goto(url(path));
    await ready(page);
    await skipped();
    expect(posts(seen, WPS.login)).toHaveLength(0);
    expect(await sessionInfo(page)).toBeNull();
    await context.close();
  });

  it('skipped for an SMS-type remembered login', async () => {
    const { context, page } = await phone(browser);
    const seen = recordRequests(page);
    await seedStorage(context, { [REMEMBER_KEY]: JSON.stringify({ v: 2, type: 'sms', mobileNum: '9171234567', countryDialingCode: '63', merchant: 'demo' }) });
    const skipped = await watchAutoLogin(page);
    await page.goto(url('/m/home'));
    await ready(page);
    await skipped();
    expect(posts(seen, WPS.login)).toHaveLength(0);
    await context.close();
  });

  it('skipped with a session already present', async () => {
    const { context, page } = await phone(browser);
    await openLogin(page);
    await fillLogin(page, 'player01');
    await page.getByLabel('Remember me').check();
    await submitButton(page).click();
    await page.waitForURL((u) => u.pathname === '/m/home');
    const seen = recordRequests(page);
    const skipped = await watchAutoLogin(page);
    await page.reload();
    await ready(page);
    await skipped();
    expect(posts(seen, WPS.login)).toHaveLength(0);
    await context.close();
  });

  it('skipped where MOBILEAUTOLOGIN3 is off (lotto)', async () => {
    const { context, page } = await phone(browser);
    const seen = recordRequests(page);
    await seedStorage(context, legacyEntry('lottoplayer', PASSWORD, 'lotto'));
    const skipped = await watchAutoLogin(page);
    await page.goto(url('/m/home', 'www.lotto.localhost'));
    await ready(page);
    await skipped();
    expect(posts(seen, WPS.login)).toHaveLength(0);
    await context.close();
  });

  // The server gives an unknown account the same answer as a wrong password (no enumeration); the client's
  // not.exists.user rule is covered by the auto-login unit tests.
  it.each([
    ['a wrong password', 'player01', 'WrongPass9'],
    ['an account that no longer exists', 'ghost00001', PASSWORD],
  ])('%s: login.cred.err removes the remembered login, with no alert', async (_case, username, password) => {
    const code = 'login.cred.err';
    const { context, page } = await phone(browser);
    await seedStorage(context, legacyEntry(username, password));
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === WPS.login);
    await page.goto(url('/m/home'));
    await ready(page);
    expect(((await (await answer).json()) as { code: string }).code).toBe(code);
    await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), REMEMBER_KEY)).toBeNull();
    expect(await page.getByTestId('alert').count()).toBe(0);
    await context.close();
  });

  it('token_ip_different turns auto login off', async () => {
    const { context, page } = await phone(browser);
    await seedStorage(context, legacyEntry('ipbound01', PASSWORD));
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === WPS.login);
    await page.goto(url('/m/home'));
    await ready(page);
    expect(((await (await answer).json()) as { code: string }).code).toBe('token_ip_different');
    await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), AUTO_LOGIN_KEY)).toBe('0');
    expect(await page.getByTestId('alert').count()).toBe(0);
    await context.close();
  });
});
