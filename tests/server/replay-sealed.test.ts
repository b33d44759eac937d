// A sealed body is accepted once, within SEAL_WINDOW_MS of its sealedAt: a captured login or registration
// posted again is refused (request.replayed) in both versions, across a restart and across racing posts.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { AUTH_PATHS, REGISTER_MODULES } from '../../contract/auth.ts';
import { CODES } from '../../contract/serverCodes.ts';
import { SEAL_WINDOW_MS } from '../../contract/hybrid.ts';
import { WPS, type LoginResponse } from '../../contract/wps.ts';
import { SEALED_BODY_TTL_MS, SEALED_PRUNE_INTERVAL_MS, UNSTAMPED_BODY_TTL_MS } from '../../server/auth/sealed-replay.ts';
import type { AppDeps, AppEnv } from '../../server/http/app-env.ts';
import { onError, replyOk } from '../../server/http/reply.ts';
import { readSecureJson } from '../../server/http/secure-body.ts';
import { findMerchantByCode } from '../../server/merchants/find-merchant.ts';
import { fetchRsaKey, sealJsonInit, type SealedInit } from '../support/secureRequest.ts';
import { call, DEMO, envelope, LOTTO, SEED_PASSWORD, testApp, useApp, type App } from './helpers.ts';

let clock = Date.parse('2033-03-01T00:00:00Z');
const s = useApp({ now: () => clock });

const sites = { demo: { origin: DEMO, username: 'player01', version: 'v2' }, lotto: { origin: LOTTO, username: 'lottoplayer', version: 'v1' } } as const;
type Site = keyof typeof sites;
const creds = (site: Site) => ({ username: sites[site].username, password: SEED_PASSWORD, type: 'username' });
const registration = (username: string) => ({
  username, password: 'Tq7vhz29Lpw', login: true, registerMethod: 'H5', registerUrl: 'http://localhost/m/register', loginDeviceId: 'd'.repeat(36),
  isOfficialAppLogin: false, linkId: '', affiliateCode: '', domain: 'localhost', referralCode: '', pixelTrack: {},
  // lotto asks for both confirmations; demo ignores them.
  termsAccepted: true, ageConfirmed: true,
});

async function seal(site: Site, payload: unknown, sealedAt?: number | null): Promise<SealedInit> {
  const key = await fetchRsaKey((u, init) => s.app.request(u, init), sites[site].origin, site);
  expect(key.DES).toBe(sites[site].version);
  return sealJsonInit(key, payload, undefined, sealedAt);
}

const post = (site: Site, path: string, sealed: SealedInit, app: App = s.app, headers: Record<string, string> = {}) =>
  call(app, `${sites[site].origin}${path}`, { method: 'POST', headers: { Merchant: site, ...sealed.headers, ...headers }, body: sealed.body });

async function expectRefused(res: Response, code: string): Promise<void> {
  expect(res.status).toBe(400);
  expect(await envelope(res)).toMatchObject({ success: false, value: null, code });
}

const rows = async () => (await s.db.selectFrom('sealed_bodies').select(['digest', 'expires_at']).execute());

describe('a sealed body is accepted once', () => {
  it.each(['demo', 'lotto'] as const)('%s: the same sealed login posted twice logs in once, even after logout', async (site) => {
    const sealed = await seal(site, creds(site));
    const first = await envelope<LoginResponse>(await post(site, WPS.login, sealed));
    expect(first).toMatchObject({ success: true, value: { userName: sites[site].username } });
    await call(s.app, `${sites[site].origin}${WPS.logout}`, { method: 'POST', headers: { Merchant: site, Authorization: first.value!.token } });
    await expectRefused(await post(site, WPS.login, sealed), CODES.requestReplayed);
    // A fresh sealing of the same credentials is a new body.
    expect((await envelope(await post(site, WPS.login, await seal(site, creds(site))))).success).toBe(true);
  });

  it.each([['demo', 'replaydemo1'], ['lotto', 'replaylotto1']] as const)('%s: the same sealed registration posted twice registers once', async (site, username) => {
    const sealed = await seal(site, registration(username));
    const headers = { ModuleId: REGISTER_MODULES.username };
    expect(await envelope(await post(site, AUTH_PATHS.register, sealed, s.app, headers))).toMatchObject({ success: true, value: { userName: username } });
    await expectRefused(await post(site, AUTH_PATHS.register, sealed, s.app, headers), CODES.requestReplayed);
  });

  it('lets exactly one of two racing posts of the same body win', async () => {
    const sealed = await seal('demo', creds('demo'));
    const answers = await Promise.all([post('demo', WPS.login, sealed), post('demo', WPS.login, sealed)]);
    const codes = (await Promise.all(answers.map((r) => envelope(r)))).map((e) => (e.success ? 'ok' : e.code)).sort();
    expect(codes).toEqual(['ok', CODES.requestReplayed]);
  });

  it('remembers bodies in the database: a second server on it refuses the replay', async () => {
    const sealed = await seal('lotto', creds('lotto'));
    expect((await envelope(await post('lotto', WPS.login, sealed))).success).toBe(true);
    const restarted = testApp(s.db, { now: () => clock });
    await expectRefused(await post('lotto', WPS.login, sealed, restarted), CODES.requestReplayed);
  });

  it('stores a hash of the body, never the body, until its window has passed', async () => {
    const sealed = await seal('demo', creds('demo'));
    await post('demo', WPS.login, sealed);
    const value = (JSON.parse(sealed.body) as { value: string }).value;
    const all = await rows();
    expect(JSON.stringify(all)).not.toContain(value);
    expect(all.some((r) => new Date(r.expires_at).getTime() === clock + SEALED_BODY_TTL_MS)).toBe(true);
  });
});

describe('the seal time', () => {
  it.each(['demo', 'lotto'] as const)('%s: refuses a body sealed outside the window either side, with request.expired', async (site) => {
    await expectRefused(await post(site, WPS.login, await seal(site, creds(site), clock - SEAL_WINDOW_MS - 1)), CODES.requestExpired);
    await expectRefused(await post(site, WPS.login, await seal(site, creds(site), clock + SEAL_WINDOW_MS + 1)), CODES.requestExpired);
    // Inside the window, either side, the body is accepted.
    expect((await envelope(await post(site, WPS.login, await seal(site, creds(site), clock - SEAL_WINDOW_MS + 1000)))).success).toBe(true);
    expect((await envelope(await post(site, WPS.login, await seal(site, creds(site), clock + SEAL_WINDOW_MS - 1000)))).success).toBe(true);
  });

  it('refuses a captured body once the clock has passed its window, whatever the replay store holds', async () => {
    const sealed = await seal('demo', creds('demo'));
    clock += SEAL_WINDOW_MS + 1;
    await expectRefused(await post('demo', WPS.login, sealed), CODES.requestExpired);
  });

  it('demo (v2): refuses a payload without sealedAt with request.timestamp.missing', async () => {
    await expectRefused(await post('demo', WPS.login, await seal('demo', creds('demo'), null)), CODES.requestTimestampMissing);
  });

  it('lotto (live v1): accepts the unstamped payload once and remembers its claim for a day', async () => {
    const sealed = await seal('lotto', creds('lotto'), null);
    expect((await envelope(await post('lotto', WPS.login, sealed))).success).toBe(true);
    expect((await rows()).some((r) => new Date(r.expires_at).getTime() === clock + UNSTAMPED_BODY_TTL_MS)).toBe(true);
    clock += SEAL_WINDOW_MS * 10;
    await expectRefused(await post('lotto', WPS.login, sealed), CODES.requestReplayed);
  });

  it.each(['demo', 'lotto'] as const)('%s: refuses a sealedAt that is not a time with request.timestamp.missing', async (site) => {
    await expectRefused(await post(site, WPS.login, await seal(site, { ...creds(site), sealedAt: String(clock) }, null)), CODES.requestTimestampMissing);
    await expectRefused(await post(site, WPS.login, await seal(site, { ...creds(site), sealedAt: clock + 0.5 }, null)), CODES.requestTimestampMissing);
  });

  it('hands the route its payload without sealedAt', async () => {
    const merchant = await findMerchantByCode(s.db, 'demo');
    const seen: unknown[] = [];
    const deps = { db: s.db, now: () => clock, logWarn: () => undefined, logError: () => undefined } as unknown as AppDeps;
    const app = new Hono<AppEnv>();
    app.onError(onError(deps));
    app.post('/wps/echo', async (c) => {
      c.set('merchant', merchant!);
      return replyOk(c, await readSecureJson(c, deps, (v) => (seen.push(v), v)));
    });
    const res = await app.request(`${DEMO}/wps/echo`, { method: 'POST', ...(await seal('demo', { a: 1 })) });
    expect(res.status).toBe(200);
    expect(seen).toEqual([{ a: 1 }]);
  });

  it('deletes expired rows on a later claim', async () => {
    await post('demo', WPS.login, await seal('demo', creds('demo')));
    expect((await rows()).length).toBeGreaterThan(0);
    clock += Math.max(SEALED_BODY_TTL_MS, UNSTAMPED_BODY_TTL_MS) + SEALED_PRUNE_INTERVAL_MS + SEAL_WINDOW_MS;
    const latest = await seal('demo', creds('demo'));
    expect((await envelope(await post('demo', WPS.login, latest))).success).toBe(true);
    const left = await rows();
    expect(left).toHaveLength(1);
    expect(new Date(left[0]!.expires_at).getTime()).toBe(clock + SEALED_BODY_TTL_MS);
  });
});
