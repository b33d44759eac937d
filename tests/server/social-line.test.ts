import { afterEach, describe, expect, it, vi } from 'vitest';
import { RELAYS } from '../../contract/relays.ts';
import { AUTH_PATHS, REGISTER_MODULES, type LineCodeAnswer, type LineLoginSetting, type MayaLoginSetting, type MayaTokens, type RegisterResponse } from '../../contract/auth.ts';
import { CODES } from '../../contract/serverCodes.ts';
import { WPS, type LoginResponse } from '../../contract/wps.ts';
import { DEMO_IDS } from '../../server/merchants/seed/auth-accounts.ts';
import { dumpDatabase, postEnv, securePostEnv } from './auth-fixtures.ts';
import { call, DEMO, envelope, login, useApp } from './helpers.ts';

let clock = Date.parse('2032-08-01T00:00:00Z');
const s = useApp({ now: () => clock });
afterEach(() => { vi.unstubAllEnvs(); });
const REDIRECT = 'http://localhost/m/home';
const relay = (name: string) => `${WPS.relay}${name}`;

/** Plays the player on the local page: "Allow" as the given user; returns the redirect target. */
async function allow(path: string, fields: Record<string, string>): Promise<URL> {
  const res = await s.app.request(`${DEMO}${path}`, { method: 'POST', body: new URLSearchParams(fields), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location')!);
}
const lineCode = async (user: string) =>
  (await allow('/dev/line/authorize', { response_type: 'code', client_id: '2000000001', redirect_uri: REDIRECT, state: 'st-1', user })).searchParams.get('code')!;
const exchange = (body: object) => postEnv<LineCodeAnswer>(s.app, relay(RELAYS.verifyLineCode.name), body);
const lineLogin = (lineSessionToken: string) => postEnv<LoginResponse>(s.app, AUTH_PATHS.loginLine, { lineSessionToken });

describe('LINE', () => {
  it('tells the client where to authorise (the local page in development)', async () => {
    const env = await envelope<LineLoginSetting>(await call(s.app, `${DEMO}${relay(RELAYS.lineLoginSetting.name)}`, { headers: { Merchant: 'demo' } }));
    expect(env.value).toEqual({ clientId: '2000000001', authorizeUrl: 'http://localhost/dev/line/authorize' });
    const page = await (await call(s.app, `${DEMO}/dev/line/authorize?client_id=2000000001&redirect_uri=${encodeURIComponent(REDIRECT)}&state=x`)).text();
    expect(page).toContain('Line Linked');
    expect(page).toContain('Line Newcomer');
  });

  it('exchanges a code once for a lineSessionToken that logs the linked user in', async () => {
    const code = await lineCode(DEMO_IDS.lineLinked);
    const first = await exchange({ code, redirectUri: REDIRECT });
    expect(first.env.value).toMatchObject({ name: 'Line Linked', lineSessionToken: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect((await exchange({ code, redirectUri: REDIRECT })).env.code).toBe(CODES.lineCodeInvalid);
    expect((await lineLogin(first.env.value!.lineSessionToken)).env.value?.userName).toBe('lineuser01');
    const viaLogin = await securePostEnv<LoginResponse>(s.app, WPS.login, { username: '', password: '', type: 'line', lineSessionToken: first.env.value!.lineSessionToken });
    expect(viaLogin.env.value?.userName).toBe('lineuser01');
    expect(await dumpDatabase(s.db)).not.toContain(first.env.value!.lineSessionToken);
  });

  it('refuses a code sent with another redirect URI', async () => {
    const code = await lineCode(DEMO_IDS.lineLinked);
    expect((await exchange({ code, redirectUri: 'http://localhost/m/login' })).env.code).toBe(CODES.lineCodeInvalid);
  });

  it('answers not.exists.user for a LINE user without a member, then binds at registration', async () => {
    const token = (await exchange({ code: await lineCode(DEMO_IDS.lineNew), redirectUri: REDIRECT })).env.value!.lineSessionToken;
    expect((await lineLogin(token)).env.code).toBe(CODES.notExistsUser);
    const reg = await securePostEnv<RegisterResponse>(s.app, AUTH_PATHS.register, {
      username: 'linenew01', password: 'Kite7Harbor', login: true, firebaseChannel2: 'line', lineSessionToken: token, registerMethod: 'H5', registerUrl: '', loginDeviceId: 'x', linkId: null, affiliateCode: null, domain: 'localhost', referralCode: null, pixelTrack: null,
    }, { headers: { ModuleId: REGISTER_MODULES.username } });
    expect(reg.env.value?.userName).toBe('linenew01');
    expect((await lineLogin(token)).env.value?.userName).toBe('linenew01');
  });

  it('answers line_invalid_token for an unknown or expired session token', async () => {
    expect((await lineLogin('f'.repeat(64))).env.code).toBe(CODES.lineInvalidToken);
    expect((await lineLogin('not-hex')).env.code).toBe(CODES.lineInvalidToken);
    const token = (await exchange({ code: await lineCode(DEMO_IDS.lineLinked), redirectUri: REDIRECT })).env.value!.lineSessionToken;
    clock += 31 * 60_000;
    expect((await lineLogin(token)).env.code).toBe(CODES.lineInvalidToken);
  });

  it('accepts an access token of the local page (response_type=token)', async () => {
    const target = await allow('/dev/line/authorize', { response_type: 'token', redirect_uri: REDIRECT, state: 's', user: DEMO_IDS.lineLinked });
    const accessToken = new URLSearchParams(target.hash.slice(1)).get('access_token')!;
    expect((await exchange({ accessToken })).env.value?.name).toBe('Line Linked');
  });

  it('refuses an exchange without code and redirectUri or accessToken, and an open redirect', async () => {
    expect((await exchange({ code: 'abc' })).status).toBe(400);
    const res = await call(s.app, `${DEMO}/dev/line/authorize?redirect_uri=${encodeURIComponent('https://evil.example/m/home')}`);
    expect(res.status).toBe(400);
  });

  it('hides the local pages in production mode', async () => {
    vi.stubEnv('WPS_ENV', 'production');
    expect((await call(s.app, `${DEMO}/dev/line/authorize?redirect_uri=${encodeURIComponent(REDIRECT)}`)).status).toBe(404);
    const env = await envelope<LineLoginSetting>(await call(s.app, `${DEMO}${relay(RELAYS.lineLoginSetting.name)}`, { headers: { Merchant: 'demo' } }));
    expect(env.value?.authorizeUrl).toBe('https://access.line.me/oauth2/v2.1/authorize');
  });
});

describe('Maya wallet', () => {
  const mayaSession = async (user: string) =>
    (await allow('/dev/maya/authorize', { redirect_uri: REDIRECT, state: 'm', user })).searchParams.get('sessionId')!;
  const mayaLogin = (sessionId: string, env = 'sandbox') => postEnv<LoginResponse>(s.app, AUTH_PATHS.loginMaya, { sessionId, env });

  it('logs the linked wallet in once per session id', async () => {
    const setting = await envelope<MayaLoginSetting>(await call(s.app, `${DEMO}${relay(RELAYS.mayaLoginSetting.name)}`, { headers: { Merchant: 'demo' } }));
    expect(setting.value).toEqual({ authorizeUrl: 'http://localhost/dev/maya/authorize', env: 'sandbox' });
    const id = await mayaSession(DEMO_IDS.mayaLinked);
    expect((await mayaLogin(id)).env.value?.userName).toBe('mayauser01');
    expect((await mayaLogin(id)).env.code).toBe(CODES.mayaSessionInvalid);
  });

  it('answers "not offered" (an empty authorize URL, not an HTTP error) on a merchant without the wallet', async () => {
    const r = await call(s.app, `http://www.lotto.localhost${relay(RELAYS.mayaLoginSetting.name)}`, { headers: { Merchant: 'lotto' } });
    expect(r.status).toBe(200);
    expect((await envelope<MayaLoginSetting>(r)).value).toEqual({ authorizeUrl: '', env: '' });
  });

  it('refuses another environment, and answers bind_customer_required for an unlinked wallet', async () => {
    expect((await mayaLogin(await mayaSession(DEMO_IDS.mayaLinked), 'production')).env.code).toBe(CODES.mayaSessionInvalid);
    expect((await mayaLogin(await mayaSession(DEMO_IDS.mayaNew))).env.code).toBe(CODES.bindCustomerRequired);
  });

  it('refreshes wallet tokens only for a logged-in member', async () => {
    const anon = await call(s.app, `${DEMO}${relay(RELAYS.refreshMayaTokens.name)}`, { headers: { Merchant: 'demo' } });
    expect(anon.status).toBe(401);
    expect((await envelope(anon)).code).toBe(CODES.customerNotLogin);
    const linked = await login(s.app, 'mayauser01');
    const env = await envelope<MayaTokens>(await call(s.app, `${DEMO}${relay(RELAYS.refreshMayaTokens.name)}`, { headers: { Merchant: 'demo', Authorization: linked.token } }));
    expect(env.value?.linked).toBe(true);
    expect(Date.parse(env.value!.expiresAt!)).toBeGreaterThan(clock);
    const plain = await login(s.app, 'player01');
    expect((await envelope<MayaTokens>(await call(s.app, `${DEMO}${relay(RELAYS.refreshMayaTokens.name)}`, { headers: { Merchant: 'demo', Authorization: plain.token } }))).value).toEqual({ linked: false, expiresAt: null });
  });
});
