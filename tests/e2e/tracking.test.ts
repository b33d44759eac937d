import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, phone, ready, url } from './browser';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

describe('tracking parameters', () => {
  it('carries tracking parameters across navigation and keeps them in local storage', async () => {
    const { context, page } = await phone(browser);
    await page.goto(url('/m/home?fbclid=fb-1&gclid=g-1&kw=slots&cid=c9&unrelated=drop'));
    await ready(page);
    // A category chip: an in-app link that navigates (the login links open the login modal in place once the page is up).
    await page.locator('.catnav a[href^="/m/sports"]').click();
    await page.waitForURL((u) => u.pathname === '/m/sports');
    const q = new URL(page.url()).searchParams;
    expect(q.get('fbclid')).toBe('fb-1');
    expect(q.get('gclid')).toBe('g-1');
    expect(q.get('kw')).toBe('slots');
    expect(q.get('cid')).toBe('c9');
    expect(q.has('unrelated')).toBe(false);
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('MC_TRACKING') ?? '{}'));
    expect(saved.fbclid).toBe('fb-1');

    // A later visit without the query still carries the saved values.
    await page.goto(url('/m/home'));
    await ready(page);
    await page.locator('.catnav a[href^="/m/sports"]').click();
    await page.waitForURL((u) => u.pathname === '/m/sports');
    expect(new URL(page.url()).searchParams.get('fbclid')).toBe('fb-1');
    await context.close();
  });
});
