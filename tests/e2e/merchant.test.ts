import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, phone, ready, url } from './browser';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

async function open(host: string, path = '/m/home', storage?: Record<string, string>) {
  const { context, page } = await phone(browser);
  if (storage) {
    await page.addInitScript((s: Record<string, string>) => {
      for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v);
    }, storage);
  }
  await page.goto(url(path, host));
  await ready(page);
  return { context, page };
}

describe('merchant and affiliate by host', () => {
  it('serves the demo merchant on localhost in English', async () => {
    const { context, page } = await open('localhost');
    await expect(page.getByTestId('merchant-name').textContent()).resolves.toBe('Demo Casino');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await context.close();
  });

  it('serves the lotto merchant on www.lotto.localhost in its own default language', async () => {
    const { context, page } = await open('www.lotto.localhost');
    await expect(page.getByTestId('merchant-name').textContent()).resolves.toBe('Lotto Star');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('th');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--c-primary').trim()))
      .not.toBe('#1f6feb');
    await context.close();
  });

  it('reads the affiliate code from the first label of the host', async () => {
    const { context, page } = await open('aff42.demo.localhost');
    await expect(page.getByTestId('merchant-name').textContent()).resolves.toBe('Demo Casino');
    const reg = await page.evaluate(() => JSON.parse(localStorage.getItem('reg_info') ?? 'null'));
    expect(reg.affiliateCode).toBe('aff42');
    await context.close();
  });

  it('shows the domain-not-available screen on an unregistered host', async () => {
    const { context, page } = await open('nobody.example.localhost');
    expect(await page.locator('[data-phase="domain_not_available"]').count()).toBe(1);
    await context.close();
  });

  it('falls back to the merchant default when the stored language is not offered', async () => {
    const lotto = await open('www.lotto.localhost', '/m/home', { MC_LANGUAGE: 'JA' });
    expect(await lotto.page.evaluate(() => document.documentElement.lang)).toBe('th');
    await lotto.context.close();
    const demo = await open('localhost', '/m/home', { MC_LANGUAGE: 'CN' });
    expect(await demo.page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    await demo.context.close();
  });

  it('switches to right-to-left for Urdu and back for Roman Urdu', async () => {
    const ur = await open('localhost', '/m/home', { MC_LANGUAGE: 'UR' });
    expect(await ur.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await ur.context.close();
    const urla = await open('localhost', '/m/home', { MC_LANGUAGE: 'UR-LA' });
    expect(await urla.page.evaluate(() => [document.documentElement.dir, document.documentElement.lang])).toEqual(['ltr', 'ur-Latn']);
    await urla.context.close();
  });

  it('caps the layout at 9/16 of the height on a wide screen', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    await page.goto(url('/m/home'));
    await ready(page);
    const width = await page.evaluate(() => document.getElementById('root')?.getBoundingClientRect().width);
    expect(width).toBe(405);
    await context.close();
  });
});
