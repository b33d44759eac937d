import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { WPS } from '../../contract/wps.ts';
import { AUTH_PATHS } from '../../contract/auth.ts';
import { demoSeed } from '../../server/merchants/seed/demo.ts';
import { launch, phone } from './browser';
import { PASSWORD, alertText, expectNoPasswordLeak, fillLogin, openLogin, posts, recordRequests, sessionInfo, submitButton } from './auth-helpers.ts';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

describe('login by username and password', () => {
  it('logs in to the go target with an encrypted body; no request or storage holds the password', async () => {
    const { context, page } = await phone(browser);
    const seen = recordRequests(page);
    await openLogin(page, `/m/login?go=${encodeURIComponent('/m/member/home')}`);
    await fillLogin(page, 'player01');
    await submitButton(page).click();
    await page.waitForURL((u) => u.pathname === '/m/member/home');
    await expect(page.getByTestId('member-account').textContent()).resolves.toBe('player01');
    const [login] = posts(seen, WPS.login);
    expect(login).toBeDefined();
    const headers = await login!.allHeaders();
    expect(headers['x-rsa']).toBeTruthy();
    // Device is the device type (IPAD, PWA, WEBCLIP); a browser tab sends none (production wire §3).
    expect(headers.device).toBeUndefined();
    expect(headers.authorization).toBeUndefined();
    expect(Object.keys(JSON.parse(login!.postData() ?? '{}'))).toEqual(['value']);
    expect((await sessionInfo(page))?.userName).toBe('player01');
    await expectNoPasswordLeak(page, context, seen, PASSWORD);
    await context.close();
  });

  it('five fast taps send exactly one login request', async () => {
    const { context, page } = await phone(browser);
    const seen = recordRequests(page);
    await openLogin(page);
    await fillLogin(page, 'player01');
    const button = submitButton(page);
    await button.evaluate((b: HTMLButtonElement) => { for (let i = 0; i < 5; i += 1) b.click(); });
    await page.waitForURL((u) => u.pathname === '/m/home');
    // A tap past the guard would start a login of its own, and each login first asks for a fresh RSA key. The taps share
    // one device-id lookup, so every such key request goes out in one turn, before the first key's answer and so before
    // the login landed: by now every key request is counted (the logins' own posts may come later).
    expect(seen.filter((r) => r.method() === 'GET' && new URL(r.url()).pathname === WPS.rsaKey)).toHaveLength(1);
    expect(posts(seen, WPS.login)).toHaveLength(1);
    await context.close();
  });

  it('login.cred.err shows the server message in a notice and sets no session', async () => {
    const { context, page } = await phone(browser);
    await openLogin(page);
    await fillLogin(page, 'player01', 'WrongPass1');
    await submitButton(page).click();
    expect(await alertText(page)).toContain('wrong username or password');
    expect(await sessionInfo(page)).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/m/login');
    await context.close();
  });

  it.each([
    ['a first login', 'newbie01', PASSWORD],
    ['an expired password (PWDEXPFORCECHANGE3 on)', 'expired01', PASSWORD],
    // The merchant's default password lives in the server's config only; the test reads the seed.
    ['the default password', 'default01', demoSeed.config.server.defaultRegistrationPassword],
  ])('%s is sent to /m/changePsw, whatever the go target', async (_label, username, password) => {
    const { context, page } = await phone(browser);
    await openLogin(page, `/m/login?go=${encodeURIComponent('/m/member/home')}`);
    await fillLogin(page, username, password);
    await submitButton(page).click();
    await page.waitForURL((u) => u.pathname === '/m/changePsw');
    await context.close();
  });

  it('the second step: login_verify_required opens the dialog, the code completes the login', async () => {
    const { context, page } = await phone(browser);
    await openLogin(page, `/m/login?go=${encodeURIComponent('/m/member/home')}`);
    await fillLogin(page, 'secure01');
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === WPS.login);
    await submitButton(page).click();
    const env = await (await answer).json() as { code: string; value: { devCode: string; email: boolean; sms: boolean } };
    expect(env.code).toBe('login_verify_required');
    const dialog = page.getByTestId('verification-dialog');
    await dialog.waitFor();
    await dialog.getByRole('tab', { name: 'SMS code' }).click();
    await dialog.getByLabel('Verification code').fill(env.value.devCode);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((u) => u.pathname === '/m/member/home');
    await expect(page.getByTestId('member-account').textContent()).resolves.toBe('secure01');
    await context.close();
  });

  it('a second step whose attempts run out answers CUSTOMER_NOT_LOGIN: the please-login notice', async () => {
    const { context, page } = await phone(browser);
    await openLogin(page);
    await fillLogin(page, 'secure01');
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === WPS.login);
    await submitButton(page).click();
    const devCode = ((await (await answer).json()) as { value: { devCode: string } }).value.devCode;
    const wrong = devCode === '000000' ? '111111' : '000000';
    const dialog = page.getByTestId('verification-dialog');
    for (let i = 0; i < 5; i += 1) {
      const reply = page.waitForResponse((r) => new URL(r.url()).pathname === AUTH_PATHS.loginVerification);
      await dialog.getByLabel('Verification code').fill(wrong);
      await dialog.getByRole('button', { name: 'Verify' }).click();
      await reply;
      await dialog.getByRole('alert').waitFor();
    }
    await dialog.getByLabel('Verification code').fill(devCode);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await page.getByTestId('please-login').waitFor();
    expect(await sessionInfo(page)).toBeNull();
    await context.close();
  });
});

describe('login by mobile number and SMS code', () => {
  it('sends the code (dialing code from /wps/system/country) and logs in with it', async () => {
    const { context, page } = await phone(browser);
    const seen = recordRequests(page);
    await openLogin(page);
    await page.getByRole('tab', { name: 'Mobile number' }).click();
    const country = page.getByLabel('Country code');
    await expect.poll(() => country.inputValue()).toBe('63');
    expect(await country.locator('option').count()).toBe(3);
    await page.getByLabel('Mobile number', { exact: true }).fill('9171234567');
    const sent = page.waitForResponse((r) => new URL(r.url()).pathname === AUTH_PATHS.smsNoLogin);
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = ((await (await sent).json()) as { value: { devCode: string } }).value.devCode;
    expect(JSON.parse(posts(seen, AUTH_PATHS.smsNoLogin)[0]!.postData() ?? '{}')).toEqual({ countryDialingCode: '63', mobileNum: '9171234567' });
    await page.getByLabel('SMS code').fill(code);
    await submitButton(page).click();
    await page.waitForURL((u) => u.pathname === '/m/home');
    expect((await sessionInfo(page))?.userName).toBe('mobile01');
    await context.close();
  });
});

describe('forced password change', () => {
  it('/m/changePsw changes the password (encrypted) and the new one logs in without a forced change', async () => {
    const { context, page } = await phone(browser);
    const seen = recordRequests(page);
    await openLogin(page);
    await fillLogin(page, 'expired02');
    await submitButton(page).click();
    await page.waitForURL((u) => u.pathname === '/m/changePsw');
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill('Fresh2pass');
    await page.getByLabel('Confirm new password').fill('Fresh2pass');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.waitForURL((u) => u.pathname === '/m/home');
    await expectNoPasswordLeak(page, context, seen, 'Fresh2pass');
    await context.close();
    const second = await phone(browser);
    await openLogin(second.page);
    await fillLogin(second.page, 'expired02', 'Fresh2pass');
    await submitButton(second.page).click();
    await second.page.waitForURL((u) => u.pathname === '/m/home');
    await second.context.close();
  });
});
