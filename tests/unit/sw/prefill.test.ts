import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SW_CACHE_DATE_HEADER } from '../../../contract/pwa.ts';
import { firstScreenImages, prefill, PREFILL_MAX_IMAGES, type PrefillDeps } from '../../../sw/prefill.ts';
import { IMAGE_CACHE } from '../../../sw/runtimeImages.ts';
import { LAST_GOOD_CACHE, lastGoodKey, MEMBER_HEADER, networkWithLastGood } from '../../../sw/runtimeWps.ts';
import { FakeCacheStorage, json } from './fakeCaches.ts';

const origin = 'https://shop.example';
const T0 = Date.parse('2026-05-01T10:00:00Z');
/** Production's shapes: status fields in value.info, banners in value.banners, lanes in value.data.lanes (no ordinal). */
const STATUS = { info: { merchantCode: 'demo', imageCDNs: ['https://img.example/demo'] } };
const BANNER_LIST = [
  { id: '1', groupName: 'm_top', url: 'https://img.example/demo/top.png' },
  { id: '2', groupName: 'm_invite', url: '/cdn/demo/invite.png' },
  { id: '3', groupName: 'm_top', url: 'https://img.example/demo/top2.png' },
];
const BANNERS = { banners: BANNER_LIST, player: [{ id: 'p' }] };
const LANES = { data: { lanes: [
  { title: 'SLOT', cards: [{ accountTypeName: 'PG', image: 'https://img.example/demo/g1.png' }, { accountTypeName: 'X', image: 'https://elsewhere.example/g2.png' }] },
  { title: 'FISH', cards: [{ image: '/cdn/demo/late.png' }] },
] } };
const BANNERS_URL = '/wps/relay/CCSFE_getListAnnouncements';
const LANES_URL = '/wps/relay/GCSGAME_newGameVendor';
const png = (): Response => new Response(new Uint8Array([1, 2, 3]), { status: 200, headers: { 'Content-Type': 'image/png', 'Content-Length': '3' } });

let storage: FakeCacheStorage;
let fetched: { url: string; merchant: string | null }[];

function deps(answers: Record<string, () => Response | Promise<Response>>, merchant = 'demo'): PrefillDeps {
  return {
    origin, merchant, caches: storage, now: () => T0,
    fetch: async (r: Request) => {
      fetched.push({ url: r.url, merchant: r.headers.get('Merchant') });
      const path = r.url.startsWith(origin) ? r.url.slice(origin.length).split('?')[0]! : r.url;
      const answer = answers[path];
      if (!answer) throw new TypeError('Failed to fetch');
      return answer();
    },
  };
}
const envelope = (value: unknown) => () => json({ success: true, value, code: null, message: null });
const online: Record<string, () => Response | Promise<Response>> = {
  '/wps/v2/system/status': envelope(STATUS),
  '/wps/system/country': envelope({ countryCode: 'VN' }),
  [BANNERS_URL]: envelope(BANNERS),
  [LANES_URL]: envelope(LANES),
  'https://img.example/demo/top.png': png,
  '/cdn/demo/invite.png': png,
  'https://img.example/demo/g1.png': png,
};

beforeEach(() => {
  storage = new FakeCacheStorage();
  fetched = [];
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('install prefill', () => {
  it('keeps the four safe-list answers as guest copies, dated, fetched with the worker\'s merchant', async () => {
    const done = await prefill(deps(online));
    expect(done.paths).toEqual(['/wps/v2/system/status', '/wps/system/country', BANNERS_URL, LANES_URL]);
    // The lobby's exact queries (relay-note), so the page's own requests find these copies.
    expect(fetched.filter((f) => f.url.includes('/wps/')).map((f) => f.url.slice(origin.length))).toEqual([
      '/wps/v2/system/status?device=MOBILE', '/wps/system/country', `${BANNERS_URL}?types=B&platform=M`, `${LANES_URL}?platform=html5`,
    ]);
    expect(fetched.filter((f) => f.url.includes('/wps/')).every((f) => f.merchant === 'demo')).toBe(true);
    const copy = await (await storage.open(LAST_GOOD_CACHE)).match(lastGoodKey(`${origin}${LANES_URL}?platform=html5`));
    expect(copy?.headers.get(SW_CACHE_DATE_HEADER)).toBe('2026-05-01T10:00:00.000Z');
    expect(copy?.headers.get(MEMBER_HEADER)).toBe('');
  });

  it('keeps the first screen\'s images: invite and top banner, the first lane\'s cards, on the merchant\'s CDNs only', async () => {
    const done = await prefill(deps(online));
    expect(new Set(done.images)).toEqual(new Set([`${origin}/cdn/demo/invite.png`, 'https://img.example/demo/g1.png', 'https://img.example/demo/top.png']));
    expect(storage.urls(IMAGE_CACHE)).not.toContain('https://elsewhere.example/g2.png');
    expect(fetched.map((f) => f.url)).not.toContain('https://elsewhere.example/g2.png');
  });

  it('then serves a page\'s status request (another query) from the copy when the network is gone', async () => {
    await prefill(deps(online));
    const res = await networkWithLastGood(new Request(`${origin}/wps/v2/system/status?device=MOBILE&url=%2Fm%2Fsports`), {
      caches: storage, fetch: async () => { throw new TypeError('offline'); }, now: () => T0, notify: () => {}, defer: () => {},
    });
    expect(((await res.json()) as { value: { info: { merchantCode: string } } }).value.info.merchantCode).toBe('demo');
  });

  it('keeps nothing when the status answer names another merchant', async () => {
    const done = await prefill(deps({ ...online, '/wps/v2/system/status': envelope({ info: { ...STATUS.info, merchantCode: 'other' } }) }));
    expect(done).toEqual({ paths: [], images: [] });
    expect(storage.urls(LAST_GOOD_CACHE)).toEqual([]);
  });

  it('leaves a copy the page already stored, and skips what cannot be fetched, without failing', async () => {
    const cache = await storage.open(LAST_GOOD_CACHE);
    const key = lastGoodKey(`${origin}${BANNERS_URL}?types=B&platform=M`);
    await cache.put(key, json({ success: true, value: BANNERS }, { headers: { 'Content-Type': 'application/json', [MEMBER_HEADER]: 'abc' } }));
    const { '/wps/system/country': _gone, ...rest } = online;
    const done = await prefill(deps(rest));
    expect(done.paths).toEqual(['/wps/v2/system/status', LANES_URL]);
    expect((await cache.match(key))?.headers.get(MEMBER_HEADER)).toBe('abc');
    // The kept banners still name the first images.
    expect(done.images).toContain('https://img.example/demo/top.png');
  });

  it('a failed answer (not success) is not kept', async () => {
    const done = await prefill(deps({ ...online, [LANES_URL]: () => json({ success: false, value: null, code: 'x', message: 'x' }) }));
    expect(done.paths).not.toContain(LANES_URL);
  });
});

describe('firstScreenImages', () => {
  it('is capped and tolerates garbage', () => {
    const many = { data: { lanes: [{ title: 'SLOT', cards: Array.from({ length: 20 }, (_, i) => ({ image: `/cdn/x${i}.png` })) }] } };
    const body = (v: unknown) => JSON.stringify({ success: true, value: v });
    expect(firstScreenImages(body(BANNERS), body(many)).length).toBeLessThanOrEqual(PREFILL_MAX_IMAGES);
    expect(firstScreenImages('not json', undefined)).toEqual([]);
    expect(firstScreenImages(body({ banners: [null, 3, { groupName: 'm_top', url: 7 }] }), body({ data: { lanes: [{ cards: 1 }, null] } }))).toEqual([]);
    expect(firstScreenImages(body({ banners: 'x' }), body({ data: 'x' }))).toEqual([]);
  });

  it("reads value.banners[].url (invite, then top) and the first lane's value.data.lanes[].cards[].image (or imageUrl), in answer order", () => {
    const body = (v: unknown) => JSON.stringify({ success: true, value: v });
    const lanes = { data: { lanes: [{ title: 'A', cards: [{ image: '/cdn/a1.png' }, { imageUrl: '/cdn/a2.png' }, { accountTypeName: 'PG' }] }, { title: 'B', cards: [{ image: '/cdn/b.png' }] }] } };
    expect(firstScreenImages(body(BANNERS), body(lanes))).toEqual(['/cdn/demo/invite.png', 'https://img.example/demo/top.png', '/cdn/a1.png', '/cdn/a2.png']);
    // Production's lane cards name vendors only: no image, nothing to prefill beyond the banners.
    expect(firstScreenImages(body(BANNERS), body({ data: { lanes: [{ title: 'A', cards: [{ accountTypeName: 'PG', displayName: 'PG' }] }] } })))
      .toEqual(['/cdn/demo/invite.png', 'https://img.example/demo/top.png']);
  });
});
