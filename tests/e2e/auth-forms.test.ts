import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { AUTH_PATHS } from '../../contract/auth.ts';
import { dismissPopups, launch, phone, ready, url } from './browser';
import { fillLogin, openLogin, sessionInfo, submitButton } from './auth-helpers.ts';

const catalog = (lang: string) => JSON.parse(readFileSync(`src/i18n/locales/${lang}.json`, 'utf8')) as Record<string, string>;
const th = catalog('th');
const en = catalog('en');

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

async function inLanguage(lang: string, path: string, host = 'localhost'): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await phone(browser);
  await context.addInitScript((l) => localStorage.setItem('MC_LANGUAGE', l), lang);
  await page.goto(url(path, host));
  await ready(page);
  return { page, close: () => context.close() };
}

const box = async (l: Locator) => (await l.boundingBox())!;

describe('login and registration forms', () => {
  it('checkboxes sit on their label\'s line, and the social buttons are equal width in a grid', async () => {
    const { context, page } = await phone(browser);
    await openLogin(page);
    const input = page.getByLabel('Remember me');
    const text = page.getByTestId('login-form').getByText('Remember me', { exact: true });
    const [i, t] = [await box(input), await box(text)];
    // One row: the box's vertical centre falls inside the label text's line, and the text follows it inline.
    expect(i.y + i.height / 2).toBeGreaterThan(t.y);
    expect(i.y + i.height / 2).toBeLessThan(t.y + t.height);
    expect(t.x).toBeGreaterThan(i.x + i.width - 1);
    const buttons = page.getByTestId('social-buttons').locator('button');
    expect(await buttons.count()).toBeGreaterThanOrEqual(4);
    const widths = await buttons.evaluateAll((bs) => bs.map((b) => Math.round(b.getBoundingClientRect().width)));
    expect(Math.max(...widths) - Math.min(...widths)).toBeLessThanOrEqual(1);
    // Every button carries its provider's mark.
    expect(await buttons.evaluateAll((bs) => bs.every((b) => b.querySelector('svg.social-icon') !== null))).toBe(true);
    await context.close();
  });

  it('in Thai, the password rule shows before typing and errors appear under their field, not in a dialog', async () => {
    const { page, close } = await inLanguage('TH', '/m/register');
    const form = page.getByTestId('register-form');
    await form.waitFor();
    const password = form.locator('input[name="password"]');
    // Before anything is typed the rule is there, tied to the field.
    const hintId = (await password.getAttribute('aria-describedby'))!;
    expect(await page.locator(`[id="${hintId}"]`).textContent()).toBe(th.rule_password);
    await form.locator('input[name="username"]').fill('thaiplayer1');
    await password.fill('short1');
    await form.locator('input[name="confirmPassword"]').fill('short2');
    await form.locator('button[type="submit"]').click();
    // The broken rule turns into the field's error, right under it; the mismatch sits under the confirmation.
    await expect.poll(() => password.getAttribute('aria-invalid')).toBe('true');
    const errId = (await password.getAttribute('aria-describedby'))!.split(' ').pop()!;
    const err = page.locator(`[id="${errId}"]`);
    expect(await err.textContent()).toBe(th.rule_password);
    const [p, e] = [await box(password), await box(err)];
    expect(e.y).toBeGreaterThanOrEqual(p.y + p.height - 1);
    expect(e.y - (p.y + p.height)).toBeLessThan(24);
    await form.getByText(th.register_password_mismatch!, { exact: true }).waitFor();
    expect(await page.getByTestId('alert').count()).toBe(0);
    await close();
  });

  it('forgot password: a code to the account\'s mobile (filled in by the development server), a new password, then a login with it', async () => {
    const { context, page } = await phone(browser);
    await openLogin(page);
    await page.getByTestId('forgot-link').click();
    const form = page.getByTestId('forgot-form');
    await form.waitFor();
    expect(await page.getByRole('heading', { name: en.forgot_title }).count()).toBe(1);
    await expect.poll(() => form.locator('select[name="countryDialingCode"]').inputValue()).toBe('63');
    await form.locator('input[name="mobileNum"]').fill('9171230001');
    const sent = page.waitForResponse((r) => new URL(r.url()).pathname === AUTH_PATHS.smsNoLogin);
    await form.getByRole('button', { name: en.sms_send }).click();
    const devCode = ((await (await sent).json()) as { value: { devCode: string } }).value.devCode;
    // The README's promise: in development the form fills the code in.
    await expect.poll(() => form.locator('input[name="smsCode"]').inputValue()).toBe(devCode);
    await form.locator('input[name="newPassword"]').fill('Forg0tten2026');
    await form.locator('input[name="confirmPassword"]').fill('Forg0tten2026');
    const reset = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/member/password/verification');
    await form.locator('button[type="submit"]').click();
    expect(((await (await reset).json()) as { success: boolean }).success).toBe(true);
    await page.getByTestId('login-form').waitFor();
    await fillLogin(page, 'forgot01', 'Forg0tten2026');
    await submitButton(page).click();
    await page.waitForURL((u) => u.pathname === '/m/home');
    expect((await sessionInfo(page))?.userName).toBe('forgot01');
    await context.close();
  });

  it('a guest\'s lottery banner and the header link open the login modal in place; the login lands on the launch', async () => {
    const { context, page } = await phone(browser);
    await dismissPopups(context);
    await page.goto(url('/m/home'));
    await ready(page);
    // The modal takes over once the first screen is up (before that the links simply navigate).
    await page.waitForFunction(() => document.documentElement.dataset.authModals === 'on', null, { timeout: 30_000 });
    await page.locator('header').getByRole('link', { name: 'Log in' }).click();
    const modal = page.getByTestId('login-modal');
    await modal.waitFor();
    expect(new URL(page.url()).pathname).toBe('/m/home');
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => modal.count()).toBe(0);
    // A lottery needs a login: its banner opens the modal with the launch as the go target.
    await page.locator('[data-group="m_home"] [data-banner="mega-draw"]').click();
    await modal.waitFor();
    expect(new URL(page.url()).pathname).toBe('/m/home');
    await modal.getByLabel('Username', { exact: true }).fill('player01');
    await modal.getByLabel('Password', { exact: true }).fill('Passw0rd!');
    await modal.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL((u) => u.pathname !== '/m/home');
    expect(new URL(page.url()).pathname).toMatch(/^\/m\/launchGame$|^\/demo-games\//);
    await context.close();
  });

  it('a /m/register link opens the register modal in place once the first screen is up; the typed address opens the standalone page', async () => {
    const { context, page } = await phone(browser);
    await page.goto(url('/m/home'));
    await ready(page);
    await page.waitForFunction(() => document.documentElement.dataset.authModals === 'on', null, { timeout: 30_000 });
    const modal = page.getByTestId('register-modal');
    await page.locator('header').getByRole('link', { name: 'Register', exact: true }).click();
    await modal.getByTestId('register-form').waitFor();
    expect(new URL(page.url()).pathname).toBe('/m/home');
    expect(await page.locator('section.auth-page').count()).toBe(0);
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => modal.count()).toBe(0);
    // Any same-site link to the page, not only the header's (this one with a go target).
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/m/register?go=%2Fm%2Fsports';
      a.textContent = 'Join now';
      document.querySelector('main')!.append(a);
    });
    await page.getByRole('link', { name: 'Join now' }).click();
    await modal.getByTestId('register-form').waitFor();
    expect(new URL(page.url()).pathname).toBe('/m/home');

    // Typed: the standalone page, with its form in the page and no modal over it.
    await page.goto(url('/m/register'));
    await ready(page);
    await page.locator('section.auth-page [data-testid="register-form"]').waitFor();
    expect(new URL(page.url()).pathname).toBe('/m/register');
    expect(await modal.count()).toBe(0);
    await context.close();
  });

  it('the login prompt shows while the form\'s code loads, in the place the form then keeps it', async () => {
    const { context, page } = await phone(browser);
    // The sign-in chunk is held back, as on a slow network: the page can show only what the first screen has.
    let release!: () => void;
    const released = new Promise<void>((r) => { release = r; });
    await page.route(/\/m\/assets\/signIn-[^/]+\.js$/, async (route) => { await released; await route.continue(); });
    await page.goto(url('/m/login'));
    const prompt = page.getByTestId('login-prompt');
    await prompt.getByText('Welcome back!').waitFor();
    expect(await page.getByTestId('login-form').count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(en.login_title);
    const early = await box(prompt);
    release();
    await page.getByTestId('login-form').waitFor();
    const late = await box(page.getByTestId('login-form').getByTestId('login-prompt'));
    for (const k of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(late[k] - early[k])).toBeLessThanOrEqual(1);
    await context.close();
  });

  it('login_prompt_text shows the lines of the current language only', async () => {
    const english = await inLanguage('EN', '/m/login');
    await english.page.getByTestId('login-prompt').getByText('Welcome back!').waitFor();
    await english.close();
    const chinese = await inLanguage('CN', '/m/login');
    await chinese.page.getByTestId('login-prompt').getByText('欢迎回来！').waitFor();
    expect(await chinese.page.getByTestId('login-prompt').textContent()).not.toContain('Welcome');
    await chinese.close();
    const urdu = await inLanguage('UR', '/m/login');
    await urdu.page.getByTestId('login-form').waitFor();
    expect(await urdu.page.getByTestId('login-prompt').count()).toBe(0);
    await urdu.close();
    const thai = await inLanguage('TH', '/m/login', 'www.lotto.localhost');
    await thai.page.getByTestId('login-prompt').getByText('เข้าสู่ระบบเพื่อซื้อหวย').waitFor();
    await thai.close();
  });
});
