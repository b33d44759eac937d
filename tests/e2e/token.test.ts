import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiLogin, launch, phone, ready, url } from './browser';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

describe('token handed over in the URL', () => {
  it.each(['token', 'tokens'])('moves ?%s= into session info and strips it from the address bar', async (name) => {
    const token = await apiLogin('player01');
    const { context, page } = await phone(browser);
    const res = await page.goto(url(`/m/member/home?${name}=${token}&fbclid=fb1`));
    expect(res?.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    await ready(page);
    await expect(page.getByTestId('member-account').textContent()).resolves.toBe('player01');
    const address = new URL(page.url());
    expect(address.pathname).toBe('/m/member/home');
    expect(address.searchParams.has(name)).toBe(false);
    expect(address.searchParams.get('fbclid')).toBe('fb1');
    const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? 'null'));
    expect(stored.token).toBe(token);
    expect(stored.merchantCode).toBe('demo');
    const history = await page.evaluate(() => location.href);
    expect(history).not.toContain(token);
    await context.close();
  });

  it('an invalid token ends in the please-login notice whose OK goes to /m/login', async () => {
    const { context, page } = await phone(browser);
    await page.goto(url('/m/member/home?token=not-a-real-token-0000'));
    await ready(page);
    const notice = page.getByTestId('please-login');
    await notice.waitFor();
    expect(await page.getByTestId('please-login').count()).toBe(1);
    await notice.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL((u) => u.pathname === '/m/login');
    expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
    await context.close();
  });
});
