import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiLogin, launch, phone, ready, url } from './browser';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

/** The worker's last good copies: URL path and whether a member's token fetched it. */
const copies = (page: Page) => page.evaluate(async () => {
  const cache = await caches.open('tessera-wps-last-good');
  const out: Array<{ path: string; member: boolean }> = [];
  for (const req of await cache.keys()) {
    const res = await cache.match(req);
    out.push({ path: new URL(req.url).pathname, member: (res?.headers.get('X-SW-Member') ?? 'x') !== '' });
  }
  return out.sort((a, b) => a.path.localeCompare(b.path));
});

describe('logout and the worker\'s caches', () => {
  it('drops every cached answer fetched for the member on logout, and keeps the public ones', async () => {
    const token = await apiLogin('player01');
    const { context, page } = await phone(browser);
    await page.goto(url(`/m/home?token=${encodeURIComponent(token)}`));
    await ready(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
    await page.reload();
    await ready(page);
    await page.waitForSelector('section.lane');
    // A member answer the app will not ask for again after logout, so only the purge can remove it.
    const extra = await page.evaluate(async (tok) => {
      const r = await fetch('/wps/relay/CCSFE_getListAnnouncements?types=B&platform=M&category=purge', { headers: { Merchant: 'demo', Authorization: tok } });
      return r.status;
    }, token);
    expect(extra).toBe(200);
    const memberCopies = async () => (await copies(page)).filter((c) => c.member);
    // The lanes and their games (sent with the token) and the extra answer; the banners relay never sends one (auth 'none').
    await expect.poll(async () => (await memberCopies()).map((c) => c.path), { timeout: 20_000 })
      .toEqual(expect.arrayContaining(['/wps/relay/CCSFE_getListAnnouncements', '/wps/relay/GCSGAME_newGameVendor']));
    expect((await copies(page)).some((c) => !c.member && c.path === '/wps/relay/CCSFE_getListAnnouncements')).toBe(true);
    expect((await copies(page)).some((c) => !c.member && c.path === '/wps/v2/system/status')).toBe(true);
    // Never the raw token in the stored copies.
    const headers = await page.evaluate(async () => {
      const cache = await caches.open('tessera-wps-last-good');
      const all = await Promise.all((await cache.keys()).map(async (k) => [...((await cache.match(k))?.headers.entries() ?? [])].join()));
      return all.join('\n');
    });
    expect(headers).not.toContain(token);

    await page.goto(url('/m/member/home'));
    await ready(page);
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('alertdialog', { name: 'Log out?' }).getByRole('button', { name: 'Log out' }).click();
    await expect.poll(async () => JSON.stringify(await memberCopies()), { timeout: 20_000 }).toBe('[]');
    expect((await copies(page)).map((c) => c.path)).toEqual(expect.arrayContaining(['/wps/v2/system/status', '/wps/relay/CCSFE_getListAnnouncements']));
    await context.close();
  });
});
