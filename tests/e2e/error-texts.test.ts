import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { AUTH_PATHS } from '../../contract/auth.ts';
import { VERIFICATION_PATHS } from '../../contract/verification.ts';
import { CODES } from '../../contract/serverCodes.ts';
import { apiLogin, dismissPopups, launch, phone, ready, url } from './browser';

const th = JSON.parse(readFileSync('src/i18n/locales/th.json', 'utf8')) as Record<string, string>;

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

describe('error texts', () => {
  it('a failed status check offers "Contact us": the merchant\'s customer service of the last good status', async () => {
    // No service worker: its last good copy of the status would answer in place of the failed call.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
    await dismissPopups(context);
    const page = await context.newPage();
    await page.goto(url('/m/home'));
    await ready(page);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('MC_CS_CONTACTS') ?? ''), { timeout: 20_000 }).toContain('LIVECHAT');
    // The status call fails at the network (the server is unreachable for it); nothing is answered in its place.
    await context.route('**/wps/v2/system/status**', (route) => route.abort('connectionrefused'));
    await page.goto(url('/m/home'));
    await ready(page);
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    await page.getByRole('button', { name: 'Contact us' }).click();
    await page.getByTestId('cs-panel').waitFor();
    expect(await page.getByTestId('cs-widget').getAttribute('data-cs-type')).toBe('LIVECHAT');
    await context.close();
  });

  it('on lotto in Thai, a registration the server refuses shows the Thai text of its code, not the server\'s English', async () => {
    const { context, page } = await phone(browser);
    await page.goto(url('/m/register', 'www.lotto.localhost'));
    await ready(page);
    const form = page.getByTestId('register-form');
    await form.waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('th');
    // The merchant's one seeded member: the name is taken. The register form asks the server on leaving the field
    // (GET /wps/check/username), and the refusal's words are the Thai text of its code.
    await form.locator('input[name="username"]').fill('lottoplayer');
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === VERIFICATION_PATHS.checkUsername);
    await form.locator('input[name="password"]').fill('Regist3rMe9');
    expect((await answer).status()).toBe(200);
    await form.locator('input[name="confirmPassword"]').fill('Regist3rMe9');
    const thai = th.err_username_taken!;
    expect(thai).toBeTruthy();
    await page.getByText(thai).first().waitFor();
    expect(await page.locator('body').innerText()).not.toContain('This username is taken');
    await context.close();
  });

  it('on lotto in Thai, a password change the server refuses shows the Thai text of its code, not the server\'s English', async () => {
    const host = 'www.lotto.localhost';
    const token = await apiLogin('lottoplayer', 'Passw0rd!', host);
    const { context, page } = await phone(browser);
    await page.goto(url(`/m/changePsw?token=${token}`, host));
    await ready(page);
    await page.locator('input[name="oldPassword"]').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('th');
    // The right current password and a new one that passes the form's rule but is among the most common:
    // the server refuses it, so the account keeps its password.
    await page.locator('input[name="oldPassword"]').fill('Passw0rd!');
    await page.locator('input[name="newPassword"]').fill('abcd1234');
    await page.locator('input[name="confirmPassword"]').fill('abcd1234');
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === AUTH_PATHS.changePassword);
    await page.locator('form button[type="submit"]').click();
    const env = (await (await answer).json()) as { success: boolean; code: string; message: string };
    expect(env).toMatchObject({ success: false, code: CODES.passwordWeak });
    await page.getByText(th.err_password_weak!).first().waitFor();
    expect(await page.locator('body').innerText()).not.toContain(env.message);
    await context.close();
  });
});
