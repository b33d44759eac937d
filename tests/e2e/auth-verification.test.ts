import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { VERIFICATION_PATHS } from '../../contract/verification.ts';
import { launch, phone, ready, url } from './browser';
import { openLogin } from './auth-helpers.ts';

const en = JSON.parse(readFileSync('src/i18n/locales/en.json', 'utf8')) as Record<string, string>;

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

/** Nothing of the page is wider than the phone. */
const overflowX = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('verification features on a 390x844 phone', () => {
  it('register: leaving the username field checks it (A22) and shows "taken" under it before any submit', async () => {
    const { context, page } = await phone(browser);
    await page.goto(url('/m/register'));
    await ready(page);
    const form = page.getByTestId('register-form');
    await form.waitFor();
    const name = form.locator('input[name="username"]');
    const checked = page.waitForRequest((r) => new URL(r.url()).pathname === VERIFICATION_PATHS.checkUsername);
    await name.fill('forgot01');
    await form.locator('input[name="password"]').focus();
    const req = await checked;
    expect(req.method()).toBe('GET');
    expect(new URL(req.url()).searchParams.get('username')).toBe('forgot01');
    expect(req.headers().moduleid).toBe('REG3');
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
    const errId = (await name.getAttribute('aria-describedby'))!.split(' ').pop()!;
    expect(await page.locator(`[id="${errId}"]`).textContent()).toBe(en.err_username_taken);
    // The message sits right under its field.
    const [field, message] = [(await name.boundingBox())!, (await page.locator(`[id="${errId}"]`).boundingBox())!];
    expect(message.y).toBeGreaterThanOrEqual(field.y + field.height - 1);
    expect(message.y - (field.y + field.height)).toBeLessThan(40);
    expect(await overflowX(page)).toBeLessThanOrEqual(0);
    await context.close();
  });

  it('forgot password by email: phone / email tabs, the code mailed by a form-urlencoded post (A21) and filled in', async () => {
    const { context, page } = await phone(browser);
    await openLogin(page);
    await page.getByTestId('forgot-link').click();
    const form = page.getByTestId('forgot-form');
    await form.waitFor();
    const tabs = form.getByRole('tab');
    expect(await tabs.allTextContents()).toEqual([en.register_tab_mobile, en.register_tab_email]);
    await form.getByRole('tab', { name: en.register_tab_email }).click();
    expect(await form.getByText(en.forgot_intro_email!).count()).toBe(1);
    await form.locator('input[name="email"]').fill('nobody@example.com');
    const sent = page.waitForRequest((r) => new URL(r.url()).pathname === VERIFICATION_PATHS.passwordEmail);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === VERIFICATION_PATHS.passwordEmail);
    await form.getByTestId('mail-send').click();
    const req = await sent;
    expect(req.headers()['content-type']).toBe('application/x-www-form-urlencoded');
    expect(req.postData()).toBe('email=nobody%40example.com');
    const devCode = ((await (await answered).json()) as { value: { devCode: string } }).value.devCode;
    await expect.poll(() => form.locator('input[name="mailCode"]').inputValue()).toBe(devCode);
    // The code field and its send button share one row inside the phone's width.
    const [code, button] = [(await form.locator('input[name="mailCode"]').boundingBox())!, (await form.getByTestId('mail-send').boundingBox())!];
    expect(Math.abs(code.y + code.height / 2 - (button.y + button.height / 2))).toBeLessThan(4);
    expect(button.x + button.width).toBeLessThanOrEqual(390);
    expect(await overflowX(page)).toBeLessThanOrEqual(0);
    await context.close();
  });
});
