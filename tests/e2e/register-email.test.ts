// Issue 16 on a phone: lotto has MAILREG3 on. Registration by email with the code the development server mails
// (revealed as devCode and filled in by the form), ending logged in.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { AUTH_PATHS, REGISTER_MODULES } from '../../contract/auth.ts';
import { VERIFICATION_PATHS } from '../../contract/verification.ts';
import { launch, phone, ready, url } from './browser';
import { acceptLottoConsent, expectNoPasswordLeak, posts, recordRequests, sessionInfo } from './auth-helpers.ts';

const en = JSON.parse(readFileSync('src/i18n/locales/en.json', 'utf8')) as Record<string, string>;
const LOTTO = 'www.lotto.localhost';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

describe('email registration (MAILREG3)', () => {
  it('on lotto: the email tab, the mailed code filled in, verified, registered under REG3, then logged in', async () => {
    const { context, page } = await phone(browser);
    await context.addInitScript(() => localStorage.setItem('MC_LANGUAGE', 'EN'));
    const seen = recordRequests(page);
    await page.goto(url('/m/register', LOTTO));
    await ready(page);
    const form = page.getByTestId('register-form');
    await form.waitFor();
    expect(await form.getByRole('tab').allTextContents()).toEqual([en.register_tab_username, en.register_tab_mobile, en.register_tab_email]);
    await form.getByRole('tab', { name: en.register_tab_email }).click();

    const email = `mail${Date.now().toString(36)}@example.com`;
    await form.locator('input[name="email"]').fill(email);
    const mailed = page.waitForResponse((r) => new URL(r.url()).pathname === VERIFICATION_PATHS.mailRegister);
    await form.getByTestId('mail-send').click();
    const devCode = ((await (await mailed).json()) as { value: { devCode: string } }).value.devCode;
    expect(devCode).toMatch(/^\d{6}$/);
    await expect.poll(() => form.locator('input[name="mailCode"]').inputValue()).toBe(devCode);
    await form.locator('input[name="password"]').fill('Mailb0xReg');
    await form.locator('input[name="confirmPassword"]').fill('Mailb0xReg');
    await acceptLottoConsent(page);

    const registered = page.waitForResponse((r) => new URL(r.url()).pathname === AUTH_PATHS.registerMail);
    await form.locator('button[type="submit"]').click();
    const answer = (await (await registered).json()) as { success: boolean; value: { userName: string; token: string } };
    expect(answer.success).toBe(true);
    await page.waitForURL((u) => u.pathname === '/m/home');
    // The code was checked first (A17), then the registration spent it.
    const [verify] = posts(seen, VERIFICATION_PATHS.mailRegisterVerify);
    expect(JSON.parse(verify!.postData() ?? '{}')).toEqual({ email, verificationCode: devCode });
    const [req] = posts(seen, AUTH_PATHS.registerMail);
    expect((await req!.allHeaders()).moduleid).toBe(REGISTER_MODULES.email);
    expect(Object.keys(JSON.parse(req!.postData() ?? '{}'))).toEqual(['value']);
    // Logged in as the account the server named.
    const session = await sessionInfo(page);
    expect(session?.userName).toBe(answer.value.userName);
    expect(session?.token).toBeTruthy();
    await page.goto(url('/m/member/home', LOTTO));
    await ready(page);
    await expect.poll(() => page.getByTestId('member-account').textContent()).toBe(answer.value.userName);
    await expectNoPasswordLeak(page, context, seen, 'Mailb0xReg');
    await context.close();
  });
});
