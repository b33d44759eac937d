import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { renderSVG } from 'uqr';
import { dismissPopups, launch, ready, url } from './browser';
import { fakeInstallPrompt } from './install-context';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

async function open(userAgent: string, path: string, init?: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ userAgent, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await dismissPopups(context);
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('pageerror:', e.message));
  if (init) await init(page);
  await page.goto(url(path));
  await ready(page);
  return { context, page };
}
const types = (page: Page, list: string) => page.getByTestId(list).locator('li').evaluateAll((els) => els.map((e) => e.getAttribute('data-type')));

describe('/m/download', () => {
  it('iPhone: App Store, then iOS lite, with the iOS 17 tip; Android below; the app icon and a QR code of this page', async () => {
    const { context, page } = await open(IPHONE, '/m/download');
    await page.getByTestId('downloads-mine').waitFor();
    expect(await types(page, 'downloads-mine')).toEqual(['IOS', 'MOBILECONFIG']);
    expect(await types(page, 'downloads-others')).toEqual(['Android']);
    expect(await page.getByTestId('downloads-mine').locator('a').first().getAttribute('class')).toContain('primary');
    expect(await page.getByText('VPN & Device Management').count()).toBe(1);
    expect(await page.getByTestId('app-icon').getAttribute('src')).toMatch(/icon-192\.png$/);
    const qr = page.getByTestId('qr');
    expect(await qr.getAttribute('aria-label')).toBe('QR code of the download page');
    const d = (svg: string) => /<path[^>]* d="([^"]+)"/.exec(svg)?.[1];
    expect(d(await qr.innerHTML())).toBe(d(renderSVG(url('/m/download'), { border: 2 })));
    await context.close();
  });

  it('Android: the apk first, the iOS links as the other platform', async () => {
    const { context, page } = await open(ANDROID, '/m/download');
    await page.getByTestId('downloads-mine').waitFor();
    expect(await types(page, 'downloads-mine')).toEqual(['Android']);
    expect(await types(page, 'downloads-others')).toEqual(['IOS', 'MOBILECONFIG']);
    expect(await page.getByText('VPN & Device Management').count()).toBe(0);
    await context.close();
  });
});

describe('/m/app', () => {
  it('Android: the browser\'s install prompt from the page\'s button; the native apps as the alternative', async () => {
    const { context, page } = await open(ANDROID, '/m/app', (p) => fakeInstallPrompt(p, 'accepted'));
    await page.getByTestId('app-install').click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __prompted: number }).__prompted)).toBe(1);
    expect(await types(page, 'downloads-native')).toEqual(['Android', 'IOS', 'MOBILECONFIG']);
    await context.close();
  });

  it('iPhone Safari: the Add to Home Screen steps, no install button', async () => {
    const { context, page } = await open(IPHONE, '/m/app');
    await page.getByTestId('app-ios-steps').waitFor();
    expect(await page.getByTestId('app-ios-steps').locator('li').count()).toBe(3);
    expect(await page.getByTestId('app-install').count()).toBe(0);
    expect(await types(page, 'downloads-native')).toEqual(['IOS', 'MOBILECONFIG', 'Android']);
    await context.close();
  });
});
