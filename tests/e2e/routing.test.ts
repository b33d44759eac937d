import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, phone, ready, url } from './browser';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

async function loginThroughForm(page: import('playwright-core').Page, username: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('Passw0rd!');
  await page.getByRole('button', { name: 'Log in' }).click();
}

describe('guarded and public routes', () => {
  it('sends a guest on a guarded page to /m/login with the page as go, fetching the login page\'s chunk only', async () => {
    const { context, page } = await phone(browser);
    const chunks: string[] = [];
    page.on('request', (r) => { const m = /\/assets\/(\w+)-[\w-]+\.js$/.exec(r.url()); if (m) chunks.push(m[1]!); });
    await page.goto(url('/m/member/home'));
    await ready(page);
    await page.waitForURL(/\/m\/login\?go=/);
    expect(new URL(page.url()).searchParams.get('go')).toBe('/m/member/home');
    await page.getByLabel('Username').waitFor();
    // The login page lives in the sign-in flows' chunk (scripts/authChunk.ts).
    expect(chunks).toContain('signIn');
    expect(chunks).not.toContain('MemberHomePage');
    await context.close();
  });

  it('shows a lazy page\'s heading while its chunk is still on the way', async () => {
    const { context, page } = await phone(browser);
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    // The real chunk, answered late: the page is up to its loading state before the chunk arrives.
    await page.route(/\/assets\/signIn-[\w-]+\.js$/, async (route) => { await held; await route.continue(); });
    await page.goto(url('/m/login'));
    await ready(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor({ timeout: 15_000 })).resolves.toBeUndefined();
    expect(await page.getByLabel('Username').count()).toBe(0);
    release();
    await page.getByLabel('Username').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual(['Log in']);
    await context.close();
  });

  it('lets a guest open public category pages', async () => {
    const { context, page } = await phone(browser);
    for (const path of ['/m/sports', '/m/elott', '/m/inviteFriends', '/m/activity']) {
      await page.goto(url(path));
      await ready(page);
      expect(new URL(page.url()).pathname).toBe(path);
    }
    await context.close();
  });

  it('sends a guest on /m/feedback to /m/home, not to login', async () => {
    const { context, page } = await phone(browser);
    await page.goto(url('/m/feedback'));
    await ready(page);
    await page.waitForURL((u) => u.pathname === '/m/home');
    await context.close();
  });

  it('logs in with the form and follows a same-origin go target', async () => {
    const { context, page } = await phone(browser);
    await page.goto(url('/m/member/home'));
    await ready(page);
    await page.waitForURL(/\/m\/login/);
    await loginThroughForm(page, 'player01');
    await page.waitForURL((u) => u.pathname === '/m/member/home');
    await expect(page.getByTestId('member-account').textContent()).resolves.toBe('player01');
    await context.close();
  });

  it('sends a first-time login to /m/changePsw', async () => {
    const { context, page } = await phone(browser);
    await page.goto(url('/m/login'));
    await ready(page);
    await loginThroughForm(page, 'newbie01');
    await page.waitForURL((u) => u.pathname === '/m/changePsw');
    await context.close();
  });

  it.each([
    'https://evil.example/m/home',
    '//evil.example/m/home',
    '/\\evil.example/m/home',
    '/m/%2e%2e/%2e%2e/wps/member/info',
    'javascript:alert(1)',
    '/home',
  ])('refuses go=%s and lands on /m/home', async (go) => {
    const { context, page } = await phone(browser);
    await page.goto(url(`/m/login?go=${encodeURIComponent(go)}`));
    await ready(page);
    await loginThroughForm(page, 'player01');
    await page.waitForURL((u) => u.pathname === '/m/home');
    expect(new URL(page.url()).host).toBe(new URL(url('/')).host);
    await expect(page.getByTestId('toast').textContent()).resolves.toBe('That link is not valid and was ignored.');
    await context.close();
  });

  it('answers an unknown /m path with a 404 from the server, not the app shell', async () => {
    const { context, page } = await phone(browser);
    const res = await page.goto(url('/m/no-such-page'));
    expect(res?.status()).toBe(404);
    await context.close();
  });
});
