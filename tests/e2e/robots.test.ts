import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiLogin, launch, phone, ready, url } from './browser';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

async function robots(path: string, host: string, init?: string): Promise<string | null> {
  const { context, page } = await phone(browser);
  if (init) await page.addInitScript(init);
  await page.goto(url(path, host));
  await ready(page);
  const content = await page.evaluate(() => document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null);
  await context.close();
  return content;
}

describe('search-engine indexing', () => {
  it('indexes public pages on localhost and www hosts', async () => {
    expect(await robots('/m/home', 'localhost')).not.toBe('noindex');
    expect(await robots('/m/sports', 'www.lotto.localhost')).not.toBe('noindex');
  });

  it('does not index affiliate hosts, guarded pages or deep paths', async () => {
    expect(await robots('/m/home', 'aff42.demo.localhost')).toBe('noindex');
    expect(await robots('/m/inviteFriends', 'localhost')).toBe('noindex');
    const token = await apiLogin('player01');
    expect(await robots(`/m/member/home?token=${token}`, 'localhost')).toBe('noindex');
  });

  it('the server sends noindex in the HTML itself for crawlers that run no script', async () => {
    const deep = await (await fetch(url('/m/member/home'))).text();
    expect(deep).toContain('<meta name="robots" content="noindex">');
    const home = await (await fetch(url('/m/home'))).text();
    expect(home).not.toContain('content="noindex"');
  });
});
