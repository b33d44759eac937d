import { describe, expect, it } from 'vitest';
import { CODES } from '../../contract/serverCodes.ts';
import type { Announcement, Banner, GameLane, GameVendor, PromotionAvailability, Resource, UnreadCount, WebManifest } from '../../contract/wps.ts';
import { call, DEMO, envelope, login, LOTTO, useApp } from './helpers.ts';
import { decodePng } from './install-png.ts';

const s = useApp();

const relay = async <T>(name: string, query = '', origin = DEMO, headers: Record<string, string> = {}) => {
  const merchant = origin === DEMO ? 'demo' : 'lotto';
  const res = await call(s.app, `${origin}/wps/relay/${name}${query}`, { headers: { Merchant: merchant, ...headers } });
  return { res, env: await envelope<T>(res) };
};

describe('relay', () => {
  it('filters banners by group and makes their images absolute', async () => {
    const all = (await relay<Banner[]>('MCSFE_getBanners')).env.value!;
    const top = (await relay<Banner[]>('MCSFE_getBanners', '?groupName=m_top')).env.value!;
    expect(all.length).toBeGreaterThan(top.length);
    expect(top.every((b) => b.groupName === 'm_top')).toBe(true);
    expect(top[0]?.url).toMatch(/^http:\/\/localhost\/cdn\/demo\/banners\/.+\.png$/);
  });

  it('answers game lanes ordered 100, 200, ... with card images', async () => {
    const lanes = (await relay<GameLane[]>('GCSGAME_getGameLanes')).env.value!;
    expect(lanes.map((l) => l.ordinal)).toEqual(lanes.map((_, i) => (i + 1) * 100));
    for (const l of lanes) expect(l.gameCount).toBe(l.cards.length);
    expect(lanes[0]?.cards[0]?.image).toMatch(/^http:\/\/localhost\/cdn\/demo\/games\//);
    const lotto = (await relay<GameLane[]>('GCSGAME_getGameLanes', '', LOTTO)).env.value!;
    expect(lotto[0]?.title).toBe('ELOTT');
  });

  it('answers the vendor list of one category', async () => {
    const rng = (await relay<GameVendor[]>('GCSGAME_gameList', '?category=RNG')).env.value!;
    expect(rng.map((v) => v.vendor).sort()).toEqual(['JILI', 'PG']);
    expect((await relay<GameVendor[]>('GCSGAME_gameList', '?category=NOPE')).env.value).toEqual([]);
  });

  it('filters announcements by type and platform and hides the filter fields', async () => {
    const popup = (await relay<Announcement[]>('MCSFE_getListAnnouncements', '?types=POPUP&platform=MOBILE')).env.value!;
    expect(popup.map((a) => a.id)).toEqual(['a-1']);
    expect(Object.keys(popup[0] ?? {}).sort()).toEqual(['content', 'contentType', 'forcedRead', 'id', 'title']);
    const desktopMarquee = (await relay<Announcement[]>('MCSFE_getListAnnouncements', '?types=MARQUEE&platform=DESKTOP')).env.value!;
    expect(desktopMarquee).toEqual([]);
  });

  it('answers promotion availability per merchant without a token', async () => {
    expect((await relay<PromotionAvailability>('MCSFE_getMerchantAvailablePromotions')).env.value?.APP_DOWNLOAD.enabled).toBe(true);
    expect((await relay<PromotionAvailability>('MCSFE_getMerchantAvailablePromotions', '', LOTTO)).env.value?.APP_DOWNLOAD.enabled).toBe(false);
  });

  it('answers the unread count only with a token', async () => {
    const anon = await relay<UnreadCount>('CBS_unreadCount');
    expect(anon.res.status).toBe(401);
    expect(anon.env.code).toBe(CODES.customerNotLogin);
    const v = await login(s.app, 'player01');
    expect((await relay<UnreadCount>('CBS_unreadCount', '', DEMO, { Authorization: v.token })).env.value).toEqual({ count: 2 });
  });

  it('answers the download resources', async () => {
    const res = (await relay<Resource[]>('WPSCORE_getDownloadSetting', '?domain=localhost')).env.value!;
    expect(res.map((r) => r.resourceType)).toContain('Android');
    expect(res.find((r) => r.resourceType === 'AppDownloadIcon')?.url).toBe('http://localhost/cdn/demo/icon-192.png');
  });

  it('requires the Merchant header', async () => {
    const res = await call(s.app, `${DEMO}/wps/relay/MCSFE_getBanners`);
    expect(res.status).toBe(400);
    expect((await envelope(res)).code).toBe(CODES.headerMissing);
  });
});

describe('manifest', () => {
  it('answers the raw web manifest with absolute icons on the request origin', async () => {
    const res = await call(s.app, `${LOTTO}/wps/system/manifest.json?_=1&merchantCode=lotto`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const m = (await res.json()) as WebManifest & { success?: unknown };
    expect(m.success).toBeUndefined();
    expect(m).toMatchObject({ name: 'Lotto Star', display: 'standalone', scope: '/m/', start_url: '/m/home', theme_color: '#e8a317' });
    expect(m.id).toContain('lotto');
    expect(m.icons.map((i) => i.sizes)).toEqual(['192x192', '256x256', '384x384', '512x512']);
    expect(m.icons.every((i) => i.type === 'image/png' && i.src.startsWith(`${LOTTO}/cdn/lotto/icon-`))).toBe(true);
    expect(m.related_applications).toEqual([{ platform: 'play', url: 'https://downloads.example.com/lotto/lotto-star.apk' }]);
  });

  it('refuses a merchantCode that is not the host\'s merchant', async () => {
    const res = await call(s.app, `${DEMO}/wps/system/manifest.json?_=1&merchantCode=lotto`);
    expect(res.status).toBe(400);
    expect((await envelope(res)).code).toBe(CODES.merchantMismatch);
  });
});

describe('image CDN', () => {
  const png = async (path: string) => {
    const res = await call(s.app, `${DEMO}/cdn/demo/${path}`);
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  };

  it.each([['icon-192.png', 192], ['icon-512.png', 512], ['apple-touch-icon.png', 180]])('draws %s as a %ipx PNG in the brand colour', async (path, size) => {
    const { res, bytes } = await png(path);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d{6,}/);
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    expect(bytes.readUInt32BE(16)).toBe(size);
    expect(bytes.readUInt32BE(20)).toBe(size);
    expect(decodePng(bytes).pixel(0, 0)).toEqual([0x1e, 0x6f, 0xd9]);
  });

  it('draws each merchant\'s logo as a 240x64 PNG in its own colours', async () => {
    const res = await call(s.app, `${DEMO}/cdn/demo/logo.png`);
    expect(res.headers.get('content-type')).toBe('image/png');
    const demo = Buffer.from(await res.arrayBuffer());
    const lotto = Buffer.from(await (await call(s.app, `${DEMO}/cdn/lotto/logo.png`)).arrayBuffer());
    expect([demo.readUInt32BE(16), demo.readUInt32BE(20)]).toEqual([240, 64]);
    expect(demo.equals(lotto)).toBe(false);
  });

  it('serves the banner, game card and vendor images the relay points at as PNG, and 404s anything else', async () => {
    const banner = (await relay<Banner[]>('MCSFE_getBanners', '?groupName=m_home')).env.value![0]!;
    const card = (await relay<GameLane[]>('GCSGAME_getGameLanes')).env.value![0]!.cards[0]!;
    const vendor = (await relay<GameVendor[]>('GCSGAME_gameList', '?category=RNG')).env.value![0]!;
    for (const [url, size] of [[banner.url, [750, 250]], [card.image, [300, 300]], [vendor.image, [300, 300]]] as const) {
      const img = await call(s.app, url);
      expect(img.status).toBe(200);
      expect(img.headers.get('content-type')).toBe('image/png');
      expect(img.headers.get('cache-control')).toMatch(/max-age=\d{6,}/);
      const bytes = Buffer.from(await img.arrayBuffer());
      expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual(size);
    }
    expect((await call(s.app, `${DEMO}/cdn/demo/banners/not-a-banner.png`)).status).toBe(404);
    // The old SVG names are no longer referenced by the config, so they are gone too.
    expect((await call(s.app, banner.url.replace(/\.png$/, '.svg'))).status).toBe(404);
    expect((await call(s.app, `${DEMO}/cdn/nobody/logo.png`)).status).toBe(404);
    expect((await call(s.app, `${DEMO}/cdn/demo/logo.svg`)).status).toBe(404);
  });
});
