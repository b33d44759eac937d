import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { WPS } from '../../contract/wps.ts';
import { AUTO_LOGIN_KEY } from '../../src/auth/autoLoginSwitch.ts';
import { apiLogin, launch, phone, ready, url } from './browser';
import { fillLogin, openLogin, recordRequests, sessionInfo, submitButton } from './auth-helpers.ts';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

describe('expired session and logout', () => {
  it('an expired session (HTTP 401) clears the session and shows the please-login notice; OK goes to /m/login', async () => {
    const token = await apiLogin('player01');
    await fetch(url(WPS.logout), { method: 'POST', headers: { Authorization: token, Merchant: 'demo' } });
    const { context, page } = await phone(browser);
    await page.goto(url(`/m/member/home?token=${token}`));
    await ready(page);
    const notice = page.getByTestId('please-login');
    await notice.waitFor();
    expect(await sessionInfo(page)).toBeNull();
    await notice.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL((u) => u.pathname === '/m/login');
    await context.close();
  });

  it('logout ends the session on the server, clears memory and storage, purges member copies in the service worker', async () => {
    const { context, page } = await phone(browser);
    await openLogin(page);
    await fillLogin(page, 'player01');
    await submitButton(page).click();
    await page.waitForURL((u) => u.pathname === '/m/home');
    const token = (await sessionInfo(page))!.token;
    // Under the service worker, the lobby's answers fetched with the token are kept as member copies.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 }).catch(() => page.reload());
    await page.reload();
    await ready(page);
    const memberCopies = () => page.evaluate(async () => {
      if (!(await caches.has('tessera-wps-last-good'))) return 0;
      const cache = await caches.open('tessera-wps-last-good');
      let n = 0;
      for (const req of await cache.keys()) if ((await cache.match(req))?.headers.get('X-SW-Member')) n += 1;
      return n;
    });
    await expect.poll(memberCopies, { timeout: 15_000 }).toBeGreaterThan(0);
    const seen = recordRequests(page);
    await page.goto(url('/m/member/home'));
    await ready(page);
    await page.getByRole('button', { name: 'Log out' }).click();
    // The account page asks first; its confirm button logs out.
    await page.getByTestId('logout-confirm').getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((u) => u.pathname === '/m/home');
    // Production logs out with DELETE (production wire A9).
    expect(seen.filter((r) => r.method() === 'DELETE' && new URL(r.url()).pathname === WPS.logout)).toHaveLength(1);
    expect(await sessionInfo(page)).toBeNull();
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.includes('member')))).toEqual([]);
    expect(await page.evaluate((k) => localStorage.getItem(k), AUTO_LOGIN_KEY)).toBe('0');
    await expect.poll(memberCopies).toBe(0);
    const r = await fetch(url(WPS.memberInfo), { headers: { Authorization: token, Merchant: 'demo' } });
    expect(r.status).toBe(401);
    await context.close();
  });
});
