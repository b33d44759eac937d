import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { CODES } from '../../contract/serverCodes.ts';
import type { MemberInfo, RsaKeyInfo } from '../../contract/wps.ts';
import { SESSION_TTL_MS } from '../../server/auth/sessions.ts';
import { call, DEMO, envelope, login, secureCall, SEED_PASSWORD, useApp } from './helpers.ts';

let clock = Date.parse('2030-01-01T00:00:00Z');
const s = useApp({ now: () => clock });

const post = (path: string, json: unknown, headers: Record<string, string> = {}) =>
  call(s.app, `${DEMO}${path}`, { method: 'POST', headers: { Merchant: 'demo', ...headers }, json });
const postLogin = (json: unknown) => secureCall(s.app, `${DEMO}/wps/session/login`, json, { merchant: 'demo' });
const info = (headers: Record<string, string>) => call(s.app, `${DEMO}/wps/member/info`, { headers: { Merchant: 'demo', ...headers } });

describe('RSA key', () => {
  it('v2 merchant: a JSON envelope with the 2048-bit modulus, the key id and the scheme', async () => {
    const demo = await envelope<RsaKeyInfo>(await call(s.app, `${DEMO}/wps/session/key/rsa?_=1`, { headers: { Merchant: 'demo' } }));
    expect(demo.value?.rsaKey).toMatch(/^[0-9a-f]{512}$/);
    expect(demo.value?.DES).toBe('v2');
    expect(demo.value?.RSA).toMatch(/^[0-9a-f]{16}$/);
  });

  it('v1 merchant (production wire A1): the answer text is the bare hex modulus, not JSON, and never cached', async () => {
    const res = await call(s.app, 'http://www.lotto.localhost/wps/session/key/rsa?_=1', { headers: { Merchant: 'lotto' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    expect(text).toMatch(/^[0-9a-f]{512}$/);
    expect(parseInt(text.slice(-1), 16) & 1).toBe(1);
  });
});

describe('login', () => {
  it('logs a seeded member in with every LoginResponse field', async () => {
    const v = await login(s.app, 'player01');
    expect(v.token).toMatch(/^[0-9a-f]{64}$/);
    expect(v).toMatchObject({ userName: 'player01', customerType: 0, firstTimeLogin: false, passwordExpired: false });
    expect(v.id).toMatch(/^\d+$/);
    expect(v.spanId).toMatch(/^[0-9a-f]+$/);
  });

  it('reports first-time login, agent type and expired password from the member row', async () => {
    expect((await login(s.app, 'newbie01')).firstTimeLogin).toBe(true);
    expect((await login(s.app, 'agent01')).customerType).toBe(1);
    expect((await login(s.app, 'expired01')).passwordExpired).toBe(true);
  });

  it('answers login.cred.err (HTTP 200) alike for a wrong password and an unknown user (no enumeration)', async () => {
    const wrong = await postLogin({ username: 'player01', password: 'nope', type: 'username' });
    expect(wrong.status).toBe(200);
    const wrongEnv = await envelope(wrong);
    expect(wrongEnv).toMatchObject({ success: false, code: CODES.loginCredErr });
    const unknown = await postLogin({ username: 'ghost', password: SEED_PASSWORD, type: 'username' });
    expect(await envelope(unknown)).toEqual(wrongEnv);
  });

  it('keeps members apart per merchant: a lotto member is unknown on demo', async () => {
    const res = await postLogin({ username: 'lottoplayer', password: SEED_PASSWORD, type: 'username' });
    expect((await envelope(res)).code).toBe(CODES.loginCredErr);
    expect((await login(s.app, 'lottoplayer', 'http://www.lotto.localhost', 'lotto')).userName).toBe('lottoplayer');
  });

  it('stores neither the raw token nor the password anywhere in the database', async () => {
    const v = await login(s.app, 'player01');
    const tables = ['merchants', 'merchant_domains', 'members', 'sessions', 'events', 'collects', 'rsa_keys'];
    for (const table of tables) {
      const rows = await sql<{ row: unknown }>`select to_jsonb(x) as row from ${sql.table(table)} x`.execute(s.db);
      const dump = JSON.stringify(rows.rows);
      expect(dump, table).not.toContain(v.token);
      expect(dump, table).not.toContain(SEED_PASSWORD);
    }
    const hashes = (await s.db.selectFrom('members').select('password_hash').execute()).map((m) => m.password_hash);
    expect(hashes.every((h) => h.startsWith('scrypt$'))).toBe(true);
    // Same password, per-user salt: no two hashes are equal.
    expect(new Set(hashes).size).toBe(hashes.length);
    const stored = await s.db.selectFrom('sessions').select('token_hash').execute();
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.every((s) => /^[0-9a-f]{64}$/.test(s.token_hash))).toBe(true);
  });
});

describe('member info', () => {
  it('answers MemberInfo for a raw token and for a Bearer token', async () => {
    const v = await login(s.app, 'player01');
    for (const auth of [v.token, `Bearer ${v.token}`]) {
      const env = await envelope<MemberInfo>(await info({ Authorization: auth }));
      expect(env.value).toMatchObject({ id: v.id, account: 'player01', userName: 'player01', type: 0, language: 'EN', token: v.token });
      expect(env.value?.clubLabel).toMatchObject({ labelId: 'vip-gold', type: 'AUTO' });
    }
  });

  it('answers 401 customer.not.login without a token and 401 user.or.token.invalid for a bad one', async () => {
    const missing = await info({});
    expect(missing.status).toBe(401);
    expect((await envelope(missing)).code).toBe(CODES.customerNotLogin);
    const bad = await info({ Authorization: 'f'.repeat(64) });
    expect(bad.status).toBe(401);
    expect((await envelope(bad)).code).toBe(CODES.userOrTokenInvalid);
  });

  it('refuses a token on another merchant\'s domain', async () => {
    const v = await login(s.app, 'player01');
    const res = await call(s.app, 'http://www.lotto.localhost/wps/member/info', { headers: { Merchant: 'lotto', Authorization: v.token } });
    expect(res.status).toBe(401);
    expect((await envelope(res)).code).toBe(CODES.userOrTokenInvalid);
  });

  it('expires tokens after 7 days', async () => {
    const start = clock;
    const v = await login(s.app, 'player01');
    clock = start + SESSION_TTL_MS - 60_000;
    expect((await info({ Authorization: v.token })).status).toBe(200);
    clock = start + SESSION_TTL_MS + 1;
    const res = await info({ Authorization: v.token });
    clock = start;
    expect(res.status).toBe(401);
    expect((await envelope(res)).code).toBe(CODES.userOrTokenInvalid);
  });

  it('logout revokes the token', async () => {
    const v = await login(s.app, 'player01');
    const out = await post('/wps/session/logout', {}, { Authorization: v.token });
    expect((await envelope(out)).success).toBe(true);
    expect((await envelope(await info({ Authorization: v.token }))).code).toBe(CODES.userOrTokenInvalid);
  });
});

describe('member language', () => {
  const setLanguage = (token: string, body: unknown) => post('/wps/member/language', body, { Authorization: token });

  it('stores a language the merchant offers', async () => {
    const v = await login(s.app, 'agent01');
    const res = await setLanguage(v.token, { language: 'TH', merchantCode: 'demo' });
    expect(await envelope(res)).toMatchObject({ success: true, value: { language: 'TH' } });
    expect((await envelope<MemberInfo>(await info({ Authorization: v.token }))).value?.language).toBe('TH');
  });

  it('refuses a language the merchant does not offer, naming the field', async () => {
    const v = await login(s.app, 'agent01');
    const res = await setLanguage(v.token, { language: 'JA', merchantCode: 'demo' });
    expect(res.status).toBe(400);
    expect(await envelope(res)).toMatchObject({ code: CODES.badRequest, message: expect.stringContaining('language') });
  });

  it('refuses member type 4 with its own code', async () => {
    const v = await login(s.app, 'special01');
    const res = await setLanguage(v.token, { language: 'CN', merchantCode: 'demo' });
    expect(res.status).toBe(403);
    expect((await envelope(res)).code).toBe(CODES.languageSyncNotAllowed);
  });

  it('refuses a merchantCode of another merchant and a missing token', async () => {
    const v = await login(s.app, 'agent01');
    const other = await setLanguage(v.token, { language: 'EN', merchantCode: 'lotto' });
    expect(other.status).toBe(400);
    expect((await envelope(other)).code).toBe(CODES.merchantMismatch);
    const anon = await post('/wps/member/language', { language: 'EN', merchantCode: 'demo' });
    expect(anon.status).toBe(401);
  });
});

