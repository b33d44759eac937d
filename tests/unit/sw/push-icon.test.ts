import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { swHarness } from './swHarness.ts';

let h: ReturnType<typeof swHarness>;
let sw: typeof import('../../../sw/push.ts');
let images: typeof import('../../../sw/runtimeImages.ts');

beforeEach(async () => {
  vi.resetModules();
  h = swHarness('demo');
  sw = await import('../../../sw/push.ts');
  images = await import('../../../sw/runtimeImages.ts');
});
afterEach(() => vi.unstubAllGlobals());

const push = (icon: string, image = '') =>
  sw.handlePush(JSON.stringify({ fcmMessageId: 'f-1', notification: { title: 'Bonus', body: 'Claim it', icon, image }, data: { merchant: 'demo', id: 'm1' } }));
const shownOptions = () => h.shown[0]?.options as NotificationOptions & { image?: string };

describe('push notification images', () => {
  it("shows an icon and image from the merchant's image CDNs (learnt from status)", async () => {
    images.setCdnPrefixes(['https://img.cdn.example/demo/']);
    await push('https://img.cdn.example/demo/icon-192.png', 'https://img.cdn.example/demo/banners/promo.png');
    expect(shownOptions()).toMatchObject({ icon: 'https://img.cdn.example/demo/icon-192.png', image: 'https://img.cdn.example/demo/banners/promo.png' });
  });

  it("falls back to the own origin's CDN before any status answer", async () => {
    await push('/cdn/demo/icon-192.png');
    expect(shownOptions()?.icon).toBe('http://localhost/cdn/demo/icon-192.png');
  });

  it.each([
    ['another host', 'https://evil.example/track.png'],
    ['a CDN host outside its path', 'https://img.cdn.example/other-merchant/x.png'],
    ['plain http on a CDN host', 'http://img.cdn.example/demo/icon.png'],
    ['credentials in the URL', 'https://user:pw@img.cdn.example/demo/icon.png'],
    ['a data URL', 'data:image/png;base64,AAAA'],
    ['a same-origin path outside the CDN', '/wps/member/info'],
  ])('shows the notification without an icon from %s, and logs it', async (_, url) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    images.setCdnPrefixes(['https://img.cdn.example/demo/']);
    await push(url, url);
    expect(h.shown).toHaveLength(1);
    expect(shownOptions()?.icon).toBeUndefined();
    expect(shownOptions()?.image).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('push icon dropped'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('push image dropped'));
  });
});
