// Two server instances on one PostgreSQL, as behind a load balancer: each has its own pool and its own
// memory (rate windows, merchant cache), and they must still agree on tokens, limits, sealed bodies and
// merchant changes. Runs on PostgreSQL only (DATABASE_URL), like the rest of the PostgreSQL pass.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '../../contract/serverCodes.ts';
import type { AnnouncementLists } from '../../contract/content.ts';
import { relayPath } from '../../contract/relays.ts';
import { WPS, type LoginResponse, type StatusWire } from '../../contract/wps.ts';
import { createApp } from '../../server/app.ts';
import { sharedCaptchaStore } from '../../server/captcha/shared-store.ts';
import { consumeSmsCode, issueSmsCode } from '../../server/auth/sms-codes.ts';
import { migrate } from '../../server/db/migrate.ts';
import { openDb } from '../../server/db/open-db.ts';
import type { Db } from '../../server/db/schema.ts';
import { seed } from '../../server/db/seed.ts';
import { SEED_PASSWORD } from '../../server/merchants/seed/merchant-seed.ts';
import { fetchRsaKey, sealJsonInit } from '../support/secureRequest.ts';

const url = process.env.DATABASE_URL;
const schema = `t2_${randomBytes(6).toString('hex')}`;
const DEMO = 'http://localhost';
type Instance = { db: Db; app: ReturnType<typeof createApp> };
let a: Instance;
let b: Instance;

function instance(): Instance {
  const { db } = openDb({ databaseUrl: url, pgSchema: schema });
  const app = createApp({
    db, distDir: join(tmpdir(), 'tessera-no-dist'), trustTestIpHeader: true, sharedRateLimit: true,
    rateLimit: { perMinute: 4, loginPerMinute: 30 }, logError: () => undefined, logWarn: () => undefined,
  });
  return { db, app };
}

async function admin(sqlText: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(sqlText);
  await c.end();
}

beforeAll(async () => {
  if (!url) return;
  await admin(`create schema ${schema}`);
  a = instance();
  await migrate(a.db);
  await seed(a.db);
  b = instance();
});
afterAll(async () => {
  if (!url) return;
  await a?.db.destroy();
  await b?.db.destroy();
  await admin(`drop schema ${schema} cascade`);
});

const json = async <T>(res: Response) => (await res.json()) as { success: boolean; code: string; value: T };

describe.skipIf(!url)('two instances on one PostgreSQL', () => {
  it('honours on one instance a token issued by the other', async () => {
    const key = await fetchRsaKey((u, init) => a.app.request(u, init), DEMO, 'demo');
    const sealed = await sealJsonInit(key, { username: 'player01', password: SEED_PASSWORD, type: 'username' });
    const login = await json<LoginResponse>(await a.app.request(`${DEMO}${WPS.login}`, {
      method: 'POST', headers: { Merchant: 'demo', 'X-Test-Client-IP': '10.2.0.1', ...sealed.headers }, body: sealed.body,
    }));
    expect(login.success).toBe(true);
    const headers = { Merchant: 'demo', 'X-Test-Client-IP': '10.2.0.1', Authorization: login.value.token };
    const onB = await b.app.request(`${DEMO}${relayPath('chatUnread')}`, { headers });
    expect(onB.status).toBe(200);
    expect((await json<{ count: number }>(onB)).success).toBe(true);
    // And a forged token is refused there, so the 200 above is the shared session, not a lax check.
    const forged = await b.app.request(`${DEMO}${relayPath('chatUnread')}`, { headers: { ...headers, Authorization: 'x'.repeat(40) } });
    expect(forged.status).toBe(401);
  });

  it('counts a rate limit across both instances', async () => {
    const get = (i: Instance) => i.app.request(`${DEMO}${WPS.country}`, { headers: { 'X-Test-Client-IP': '10.2.0.2' } });
    const statuses = [];
    for (const i of [a, b, a, b, a, b]) statuses.push((await get(i)).status);
    // perMinute 4: two instances each counting alone would have let all six through.
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });

  it('refuses on one instance a sealed login body the other accepted', async () => {
    const key = await fetchRsaKey((u, init) => b.app.request(u, init), DEMO, 'demo');
    const sealed = await sealJsonInit(key, { username: 'agent01', password: SEED_PASSWORD, type: 'username' });
    const post = (i: Instance) => i.app.request(`${DEMO}${WPS.login}`, {
      method: 'POST', headers: { Merchant: 'demo', 'X-Test-Client-IP': '10.2.0.3', ...sealed.headers }, body: sealed.body,
    });
    expect(await json(await post(a))).toMatchObject({ success: true });
    const replay = await post(b);
    expect(replay.status).toBe(400);
    expect((await json(replay)).code).toBe(CODES.requestReplayed);
  });

  it('drops a merchant from every instance\'s read cache when one of them changes it', async () => {
    const status = async (i: Instance) => (await json<StatusWire>(await i.app.request(`${DEMO}${WPS.status}`, { headers: { 'X-Test-Client-IP': '10.2.0.4' } }))).value;
    const banners = async (i: Instance) => (await json<AnnouncementLists>(await i.app.request(`${DEMO}${relayPath('announcements')}?types=B&platform=M`, { headers: { Merchant: 'demo', 'X-Test-Client-IP': '10.2.0.5' } }))).value.banners ?? [];
    expect((await status(b)).maintenance).toBe(false);
    expect((await banners(b)).length).toBeGreaterThan(0);
    const row = await a.db.selectFrom('merchants').select('config').where('code', '=', 'demo').executeTakeFirstOrThrow();
    const changed = { ...row.config, maintenance: true, maintenanceEnd: '2999-01-01T00:00:00Z', relay: { ...row.config.relay, banners: [] } };
    await a.db.updateTable('merchants').set({ config: JSON.stringify(changed) }).where('code', '=', 'demo').execute();
    try {
      expect((await status(b)).maintenance).toBe(true);
    } finally {
      await a.db.updateTable('merchants').set({ config: JSON.stringify(row.config) }).where('code', '=', 'demo').execute();
    }
    expect((await status(b)).maintenance).toBe(false);
  });

  it('uses on one instance a captcha result the other handed out, once', async () => {
    const challenge = await sharedCaptchaStore(a.db).issueChallenge('demo', Date.now());
    const solved = (await sharedCaptchaStore(b.db).solveV3('demo', challenge, Date.now()))!;
    expect(await sharedCaptchaStore(a.db).consumeV3('demo', challenge, solved.geetest_seccode, Date.now())).toBe(true);
    expect(await sharedCaptchaStore(b.db).consumeV3('demo', challenge, solved.geetest_seccode, Date.now())).toBe(false);
  });

  it('accepts on one instance an SMS code the other sent, once', async () => {
    const noContext = { header: () => undefined } as never;
    const code = await issueSmsCode(noContext, a.db, 'demo', '63-9175550101', '10.2.0.6', Date.now());
    expect(await consumeSmsCode(b.db, 'demo', '63-9175550101', code, Date.now())).toBe(true);
    expect(await consumeSmsCode(a.db, 'demo', '63-9175550101', code, Date.now())).toBe(false);
  });
});
