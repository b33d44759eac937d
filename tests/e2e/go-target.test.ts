import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, phone } from './browser';
import { fillLogin, openLogin, sessionInfo, submitButton } from './auth-helpers.ts';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const GO = '/m/member/home';
const goOf = (u: string): string | null => new URL(u).searchParams.get('go');
const unique = () => `go${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 16);

describe('the go target', () => {
  it('is carried from /m/login to /m/register and back, and the login lands on it', async () => {
    const { context, page } = await phone(browser);
    await openLogin(page, `/m/login?go=${encodeURIComponent(GO)}`);
    await page.getByTestId('login-form').getByRole('link', { name: 'Register' }).click();
    await page.waitForURL((u) => u.pathname === '/m/register');
    expect(goOf(page.url())).toBe(GO);
    await page.getByTestId('register-form').getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL((u) => u.pathname === '/m/login');
    expect(goOf(page.url())).toBe(GO);
    await fillLogin(page, 'player01');
    await submitButton(page).click();
    await page.waitForURL((u) => u.pathname === GO);
    expect((await sessionInfo(page))?.userName).toBe('player01');
    await context.close();
  });

  it('a registration reached from the login page lands on it', async () => {
    const { context, page } = await phone(browser);
    const username = unique();
    await openLogin(page, `/m/login?go=${encodeURIComponent(GO)}`);
    await page.getByTestId('login-form').getByRole('link', { name: 'Register' }).click();
    const form = page.getByTestId('register-form');
    await form.waitFor();
    await form.getByLabel('Username', { exact: true }).fill(username);
    await form.getByLabel('Password', { exact: true }).fill('Regist3rMe');
    await form.getByLabel('Confirm password').fill('Regist3rMe');
    await form.getByRole('button', { name: 'Register', exact: true }).click();
    await page.waitForURL((u) => u.pathname === GO);
    expect((await sessionInfo(page))?.userName).toBe(username);
    await context.close();
  });

  it('survives the LINE sign-in page: stored before leaving, landed on after the return', async () => {
    const { context, page } = await phone(browser);
    await openLogin(page, `/m/login?go=${encodeURIComponent(GO)}`);
    await page.getByRole('button', { name: 'Continue with LINE' }).click();
    await page.waitForURL(/\/dev\/line\/authorize/);
    await page.locator('li', { hasText: 'Line Linked' }).getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL((u) => u.pathname === GO, { timeout: 15_000 });
    expect((await sessionInfo(page))?.userName).toBe('lineuser01');
    // Used up: a later sign-in in this tab does not land there by accident.
    expect(await page.evaluate(() => sessionStorage.getItem('MC_SOCIAL_GO'))).toBeNull();
    await context.close();
  });

  it('an absolute URL, even on this origin, is refused: the login lands on /m/home', async () => {
    const { context, page } = await phone(browser);
    await openLogin(page, '/m/login');
    const absolute = new URL(GO, page.url()).href;
    await openLogin(page, `/m/login?go=${encodeURIComponent(absolute)}`);
    await fillLogin(page, 'player01');
    await submitButton(page).click();
    await page.waitForURL((u) => u.pathname === '/m/home');
    await context.close();
  });
});
