// The real login form in Chromium against the real server: only ciphertext leaves the page, in the
// version each merchant advertises (demo v2, lotto v1), the device id rides along, and the member lands home.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Request } from 'playwright-core';
import { launch, phone, ready, url } from './browser';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

describe('encrypted login in the browser', () => {
  it.each([
    ['localhost', 'player01', 'v2'],
    ['www.lotto.localhost', 'lottoplayer', 'v1'],
  ])('%s as %s posts {value} with Encryption in %s, X-Digest, X-RSA and no Device in a tab, never the password', async (host, username, version) => {
    const { context, page } = await phone(browser);
    const posts: Request[] = [];
    page.on('request', (r) => { if (r.method() === 'POST' && new URL(r.url()).pathname === '/wps/session/login') posts.push(r); });
    await page.goto(url('/m/login', host));
    await ready(page);
    await page.fill('input[name="username"]', username);
    await page.fill('input[name="password"]', 'Passw0rd!');
    await page.click('button[type="submit"]');
    await page.waitForURL((u) => u.pathname === '/m/home', { timeout: 30_000 });
    expect(posts).toHaveLength(1);
    const post = posts[0]!;
    const body = post.postData() ?? '';
    expect(Object.keys(JSON.parse(body) as object)).toEqual(['value']);
    expect(body).not.toContain('Passw0rd!');
    const headers = await post.allHeaders();
    expect(headers['encryption']!.startsWith('v2:')).toBe(version === 'v2');
    // v2 (Tessera's extra): HMAC digest and key id. v1 (production wire section 3): the value itself and the modulus text.
    if (version === 'v2') {
      expect(headers['x-digest']).toMatch(/^[0-9a-f]{64}$/);
      expect(headers['x-rsa']).toMatch(/^[0-9a-f]{16}$/);
    } else {
      expect(headers['x-digest']).toBe((JSON.parse(body) as { value: string }).value);
      expect(headers['x-rsa']).toMatch(/^[0-9a-f]{256,}$/);
    }
    expect(headers['x-real-ua']).toBeTruthy();
    const deviceId = await page.evaluate(() => localStorage.getItem('MC_DEVICE_ID'));
    expect(deviceId).toHaveLength(36);
    // Device is the device TYPE (IPAD, PWA, WEBCLIP): none in a browser tab; the id travels in the body only.
    expect(headers['device']).toBeUndefined();
    expect((await context.cookies()).find((c) => c.name === 'MC_DEVICE_ID')?.value).toBe(deviceId);
    await context.close();
  });
});
