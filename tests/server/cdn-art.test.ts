import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { WebManifest } from '../../contract/wps.ts';
import { demoSeed } from '../../server/merchants/seed/demo.ts';
import { call, captureLogs, DEMO, LOTTO, useApp } from './helpers.ts';

const logs = captureLogs();
const s = useApp(logs.log);

const get = (url: string, headers: Record<string, string> = {}) => call(s.app, url, { headers });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());
const CHROME_IMG_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

describe('image CDN over HTTP', () => {
  it('serves WebP banners and tiles with their type, a year\'s immutable caching and an ETag', async () => {
    const card = demoSeed.config.relay.gameLanes[2]!.cards[0]!.image.replace(/\.png$/, '.webp');
    for (const [path, width, height] of [['banners/welcome-bonus.webp', 750, 250], [card, 300, 300], ['logo.webp', 240, 64]] as const) {
      const res = await get(`${DEMO}/cdn/demo/${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('etag')).toMatch(/^"[\w-]{22}"$/);
      expect(await sharp(await bytes(res)).metadata()).toMatchObject({ format: 'webp', width, height });
    }
  });

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const url = `${DEMO}/cdn/demo/banners/sports-week.webp`;
    const etag = (await get(url)).headers.get('etag')!;
    const again = await get(url, { 'If-None-Match': `W/${etag}` });
    expect(again.status).toBe(304);
    expect((await bytes(again)).length).toBe(0);
    expect(again.headers.get('etag')).toBe(etag);
    expect((await get(url, { 'If-None-Match': '"other"' })).status).toBe(200);
  });

  it('negotiates a .png banner: WebP for a browser that accepts it, PNG otherwise, and says so in Vary', async () => {
    const url = `${DEMO}/cdn/demo/banners/welcome-bonus.png`;
    const browser = await get(url, { Accept: CHROME_IMG_ACCEPT });
    expect([browser.headers.get('content-type'), browser.headers.get('vary')]).toEqual(['image/webp', 'Accept']);
    expect((await sharp(await bytes(browser)).metadata()).format).toBe('webp');
    const plain = await get(url);
    expect([plain.headers.get('content-type'), plain.headers.get('vary')]).toEqual(['image/png', 'Accept']);
    expect(browser.headers.get('etag')).not.toBe(plain.headers.get('etag'));
  });

  it.each([
    [`${DEMO}/cdn/demo/banners/welcome-bonus.webp?w=9999`], [`${DEMO}/cdn/demo/logo.webp?w=abc`],
    [`${DEMO}/cdn/demo/banners/a%00b.png`], [`${DEMO}/cdn/demo/banners/${'x'.repeat(400)}.webp`], [`${DEMO}/cdn/demo/logo.exe`],
  ])('refuses %s with a clear 400 and logs it', async (url) => {
    const res = await get(url);
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/^Bad Request: /);
    expect(logs.warned.some((l) => l.startsWith('400 bad.image GET /cdn/demo/'))).toBe(true);
  });

  it('404s an unknown merchant or an image the merchant does not reference, without drawing it', async () => {
    expect((await get(`${DEMO}/cdn/nobody/logo.webp`)).status).toBe(404);
    expect((await get(`${DEMO}/cdn/demo/banners/not-a-banner.webp`)).status).toBe(404);
    expect((await get(`${DEMO}/cdn/demo/banners/lotto-invite.webp`)).status).toBe(404);
  });

  it('serves a resized copy at an allowed ?w= width', async () => {
    const res = await get(`${DEMO}/cdn/demo/${demoSeed.config.relay.gameLanes[0]!.cards[0]!.image.replace(/\.png$/, '.webp')}?w=192`);
    expect(await sharp(await bytes(res)).metadata()).toMatchObject({ format: 'webp', width: 192, height: 192 });
  });

  it.each([[DEMO, 'demo'], [LOTTO, 'lotto']])('makes every manifest icon of %s a real PNG of its declared size', async (origin, code) => {
    const manifest = (await (await get(`${origin}/wps/system/manifest.json?_=1&merchantCode=${code}`)).json()) as WebManifest;
    expect(manifest.icons.length).toBe(4);
    for (const icon of manifest.icons) {
      const res = await get(icon.src, { Accept: CHROME_IMG_ACCEPT });
      expect(res.headers.get('content-type')).toBe(icon.type);
      const size = Number(icon.sizes.split('x')[0]);
      expect(await sharp(await bytes(res)).metadata()).toMatchObject({ format: 'png', width: size, height: size, hasAlpha: false });
    }
  });
});
