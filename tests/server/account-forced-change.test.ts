import { describe, expect, it } from 'vitest';
import { AUTH_PATHS, REGISTER_MODULES, type RegisterResponse, type SmsNoLoginResponse } from '../../contract/auth.ts';
import { CODES } from '../../contract/serverCodes.ts';
import { relayPath } from '../../contract/relays.ts';
import { WPS, type LoginResponse } from '../../contract/wps.ts';
import { postEnv, securePostEnv } from './auth-fixtures.ts';
import { call, DEMO, envelope, LOTTO, SEED_PASSWORD, useApp } from './helpers.ts';

const s = useApp();

const merchantOf = (origin: string): string => (origin === DEMO ? 'demo' : 'lotto');
const defaultPasswordOf = async (merchant: string): Promise<string> =>
  (await s.db.selectFrom('merchants').select('config').where('code', '=', merchant).executeTakeFirstOrThrow()).config.server.defaultRegistrationPassword;

const loginAs = async (username: string, password: string, origin = DEMO): Promise<LoginResponse> => {
  const { env } = await securePostEnv<LoginResponse>(s.app, WPS.login, { username, password, type: 'username' }, { origin, merchant: merchantOf(origin) });
  if (!env.value) throw new Error(`login of ${username} failed: ${env.code}`);
  return env.value;
};

const get = async (path: string, token: string, origin = DEMO) => {
  const res = await call(s.app, `${origin}${path}`, { headers: { Merchant: merchantOf(origin), Authorization: token } });
  return { status: res.status, code: (await envelope(res)).code };
};

const LAUNCH: Record<string, string> = {
  [DEMO]: `/wps/game/launchGame?vendor=PG&gameCode=PG-fortune-tiger&device=MOBILE&backUrl=${encodeURIComponent(`${DEMO}/m/home`)}`,
  [LOTTO]: `/wps/game/launchGame?vendor=TCG_LOTTO_VN&gameCode=TCG_LOTTO_VN-mega-6-45&device=MOBILE&lottoArea=VN&launchMode=LOTT&lottoView=betting&prizeMode=Lotto&backUrl=${encodeURIComponent(`${LOTTO}/m/home`)}`,
};

/** Member info, a member relay and a real-play game launch: what a forced session must not reach. */
const memberCalls = async (token: string, origin = DEMO) => [
  await get(WPS.memberInfo, token, origin),
  await get(relayPath('rankProgress'), token, origin),
  await get(LAUNCH[origin] ?? '', token, origin),
];

const refused = { status: 403, code: CODES.passwordChangeRequired };
const allowed = { status: 200, code: null };

const change = (token: string, oldPassword: string, newPassword: string, origin = DEMO) =>
  securePostEnv(s.app, AUTH_PATHS.changePassword, { oldPassword, newPassword }, { origin, merchant: merchantOf(origin), headers: { Authorization: token } });

/** Refused everywhere until the change, which is answered; then every call works with the same token. */
async function provesForcedChange(token: string, oldPassword: string, origin = DEMO): Promise<void> {
  expect(await memberCalls(token, origin)).toEqual([refused, refused, refused]);
  const changed = await change(token, oldPassword, 'Orchid58Lantern', origin);
  expect(changed.env).toMatchObject({ success: true });
  expect(await memberCalls(token, origin)).toEqual([allowed, allowed, allowed]);
}

describe('forced password change, enforced by the server', () => {
  it('first login (newbie01)', async () => {
    const v = await loginAs('newbie01', SEED_PASSWORD);
    expect(v.firstTimeLogin).toBe(true);
    await provesForcedChange(v.token, SEED_PASSWORD);
  });

  it('expired password with PWDEXPFORCECHANGE3 on (expired01)', async () => {
    const v = await loginAs('expired01', SEED_PASSWORD);
    expect(v.passwordExpired).toBe(true);
    await provesForcedChange(v.token, SEED_PASSWORD);
  });

  it('the merchant default password (default01)', async () => {
    const def = await defaultPasswordOf('demo');
    const v = await loginAs('default01', def);
    expect(v.defaultPassword).toBe(true);
    await provesForcedChange(v.token, def);
  });

  it('a password-less mobile registration on lotto: its session, and a login with the shared default password, open nothing but the change', async () => {
    const code = (await postEnv<SmsNoLoginResponse>(s.app, AUTH_PATHS.smsNoLogin, { countryDialingCode: '66', mobileNum: '812345678' }, { origin: LOTTO, merchant: 'lotto' })).env.value!.devCode!;
    const reg = await securePostEnv<RegisterResponse>(s.app, AUTH_PATHS.registerMobile, {
      mobileNum: '812345678', countryDialingCode: '66', smsCode: code, login: true, registerMethod: 'H5', registerUrl: `${LOTTO}/m/register`,
      loginDeviceId: 'd'.repeat(36), linkId: null, affiliateCode: null, domain: 'www.lotto.localhost', referralCode: null, pixelTrack: null,
      termsAccepted: true, ageConfirmed: true,
    }, { origin: LOTTO, merchant: 'lotto', headers: { ModuleId: REGISTER_MODULES.mobile } });
    expect(reg.env.success).toBe(true);
    // The answer says so, so the page goes straight to the change instead of bouncing off the lobby.
    expect(reg.env.value!.defaultPassword).toBe(true);
    const def = await defaultPasswordOf('lotto');
    const v = await loginAs(reg.env.value!.userName, def, LOTTO);
    expect(v.defaultPassword).toBe(true);
    expect(await memberCalls(v.token, LOTTO)).toEqual([refused, refused, refused]);
    await provesForcedChange(reg.env.value!.token, def, LOTTO);
    expect((await get(WPS.memberInfo, v.token, LOTTO)).code).toBe(CODES.userOrTokenInvalid);
  });

  it('logout is answered under the forced change, and ends only that session', async () => {
    await s.db.updateTable('members').set({ first_time_login: true }).where('username', '=', 'agent01').execute();
    const a = await loginAs('agent01', SEED_PASSWORD);
    const b = await loginAs('agent01', SEED_PASSWORD);
    const out = await call(s.app, `${DEMO}${WPS.logout}`, { method: 'POST', headers: { Merchant: 'demo', Authorization: a.token } });
    expect((await envelope(out)).value).toEqual({ revoked: true });
    expect((await get(WPS.memberInfo, a.token)).status).toBe(401);
    expect(await get(WPS.memberInfo, b.token)).toEqual(refused);
    expect((await change(b.token, SEED_PASSWORD, 'Orchid58Lantern')).env.success).toBe(true);
    expect(await get(WPS.memberInfo, b.token)).toEqual(allowed);
  });

  it('a flag set on the member row after login applies to its live sessions too', async () => {
    const v = await loginAs('player01', SEED_PASSWORD);
    expect(await get(WPS.memberInfo, v.token)).toEqual(allowed);
    await s.db.updateTable('members').set({ password_expired: true }).where('username', '=', 'player01').execute();
    expect(await get(WPS.memberInfo, v.token)).toEqual(refused);
    await s.db.updateTable('members').set({ password_expired: false }).where('username', '=', 'player01').execute();
  });

  it('after the change every other session of the member has ended', async () => {
    await s.db.updateTable('members').set({ first_time_login: true }).where('username', '=', 'special01').execute();
    const first = await loginAs('special01', SEED_PASSWORD);
    const other = await loginAs('special01', SEED_PASSWORD);
    expect((await change(first.token, SEED_PASSWORD, 'Orchid58Lantern')).env.success).toBe(true);
    expect(await get(WPS.memberInfo, first.token)).toEqual(allowed);
    expect((await get(WPS.memberInfo, other.token)).code).toBe(CODES.userOrTokenInvalid);
  });
});
