import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { AUTH_PATHS, REGISTER_MODULES } from '../../contract/auth.ts';
import { VERIFICATION_PATHS } from '../../contract/verification.ts';
import { launch, phone, ready, url } from './browser';
import { expectNoPasswordLeak, fillLottoMobileRegistration, posts, recordRequests, sessionInfo } from './auth-helpers.ts';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const unique = () => `reg${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 16);

describe('registration', () => {
  it('by username: REG3, encrypted payload, session, then the go target; nothing holds the password', async () => {
    const { context, page } = await phone(browser);
    const seen = recordRequests(page);
    const username = unique();
    await page.goto(url(`/m/register?go=${encodeURIComponent('/m/member/home')}&tid=link42`));
    await ready(page);
    const form = page.getByTestId('register-form');
    await form.getByLabel('Username', { exact: true }).fill(username);
    await form.getByLabel('Password', { exact: true }).fill('Regist3rMe');
    await form.getByLabel('Confirm password').fill('Regist3rMe');
    await form.getByRole('button', { name: 'Register', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/m/member/home');
    await expect(page.getByTestId('member-account').textContent()).resolves.toBe(username);
    const [req] = posts(seen, AUTH_PATHS.register);
    expect((await req!.allHeaders()).moduleid).toBe(REGISTER_MODULES.username);
    expect(Object.keys(JSON.parse(req!.postData() ?? '{}'))).toEqual(['value']);
    expect((await sessionInfo(page))?.userName).toBe(username);
    await expectNoPasswordLeak(page, context, seen, 'Regist3rMe');
    await context.close();
  });

  it('/m/register.html serves the same form', async () => {
    const { context, page } = await phone(browser);
    await page.goto(url('/m/register.html'));
    await ready(page);
    await page.getByTestId('register-form').waitFor();
    await context.close();
  });

  it('a taken username shows under its field, translated, before any registration is sent (check-username, production wire A22)', async () => {
    const { context, page } = await phone(browser);
    const seen = recordRequests(page);
    await page.goto(url('/m/register'));
    await ready(page);
    const form = page.getByTestId('register-form');
    const username = form.getByLabel('Username', { exact: true });
    await username.fill('player01');
    const checked = page.waitForResponse((r) => new URL(r.url()).pathname === VERIFICATION_PATHS.checkUsername);
    // Leaving the field asks whether the name is free.
    await form.getByLabel('Password', { exact: true }).fill('Regist3rMe');
    expect((await checked).status()).toBe(200);
    await form.getByLabel('Confirm password').fill('Regist3rMe');
    await form.getByRole('button', { name: 'Register', exact: true }).click();
    await expect.poll(() => username.getAttribute('aria-invalid')).toBe('true');
    const errId = (await username.getAttribute('aria-describedby'))!.split(' ').pop()!;
    expect(await page.locator(`[id="${errId}"]`).textContent()).toBe('This username is taken. Choose another one.');
    expect(posts(seen, AUTH_PATHS.register)).toEqual([]);
    expect(await page.getByTestId('alert').count()).toBe(0);
    expect(await sessionInfo(page)).toBeNull();
    await context.close();
  });

  it('by mobile number on a merchant without the password setting: MOBILENUMREG3, SMS code, no password sent', async () => {
    const { context, page } = await phone(browser);
    const seen = recordRequests(page);
    const host = 'www.lotto.localhost';
    await page.goto(url('/m/register', host));
    await ready(page);
    const form = page.getByTestId('register-form');
    await fillLottoMobileRegistration(page);
    expect(await form.locator('input[type="password"]').count()).toBe(0);
    await form.locator('button[type="submit"]').click();
    // The account got the merchant's shared default password: its change comes first.
    await page.waitForURL((u) => u.pathname === '/m/changePsw');
    const [req] = posts(seen, AUTH_PATHS.registerMobile);
    expect((await req!.allHeaders()).moduleid).toBe(REGISTER_MODULES.mobile);
    expect((await sessionInfo(page))?.token).toBeTruthy();
    await context.close();
  });
});
