import { describe, expect, it } from 'vitest';
import { CODES } from '../../contract/serverCodes.ts';
import type { AnnouncementLists } from '../../contract/content.ts';
import type { GameListPage, NewGameVendorAnswer } from '../../contract/games.ts';
import type { ChatUnread, DownloadSetting } from '../../contract/member.ts';
import { RELAYS } from '../../contract/relays.ts';
import type { PromotionAvailability, WebManifest } from '../../contract/wps.ts';
import { call, DEMO, envelope, login, LOTTO, useApp } from './helpers.ts';
import { decodePng } from './install-png.ts';

const s = useApp();

const relay = async <T>(name: string, query = '', origin = DEMO, headers: Record<string, string> = {}) => {
  const merchant = origin === DEMO ? 'demo' : 'lotto';
  const res = await call(s.app, `${origin}/wps/relay/${name}${query}`, { headers: { Merchant: merchant, ...headers } });
  return { res, env: await envelope<T>(res) };
};

const LOBBY_BANNERS = `${RELAYS.announcements.name}?types=B&platform=M`;
const banners = async (origin = DEMO) => (await relay<AnnouncementLists>(LOBBY_BANNERS, '', origin)).env.value!.banners!;

describe('relay', () => {
  it('answers the lobby banners of every group with absolute images (the client picks a group)', async () => {
    const all = await banners();
    const top = all.filter((b) => b.groupName === 'm_top');
    expect(all.length).toBeGreaterThan(top.length);
    expect(top.length).toBeGreaterThan(0);
    expect(top[0]?.url).toMatch(/^http:\/\/localhost\/cdn\/demo\/banners\/.+\.png$/);
  });

  it('answers the lobby lanes in the merchant\'s order, each counting the games its game list pages', async () => {
    const lanes = (await relay<NewGameVendorAnswer>(RELAYS.newGameVendor.name, '?platform=html5')).env.value!.data.lanes;
    for (const l of lanes.slice(0, 3)) {
      const all = (await relay<GameListPage>(RELAYS.gameList.name, `?gameType=${l.title}&pageNo=1&pageSize=100`)).env.value!;
      expect(all.games.length).toBe(l.gameCount);
      expect(new Set(all.games.map((g) => g.vassalage))).toEqual(new Set(l.cards.map((c) => c.accountTypeName)));
    }
    const lotto = (await relay<NewGameVendorAnswer>(RELAYS.newGameVendor.name, '?platform=html5', LOTTO)).env.value!.data.lanes;
    expect(lotto[0]?.title).toBe('ELOTT');
  });

  it('answers the games of one category with absolute images; an unknown category has none', async () => {
    const rng = (await relay<GameListPage>(RELAYS.gameList.name, '?gameType=RNG&pageNo=1&pageSize=100')).env.value!;
    expect([...new Set(rng.games.map((g) => g.vassalage))].sort()).toEqual(['JILI', 'PG']);
    expect(rng.games[0]?.imageUrl).toMatch(/^http:\/\/localhost\/cdn\/demo\/games\//);
    expect((await relay<GameListPage>(RELAYS.gameList.name, '?gameType=NOPE')).env.value!.games).toEqual([]);
  });

  it('groups announcements by kind for the platform (the spec name still answers) and hides the filter fields', async () => {
    const lists = (await relay<AnnouncementLists>('MCSFE_getListAnnouncements', '?types=PR&platform=M')).env.value!;
    expect(lists.popup?.map((a) => a.id)).toEqual(['a-1']);
    expect(Object.keys(lists.popup?.[0] ?? {}).sort()).toEqual(['content', 'contentType', 'forcedRead', 'id', 'title']);
    const desktop = (await relay<AnnouncementLists>('CCSFE_getListAnnouncements', '?types=PR&platform=D')).env.value!;
    expect(desktop.player).toEqual([]);
  });

  it('answers promotion availability per merchant without a token', async () => {
    expect((await relay<PromotionAvailability>('MCSFE_getMerchantAvailablePromotions')).env.value?.APP_DOWNLOAD.enabled).toBe(true);
    expect((await relay<PromotionAvailability>('MCSFE_getMerchantAvailablePromotions', '', LOTTO)).env.value?.APP_DOWNLOAD.enabled).toBe(false);
  });

  it('answers the unread count only with a token', async () => {
    const anon = await relay<ChatUnread>('CBS_unreadCount');
    expect(anon.res.status).toBe(401);
    expect(anon.env.code).toBe(CODES.customerNotLogin);
    const v = await login(s.app, 'player01');
    expect((await relay<ChatUnread>('CBS_unreadCount', '', DEMO, { Authorization: v.token })).env.value).toEqual({ unReadCount: 2 });
  });

  it('answers the download texts in the production shape (the links are the status resources)', async () => {
    const v = (await relay<DownloadSetting>('WPSCORE_getDownloadSetting', '?domain=localhost')).env.value!;
    expect(v).toEqual({ app_desc: { value: expect.stringMatching(/^Demo Casino/) }, login_prompt_text: { value: 'Welcome back!\nLog in to claim your daily bonus.' } });
  });

  it('requires the Merchant header', async () => {
    const res = await call(s.app, `${DEMO}/wps/relay/${LOBBY_BANNERS}`);
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

  it('serves the banner and game images the relays point at as PNG, and 404s anything else', async () => {
    const banner = (await banners()).find((b) => b.groupName === 'm_home')!;
    const game = (await relay<GameListPage>(RELAYS.gameList.name, '?gameType=RNG')).env.value!.games[0]!;
    for (const [url, size] of [[banner.url, [750, 250]], [game.imageUrl!, [300, 300]]] as const) {
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
