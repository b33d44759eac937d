// The reads every visitor makes are answered from memory per merchant and dropped when the merchant changes
// (server/cache/). On the embedded database the change arrives as a notification before the update returns.
import { Hono } from 'hono';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnnouncementLists } from '../../contract/content.ts';
import { RELAYS, relayPath, type RelayKey } from '../../contract/relays.ts';
import { WPS, type StatusWire } from '../../contract/wps.ts';
import { createApp } from '../../server/app.ts';
import { MerchantCache } from '../../server/cache/merchant-cache.ts';
import { CACHED_READ_PATHS, responseCache } from '../../server/cache/response-cache.ts';
import { registerPgliteFeed } from '../../server/db/change-feed.ts';
import { migrate } from '../../server/db/migrate.ts';
import { PGliteDialect } from '../../server/db/pglite-dialect.ts';
import type { Database, Db } from '../../server/db/schema.ts';
import { seed } from '../../server/db/seed.ts';
import type { AppEnv } from '../../server/http/app-env.ts';

const DEMO = 'http://localhost';
let queries = 0;
const counter: KyselyPlugin = { transformQuery: (a) => { queries += 1; return a.node; }, transformResult: async (a) => a.result };
let db: Db;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  const pglite = new PGlite();
  db = new Kysely<Database>({ dialect: new PGliteDialect(pglite), plugins: [counter] });
  registerPgliteFeed(db, pglite);
  await migrate(db);
  await seed(db);
  app = createApp({ db, distDir: join(tmpdir(), 'tessera-no-dist'), rateLimit: false, trustTestIpHeader: true, logError: () => undefined, logWarn: () => undefined });
});
afterAll(async () => { await db.destroy(); });

const get = async <T>(path: string, origin = DEMO, headers: Record<string, string> = {}) => {
  const res = await app.request(`${origin}${path}`, { headers: { Merchant: origin === DEMO ? 'demo' : 'lotto', ...headers } });
  return { status: res.status, env: (await res.json()) as { success: boolean; value: T; code: string } };
};
const BANNERS = `${relayPath('announcements')}?types=B&platform=M`;
const banners = async (origin = DEMO) => (await get<AnnouncementLists>(BANNERS, origin)).env.value?.banners;
const PUBLIC_READS = [
  WPS.status, WPS.country, BANNERS, `${relayPath('newGameVendor')}?platform=html5`, `${relayPath('gameList')}?gameType=RNG&pageNo=1&pageSize=20`,
  `${relayPath('announcements')}?types=PR&platform=M`, relayPath('availablePromotions'),
];

async function setDemoConfig(change: (config: Record<string, unknown>) => Record<string, unknown>): Promise<() => Promise<void>> {
  const row = await db.selectFrom('merchants').select('config').where('code', '=', 'demo').executeTakeFirstOrThrow();
  await db.updateTable('merchants').set({ config: JSON.stringify(change(structuredClone(row.config) as never)) }).where('code', '=', 'demo').execute();
  return async () => { await db.updateTable('merchants').set({ config: JSON.stringify(row.config) }).where('code', '=', 'demo').execute(); };
}

describe('per-merchant read cache', () => {
  it('holds exactly the relay table\'s merchant-wide GET rows (names and accepted names), country and domainRoute', () => {
    const keys = Object.keys(RELAYS) as RelayKey[];
    const paths = (k: RelayKey) => [RELAYS[k].name, ...((RELAYS[k] as { accepts?: { names?: readonly string[] } }).accepts?.names ?? [])].map((n) => WPS.relay + n);
    const cached = keys.filter((k) => RELAYS[k].method === 'GET' && RELAYS[k].cache === 'merchant').flatMap(paths);
    expect(new Set(CACHED_READ_PATHS)).toEqual(new Set([WPS.country, WPS.domainRoute, ...cached]));
    expect(CACHED_READ_PATHS).toContain(WPS.relay + 'MCSFE_getListAnnouncements');
    for (const k of keys.filter((x) => RELAYS[x].auth === 'member' || RELAYS[x].cache === 'none')) for (const p of paths(k)) expect(CACHED_READ_PATHS.has(p), k).toBe(false);
  });

  it('answers status, country, banners, lanes, game lists, announcements and promotions without a query once warm', async () => {
    for (const path of PUBLIC_READS) expect((await get(path)).status).toBe(200);
    queries = 0;
    for (let round = 0; round < 5; round++) for (const path of PUBLIC_READS) expect((await get(path)).env.success).toBe(true);
    expect(queries).toBe(0);
  });

  it('serves a merchant change from the next request on, and keeps merchants apart', async () => {
    const lottoBefore = await banners('http://www.lotto.localhost');
    expect(lottoBefore?.length).toBeGreaterThan(0);
    const restore = await setDemoConfig((c) => ({ ...c, maintenance: true, maintenanceEnd: '2999-01-01T00:00:00Z', relay: { ...(c.relay as object), banners: [] } }));
    try {
      expect((await get<StatusWire>(WPS.status)).env.value.maintenance).toBe(true);
      // The relay itself is refused during maintenance; the banner list is checked after the restore below.
      expect((await get(BANNERS)).status).toBe(503);
      expect(await banners('http://www.lotto.localhost')).toEqual(lottoBefore);
    } finally {
      await restore();
    }
    expect((await get<StatusWire>(WPS.status)).env.value.maintenance).toBe(false);
    const restore2 = await setDemoConfig((c) => ({ ...c, relay: { ...(c.relay as object), banners: [] } }));
    try {
      expect(await banners()).toEqual([]);
    } finally {
      await restore2();
    }
    expect((await banners())?.length).toBeGreaterThan(0);
  });

  it('learns a domain added after its host was answered as unknown', async () => {
    const host = 'http://brand-new.example';
    expect((await get(WPS.country, host)).status).toBe(404);
    await db.insertInto('merchant_domains').values({ pattern: 'brand-new.example', merchant: 'demo' }).execute();
    try {
      expect((await get(WPS.country, host, { Merchant: 'demo' })).status).toBe(200);
    } finally {
      await db.deleteFrom('merchant_domains').where('pattern', '=', 'brand-new.example').execute();
    }
    expect((await get(WPS.country, host)).status).toBe(404);
  });

  it('holds a bounded number of hosts however many affiliate hosts are asked for', async () => {
    const cache = new MerchantCache(db, 10);
    for (let i = 0; i < 50; i++) await cache.lookup(`aff${i}.demo.localhost`);
    expect(cache.size).toBe(10);
    expect(Object.isFrozen((await cache.lookup('aff1.demo.localhost'))?.merchant.config.relay.banners)).toBe(true);
  });
});

describe('response cache', () => {
  const answers = () => {
    let calls = 0;
    const cache = new MerchantCache(db);
    const h = new Hono<AppEnv>();
    h.use('*', async (c, next) => { c.set('merchant', (await cache.lookup('localhost'))!.merchant); await next(); });
    h.use('*', responseCache(cache));
    h.get('*', (c) => { calls += 1; return c.json({ success: true, value: `${c.req.header('Authorization') ?? 'guest'} ${c.req.url}` }); });
    return { h, calls: () => calls };
  };

  it('serves one answer per query (in any order) and never shares an answer asked with Authorization', async () => {
    const { h, calls } = answers();
    const path = `${DEMO}${relayPath('announcements')}`;
    const read = async (query: string, auth?: string) => (await (await h.request(`${path}${query}`, auth ? { headers: { Authorization: auth } } : {})).json() as { value: string }).value;
    expect(await read('?types=a&platform=b')).toBe(await read('?platform=b&types=a'));
    expect(calls()).toBe(1);
    expect(await read('?types=c')).not.toBe(await read('?types=a&platform=b'));
    expect(calls()).toBe(2);
    expect(await read('', 'token-of-one')).toContain('token-of-one');
    expect(await read('', 'token-of-two')).toContain('token-of-two');
    expect(await read('')).toContain('guest');
  });
});

describe('read cache without a change feed (PostgreSQL: other instances write too)', () => {
  it('reads merchant_versions before answering, and keeps answering held merchants while the database is out of reach', async () => {
    let down = false;
    const gate: KyselyPlugin = {
      transformQuery: (a) => { if (down) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }); return a.node; },
      transformResult: async (a) => a.result,
    };
    const checked = db.withPlugin(gate);
    const cache = new MerchantCache(checked);
    expect((await cache.lookup('localhost'))?.merchant.code).toBe('demo');
    await db.updateTable('merchant_domains').set({ merchant: 'lotto' }).where('pattern', '=', 'localhost').execute();
    try {
      expect((await cache.lookup('localhost'))?.merchant.code).toBe('lotto');
    } finally {
      await db.updateTable('merchant_domains').set({ merchant: 'demo' }).where('pattern', '=', 'localhost').execute();
    }
    expect((await cache.lookup('localhost'))?.merchant.code).toBe('demo');
    down = true;
    expect((await cache.lookup('localhost'))?.merchant.code).toBe('demo');
    await expect(cache.lookup('never-seen.example')).rejects.toThrow('ECONNREFUSED');
  });
});

describe('a cached read goes out in the form its client takes', () => {
  it('the same gzipped answer on a replay, and plain JSON to a client without gzip (never gzip bytes as text)', async () => {
    const { gunzipSync } = await import('node:zlib');
    const path = `${relayPath('newGameVendor')}?platform=html5&form=check`;
    const ask = (encoding?: string) => app.request(`${DEMO}${path}`, { headers: { Merchant: 'demo', ...(encoding ? { 'Accept-Encoding': encoding } : {}) } });
    const first = await ask('gzip');
    const firstBody = Buffer.from(await first.arrayBuffer());
    const replay = await ask('gzip');
    const replayBody = Buffer.from(await replay.arrayBuffer());
    expect(first.headers.get('Content-Encoding')).toBe('gzip');
    expect(replay.headers.get('Content-Encoding')).toBe('gzip');
    expect(replay.headers.get('Content-Length')).toBe(String(replayBody.byteLength));
    const value = JSON.parse(gunzipSync(firstBody).toString('utf8')) as { success: boolean };
    expect(value.success).toBe(true);
    expect(JSON.parse(gunzipSync(replayBody).toString('utf8'))).toEqual(value);
    const plain = await ask();
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.json()).toEqual(value);
    const plainReplay = await ask();
    expect(plainReplay.headers.get('Content-Encoding')).toBeNull();
    expect(await plainReplay.json()).toEqual(value);
  });
});
