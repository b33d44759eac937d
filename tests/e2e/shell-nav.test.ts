import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, phone, ready, url } from './browser';
import { DEMO, openFresh } from './member-helpers';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const LOTTO = 'www.lotto.localhost';
const header = (page: Page) => page.locator('header.bar');
const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const tabNames = (page: Page) => tabBar(page).getByRole('link').allTextContents();
const cssVar = (page: Page, name: string) => page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);
const heights = (page: Page, selector: string) => page.locator(selector).evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));

describe('header', () => {
  it('a guest sees the logo and real Log in and Register buttons (44 px) to the standalone pages', async () => {
    const { context, page } = await phone(browser);
    await page.goto(url('/m/home'));
    await ready(page);
    const logo = header(page).locator('.brand img');
    await expect.poll(() => logo.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
    const register = header(page).getByRole('link', { name: 'Register', exact: true });
    const login = header(page).getByRole('link', { name: 'Log in', exact: true });
    expect(new URL(await register.evaluate((a: HTMLAnchorElement) => a.href)).pathname).toBe('/m/register');
    expect(new URL(await login.evaluate((a: HTMLAnchorElement) => a.href)).pathname).toBe('/m/login');
    expect(await register.getAttribute('class')).toBe('btn primary');
    expect(await login.getAttribute('class')).toBe('btn');
    for (const h of await heights(page, 'header.bar .acts a')) expect(h).toBeGreaterThanOrEqual(44);
    // The brand block appears once: its link is named by the merchant.
    expect(await page.getByRole('link', { name: 'Demo Casino' }).count()).toBe(1);
    await context.close();
  });

  it('a member sees the formatted balance and a Deposit button to the cashier', async () => {
    const { context, page } = await openFresh(browser, 'member', DEMO, '/m/home');
    await expect.poll(() => header(page).getByTestId('header-balance').textContent(), { timeout: 20_000 }).toMatch(/1,250\.50/);
    const deposit = header(page).getByRole('link', { name: 'Deposit', exact: true });
    expect(new URL(await deposit.evaluate((a: HTMLAnchorElement) => a.href)).pathname).toBe('/m/member/deposit');
    expect(await header(page).getByRole('link', { name: 'Register', exact: true }).count()).toBe(0);
    await context.close();
  });
});

describe('bottom tab bar', () => {
  it('five tabs of at least 44 px, the current page marked, fixed above the bottom edge', async () => {
    const { context, page } = await phone(browser);
    await page.goto(url('/m/home'));
    await ready(page);
    // The tabs land once the first screen is up (the empty bar holds their place until then).
    await expect.poll(() => tabNames(page), { timeout: 20_000 }).toEqual(['Home', 'Promotions', 'Register', 'Invite', 'Account']);
    await expect.poll(() => tabBar(page).locator('.ico svg').count(), { timeout: 20_000 }).toBe(5);
    for (const h of await heights(page, '.tabbar a')) expect(h).toBeGreaterThanOrEqual(44);
    expect(await tabBar(page).locator('[aria-current="page"]').textContent()).toBe('Home');
    const box = await tabBar(page).boundingBox();
    expect(Math.round(box!.y + box!.height)).toBe(844);
    // The page's end is not hidden under it: scrolled to the bottom, the footer ends above the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const foot = await page.locator('footer.foot').boundingBox();
    expect(foot!.y + foot!.height).toBeLessThanOrEqual(box!.y + 1);
    await tabBar(page).getByRole('link', { name: 'Promotions' }).click();
    await page.waitForURL((u) => u.pathname === '/m/activity');
    await expect.poll(() => tabBar(page).locator('[aria-current="page"]').textContent()).toBe('Promotions');
    await context.close();
  });

  it('switches Register to Deposit when the guest logs in', async () => {
    const { context, page } = await phone(browser);
    await page.goto(url('/m/login'));
    await ready(page);
    await expect.poll(() => tabNames(page), { timeout: 20_000 }).toContain('Register');
    await page.getByLabel('Username', { exact: true }).fill('player01');
    await page.getByLabel('Password', { exact: true }).fill('Passw0rd!');
    await page.locator('main').getByRole('button', { name: 'Log in', exact: true }).click();
    await expect.poll(() => tabNames(page), { timeout: 20_000 }).toEqual(['Home', 'Promotions', 'Deposit', 'Invite', 'Account']);
    const deposit = tabBar(page).getByRole('link', { name: 'Deposit' });
    expect(new URL(await deposit.evaluate((a: HTMLAnchorElement) => a.href)).pathname).toBe('/m/member/deposit');
    await context.close();
  });
});

describe('merchant branding', () => {
  it('the template drives the tokens: demo and lotto differ, and on-colours keep 4.5:1', async () => {
    const seen: Record<string, { primary: string; onPrimary: string; button: string; bg: string }> = {};
    for (const host of ['localhost', LOTTO]) {
      const { context, page } = await phone(browser);
      await page.goto(url('/m/home', host));
      await ready(page);
      // The derived tokens and the page background follow once the first screen is up.
      await page.waitForFunction(() => document.documentElement.style.getPropertyValue('--app-bg-i') !== '', null, { timeout: 20_000 });
      seen[host] = {
        primary: await cssVar(page, '--c-primary'),
        onPrimary: await cssVar(page, '--c-on-primary'),
        button: await header(page).locator('.btn.primary').evaluate((e) => getComputedStyle(e).backgroundColor),
        bg: await page.evaluate(() => getComputedStyle(document.documentElement).backgroundImage),
      };
      await context.close();
    }
    expect(seen.localhost).toMatchObject({ primary: '#1e6fd9', onPrimary: '#ffffff', button: 'rgb(30, 111, 217)' });
    // Gold: white text would read at about 2:1, so the text on it is dark.
    expect(seen[LOTTO]).toMatchObject({ primary: '#e8a317', onPrimary: '#111111', button: 'rgb(232, 163, 23)' });
    // app_background: the merchant's image fills the page.
    for (const host of ['localhost', LOTTO]) expect(seen[host]!.bg).toMatch(/background\.svg/);
  });

  it('a wide screen shows the 9:16 column and the desktop feature beside it', async () => {
    const context = await browser.newContext({ viewport: { width: 1600, height: 900 } });
    const page = await context.newPage();
    await page.goto(url('/m/home'));
    await ready(page);
    const side = page.getByTestId('desktop-feature');
    await side.waitFor();
    expect(new URL((await side.locator('img').getAttribute('src'))!).pathname).toMatch(/desktop-app\.png$/);
    expect(await side.locator('p').textContent()).toContain('Demo Casino');
    expect(await side.locator('p').evaluate((p) => getComputedStyle(p).color)).toBe('rgb(207, 226, 255)');
    const root = await page.locator('#root').boundingBox();
    expect(Math.round(root!.width)).toBe(Math.round((900 * 9) / 16));
    const aside = await side.boundingBox();
    expect(aside!.x + aside!.width).toBeLessThanOrEqual(root!.x + 1);
    await context.close();
  });
});

describe('static shell', () => {
  it('before any script runs, the service worker\'s unbranded copy of the page paints the last visit\'s brand and the lobby skeleton', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, serviceWorkers: 'block' });
    const page = await context.newPage();
    // First visit: the app stores the brand.
    await page.goto(url('/m/home', LOTTO));
    await ready(page);
    await page.waitForFunction(() => localStorage.getItem('MC_BRAND') !== null);
    // Second visit with every script held back, answered with the page as built (what the worker's precache holds:
    // no brand from the server), so only index.html's inline script can paint the brand.
    const built = readFileSync(join(process.env.E2E_DIST_DIR ?? 'dist', 'index.html'), 'utf8');
    expect(built).toContain('<!--brand-->');
    await context.route(/\/m\/assets\/.*\.js$/, () => { /* never answered */ });
    await context.route((u) => u.pathname === '/m/home', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: built }));
    // Module scripts hold DOMContentLoaded back: wait for the shell itself.
    await page.goto(url('/m/home', LOTTO), { waitUntil: 'commit' });
    const brand = page.locator('#sb');
    await brand.locator('.sr-only').waitFor({ state: 'attached' });
    expect(await page.evaluate(() => document.querySelector('.lane, [data-testid="lane"]'))).toBeNull();
    expect(await brand.locator('.sr-only').textContent()).toBe('Lotto Star');
    await expect.poll(() => brand.locator('img').evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
    expect(await cssVar(page, '--c-primary')).toBe('#e8a317');
    for (const sel of ['header.bar', '.shell-chips .skel', '.shell-banner', '.shell-grid .skel', '.tabbar']) {
      expect(await page.locator(sel).first().isVisible(), sel).toBe(true);
    }
    await context.close();
  });

  it('a shell the server branded keeps the server\'s brand, whatever an earlier visit stored', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, serviceWorkers: 'block' });
    await context.addInitScript(() => localStorage.setItem('MC_BRAND', JSON.stringify({ n: 'Stale Casino', l: '', v: { '--c-primary': '#123456' } })));
    const page = await context.newPage();
    await context.route(/\/m\/assets\/.*\.js$/, () => { /* never answered */ });
    await page.goto(url('/m/home', LOTTO), { waitUntil: 'commit' });
    const brand = page.locator('#sb');
    await brand.locator('.sr-only').waitFor({ state: 'attached' });
    expect(await brand.locator('.sr-only').textContent()).toBe('Lotto Star');
    expect(await cssVar(page, '--c-primary')).toBe('#e8a317');
    // The server's shell carries the page background too (lotto's app_background image, under the veil).
    expect(await cssVar(page, '--app-bg-i')).toMatch(/^url\("http:\/\/[^"]+\/cdn\/lotto\/background\.svg"\)$/);
    await context.close();
  });
});

describe('right to left', () => {
  it('Urdu: header and tab bar fit a phone (no horizontal overflow) and the tabs are mirrored', async () => {
    const { context, page } = await phone(browser);
    await context.addInitScript(() => localStorage.setItem('MC_LANGUAGE', 'UR'));
    await page.goto(url('/m/home'));
    await ready(page);
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.locator('main .lane').first().waitFor();
    expect(await page.evaluate(() => [window.innerWidth, document.documentElement.scrollWidth])).toEqual([390, 390]);
    const xs = await page.locator('.tabbar a').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().x));
    expect(xs).toEqual([...xs].sort((a, b) => b - a));
    await context.close();
  });
});
