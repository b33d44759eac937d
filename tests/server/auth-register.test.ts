import { describe, expect, it } from 'vitest';
import { AUTH_PATHS, REGISTER_MODULES, USERNAME_PATTERN, type AutoUsernameResponse, type RegisterResponse, type SmsNoLoginResponse } from '../../contract/auth.ts';
import { CODES } from '../../contract/serverCodes.ts';
import { WPS, type LoginResponse } from '../../contract/wps.ts';
import { dumpDatabase, postEnv, securePostEnv } from './auth-fixtures.ts';
import { call, DEMO, envelope, LOTTO, login, secureCall, SEED_PASSWORD, useApp } from './helpers.ts';

let clock = Date.parse('2032-05-01T00:00:00Z');
const s = useApp({ now: () => clock });

const base = {
  login: true, registerMethod: 'H5', registerUrl: 'http://localhost/m/register', loginDeviceId: 'd'.repeat(36),
  isOfficialAppLogin: false, linkId: 'tid-7', affiliateCode: 'AGENT01', domain: 'agent01.demo.localhost', referralCode: 'Player01',
  pixelTrack: { fbclid: 'fb-1', gclid: 'g-2' },
};
// PUT as production sends it (production wire A10); one test below keeps the earlier POST.
const register = (payload: object, opts: { origin?: string; merchant?: string; moduleId?: string; method?: 'POST' | 'PUT' } = {}) =>
  securePostEnv<RegisterResponse>(s.app, AUTH_PATHS.register, { ...base, ...payload }, { method: 'PUT', ...opts, headers: { ModuleId: opts.moduleId ?? REGISTER_MODULES.username } });
const registerMobile = (payload: object, opts: { origin?: string; merchant?: string } = {}) =>
  securePostEnv<RegisterResponse>(s.app, AUTH_PATHS.registerMobile, { ...base, ...payload }, { method: 'PUT', ...opts, headers: { ModuleId: REGISTER_MODULES.mobile } });
const memberRow = (username: string) => s.db.selectFrom('members').selectAll().where('username', '=', username).executeTakeFirstOrThrow();

describe('username registration (REG3)', () => {
  it('creates the member, stores the attribution and answers a working token', async () => {
    const { env } = await register({ username: 'Newcomer01', password: 'Kite7Harbor' });
    expect(env.value).toMatchObject({ userName: 'Newcomer01', customerName: 'Newcomer01', firstTimeLogin: false });
    expect(env.value?.id).toBe(env.value?.customerId);
    const info = await call(s.app, `${DEMO}${WPS.memberInfo}`, { headers: { Merchant: 'demo', Authorization: env.value!.token } });
    expect(info.status).toBe(200);
    const row = await memberRow('Newcomer01');
    expect(row).toMatchObject({ affiliate_code: 'agent01', referral_code: 'player01', link_id: 'tid-7', domain: 'agent01.demo.localhost', register_method: 'H5', pixel_track: { fbclid: 'fb-1', gclid: 'g-2' }, uses_default_password: false });
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(await dumpDatabase(s.db)).not.toContain('Kite7Harbor');
  });

  it('answers no token when login is false, and the new member can log in', async () => {
    const { env } = await register({ username: 'quiet0001', password: 'Kite7Harbor', login: false });
    expect(env.value?.token).toBe('');
    expect((await securePostEnv<LoginResponse>(s.app, WPS.login, { username: 'quiet0001', password: 'Kite7Harbor', type: 'username' })).env.success).toBe(true);
  });

  it('takes the host affiliate code when the payload has none', async () => {
    await register({ username: 'hosted001', password: 'Kite7Harbor', affiliateCode: null }, { origin: 'http://agent01.demo.localhost' });
    expect((await memberRow('hosted001')).affiliate_code).toBe('agent01');
  });

  it('refuses a username taken in any case', async () => {
    const { env } = await register({ username: 'PLAYER01', password: 'Kite7Harbor' });
    expect(env).toMatchObject({ success: false, code: CODES.usernameExists });
  });

  it.each([
    [{ username: '1abcdef', password: 'Kite7Harbor' }, 'username'],
    [{ username: 'abc', password: 'Kite7Harbor' }, 'username'],
    [{ username: 'good0name', password: 'short' }, 'password'],
    [{ username: 'good0name', password: 'lettersonly' }, 'password'],
    [{ username: 'good0name', password: 'Kite7Harbor', registerMethod: 'DESKTOP' }, 'registerMethod'],
    [{ username: 'good0name', password: 'Kite7Harbor', pixelTrack: { __proto__x: 1 } }, 'pixelTrack'],
  ])('refuses invalid registration %#, naming the field', async (payload, field) => {
    const { status, env } = await register(payload);
    expect(status).toBe(400);
    expect(env.message).toContain(field);
  });

  it('requires the ModuleId of the path', async () => {
    const { status, env } = await register({ username: 'module001', password: 'Kite7Harbor' }, { moduleId: 'MOBILENUMREG3' });
    expect(status).toBe(400);
    expect(env.code).toBe(CODES.headerMissing);
  });

  it('refuses a LINE-style registration without its token', async () => {
    const { status, env } = await register({ username: 'linefan01', password: 'Kite7Harbor', firebaseChannel2: 'line' });
    expect(status).toBe(400);
    expect(env.message).toContain('lineSessionToken');
  });

  it('earlier form: a plain POST to autoUsername suggests a free username of the registration rule', async () => {
    const { env } = await postEnv<{ username: string }>(s.app, AUTH_PATHS.registerAutoUsername, { prefix: 'lucky' });
    expect(env.value?.username).toMatch(USERNAME_PATTERN);
    expect(env.value?.username.startsWith('lucky')).toBe(true);
    const empty = await call(s.app, `${DEMO}${AUTH_PATHS.registerAutoUsername}`, { method: 'POST', headers: { Merchant: 'demo' } });
    expect(((await empty.json()) as { value: { username: string } }).value.username).toMatch(USERNAME_PATTERN);
  });

  it('PUT autoUsername (production wire A11): the full encrypted payload registers under a generated name and logs in', async () => {
    const res = await secureCall(s.app, `${DEMO}${AUTH_PATHS.registerAutoUsername}`, { ...base, password: 'Kite7Harbor' }, { merchant: 'demo', method: 'PUT' });
    expect(res.headers.get('x-app-trace-id')).toMatch(/^[0-9a-f]{16}$/);
    const env = await envelope<AutoUsernameResponse>(res);
    expect(env.success).toBe(true);
    expect(env.value?.userName).toMatch(USERNAME_PATTERN);
    expect(env.value?.id ?? env.value?.customerId).toMatch(/^\d+$/);
    const info = await call(s.app, `${DEMO}${WPS.memberInfo}`, { headers: { Merchant: 'demo', Authorization: env.value!.token } });
    expect(info.status).toBe(200);
  });

  it('accepts the earlier POST registration too, and answers the spanId header on a login registration', async () => {
    const res = await secureCall(s.app, `${DEMO}${AUTH_PATHS.register}`, { ...base, username: 'posted001', password: 'Kite7Harbor' },
      { merchant: 'demo', headers: { ModuleId: REGISTER_MODULES.username } });
    expect(res.headers.get('x-app-trace-id')).toMatch(/^[0-9a-f]{16}$/);
    expect((await envelope<RegisterResponse>(res)).value?.userName).toBe('posted001');
  });
});

describe('mobile registration (MOBILENUMREG3)', () => {
  const code = async (num: string, cc: string, origin = DEMO, merchant = 'demo') =>
    (await postEnv<SmsNoLoginResponse>(s.app, AUTH_PATHS.smsNoLogin, { countryDialingCode: cc, mobileNum: num }, { origin, merchant })).env.value!.devCode!;

  it('needs a password where the merchant requires one (demo)', async () => {
    const smsCode = await code('9175550001', '63');
    const { status, env } = await registerMobile({ mobileNum: '9175550001', countryDialingCode: '63', smsCode });
    expect(status).toBe(400);
    expect(env.message).toContain('password');
  });

  it('uses the server-only default password where none is required (lotto), and says so at login', async () => {
    const smsCode = await code('811112222', '66', LOTTO, 'lotto');
    const { env } = await registerMobile({ mobileNum: '811112222', countryDialingCode: '66', smsCode, termsAccepted: true, ageConfirmed: true }, { origin: LOTTO, merchant: 'lotto' });
    expect(env.success).toBe(true);
    expect(env.value?.userName).toMatch(USERNAME_PATTERN);
    const row = await memberRow(env.value!.userName);
    expect(row).toMatchObject({ mobile_dialing_code: '66', mobile_num: '811112222', uses_default_password: true });
    const cfg = await s.db.selectFrom('merchants').select('config').where('code', '=', 'lotto').executeTakeFirstOrThrow();
    expect(JSON.stringify(env)).not.toContain(cfg.config.server.defaultRegistrationPassword);
    const again = await securePostEnv<LoginResponse>(s.app, WPS.login, { username: env.value!.userName, password: cfg.config.server.defaultRegistrationPassword, type: 'username' }, { origin: LOTTO, merchant: 'lotto' });
    expect(again.env.value?.defaultPassword).toBe(true);
  });

  it('refuses a wrong SMS code and a number already registered', async () => {
    const smsCode = await code('9175550002', '63');
    const wrong = await registerMobile({ mobileNum: '9175550002', countryDialingCode: '63', smsCode: smsCode === '123456' ? '654321' : '123456', password: 'Kite7Harbor' });
    expect(wrong.env.code).toBe(CODES.smsCodeInvalid);
    clock += 61_000;
    const taken = await registerMobile({ mobileNum: '9171234567', countryDialingCode: '63', smsCode: await code('9171234567', '63'), password: 'Kite7Harbor' });
    expect(taken.env.code).toBe(CODES.mobileExists);
  });
});

describe('forced password change', () => {
  const change = (token: string, body: object) => securePostEnv(s.app, AUTH_PATHS.changePassword, body, { headers: { Authorization: token } });

  it('clears the first-login flag, ends other sessions and takes the new password', async () => {
    const first = await login(s.app, 'newbie01');
    const other = await login(s.app, 'newbie01');
    expect(first.firstTimeLogin).toBe(true);
    expect((await change(first.token, { oldPassword: SEED_PASSWORD, newPassword: 'Fresh2024' })).env.success).toBe(true);
    const row = await memberRow('newbie01');
    expect(row).toMatchObject({ first_time_login: false, password_expired: false, uses_default_password: false });
    const stillIn = await call(s.app, `${DEMO}${WPS.memberInfo}`, { headers: { Merchant: 'demo', Authorization: first.token } });
    const kicked = await call(s.app, `${DEMO}${WPS.memberInfo}`, { headers: { Merchant: 'demo', Authorization: other.token } });
    expect([stillIn.status, kicked.status]).toEqual([200, 401]);
    expect((await securePostEnv<LoginResponse>(s.app, WPS.login, { username: 'newbie01', password: 'Fresh2024', type: 'username' })).env.value?.firstTimeLogin).toBe(false);
  });

  it('clears the expired and default-password flags', async () => {
    const cfg = await s.db.selectFrom('merchants').select('config').where('code', '=', 'demo').executeTakeFirstOrThrow();
    const def = cfg.config.server.defaultRegistrationPassword;
    const v = (await securePostEnv<LoginResponse>(s.app, WPS.login, { username: 'default01', password: def, type: 'username' })).env.value!;
    expect((await change(v.token, { oldPassword: def, newPassword: def })).env.code).toBe(CODES.passwordNotAllowed);
    expect((await change(v.token, { oldPassword: def, newPassword: 'Mine2024x' })).env.success).toBe(true);
    expect((await memberRow('default01')).uses_default_password).toBe(false);
    const exp = await login(s.app, 'expired01');
    expect(exp.passwordExpired).toBe(true);
    await change(exp.token, { oldPassword: SEED_PASSWORD, newPassword: 'Renewed99' });
    expect((await memberRow('expired01')).password_expired).toBe(false);
  });

  it('refuses a wrong old password, a weak new one, and a call without a token', async () => {
    const v = await login(s.app, 'agent01');
    expect((await change(v.token, { oldPassword: 'nope', newPassword: 'Fresh2024' })).env.code).toBe(CODES.passwordOldWrong);
    expect((await change(v.token, { oldPassword: SEED_PASSWORD, newPassword: 'abc' })).status).toBe(400);
    const anon = await securePostEnv(s.app, AUTH_PATHS.changePassword, { oldPassword: SEED_PASSWORD, newPassword: 'Fresh2024' });
    expect(anon).toMatchObject({ status: 401, env: { code: CODES.customerNotLogin } });
  });
});
