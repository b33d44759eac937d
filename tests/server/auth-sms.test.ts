import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_PATHS, type SmsNoLoginResponse } from '../../contract/auth.ts';
import { CODES } from '../../contract/serverCodes.ts';
import { WPS, type LoginResponse } from '../../contract/wps.ts';
import { SMS_DAILY_MAX } from '../../server/auth/sms-codes.ts';
import { dumpDatabase, postEnv, securePostEnv } from './auth-fixtures.ts';
import { SEED_PASSWORD, useApp } from './helpers.ts';

let clock = Date.parse('2032-04-01T00:00:00Z');
const s = useApp({ now: () => clock });
afterEach(() => { vi.unstubAllEnvs(); clock += 3_600_000; });

const askCode = (mobileNum: string, countryDialingCode = '63') =>
  postEnv<SmsNoLoginResponse>(s.app, AUTH_PATHS.smsNoLogin, { countryDialingCode, mobileNum });
const smsLogin = (username: string, password: string, extra: object = {}) =>
  securePostEnv<LoginResponse>(s.app, WPS.login, { username, password, type: 'sms', isSms: true, ...extra });
const otherCode = (code: string) => (code === '000000' ? '000001' : '000000');

describe('SMS code (noLogin)', () => {
  it('issues a 6-digit code, revealed as devCode in development, with the resend spacing', async () => {
    const { env } = await askCode('9171234567');
    expect(env.value).toMatchObject({ resendAfterSeconds: 60, devCode: expect.stringMatching(/^\d{6}$/) });
  });

  it('refuses a new code within 60 s and the 11th code of a day', async () => {
    await askCode('9170000001');
    clock += 30_000;
    const soon = await askCode('9170000001');
    expect(soon.status).toBe(429);
    expect(soon.env.code).toBe(CODES.smsResendTooSoon);
    for (let i = 1; i < SMS_DAILY_MAX; i++) { clock += 61_000; expect((await askCode('9170000001')).env.success).toBe(true); }
    clock += 61_000;
    expect((await askCode('9170000001')).env.code).toBe(CODES.smsDailyLimit);
  });

  it('never reveals the code in production mode', async () => {
    vi.stubEnv('WPS_ENV', 'production');
    const { env } = await askCode('9170000002');
    expect(env.success).toBe(true);
    expect(env.value).not.toHaveProperty('devCode');
  });

  it('stores the code only hashed', async () => {
    const { env } = await askCode('9170000003');
    const rows = await s.db.selectFrom('sms_codes').select('code_hash').where('phone', '=', '63-9170000003').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(await dumpDatabase(s.db)).not.toMatch(new RegExp(`[^0-9a-f]${env.value?.devCode}[^0-9a-f]`));
  });

  it.each([
    [{ countryDialingCode: '63', mobileNum: '12ab' }, 'mobileNum'],
    [{ countryDialingCode: '1', mobileNum: '9171234567' }, 'countryDialingCode'],
    [{ countryDialingCode: '63', mobileNum: '9'.repeat(33) }, 'mobileNum'],
    [{ countryDialingCode: '63' }, 'mobileNum'],
  ])('refuses hostile input %#', async (body, field) => {
    const { status, env } = await postEnv(s.app, AUTH_PATHS.smsNoLogin, body);
    expect(status).toBe(400);
    expect(env.message).toContain(field);
  });

  it('needs the Merchant header like every session call', async () => {
    const res = await s.app.request('http://localhost/wps/verification/sms/noLogin', { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(400);
  });
});

describe('SMS login', () => {
  it('logs the mobile account in with the code, once, and reports no default password', async () => {
    const code = (await askCode('0917 123-4567')).env.value!.devCode!;
    const ok = await smsLogin('9171234567', code, { countryDialingCode: '63' });
    expect(ok.env.value).toMatchObject({ userName: 'mobile01', defaultPassword: false });
    expect((await smsLogin('9171234567', code)).env.code).toBe(CODES.smsCodeInvalid);
  });

  it('also accepts the account password when isSms is false', async () => {
    const res = await securePostEnv<LoginResponse>(s.app, WPS.login, { username: '9171234567', password: SEED_PASSWORD, type: 'sms', isSms: false });
    expect(res.env.value?.userName).toBe('mobile01');
  });

  it('refuses a wrong code, and the right one after five wrong tries', async () => {
    const code = (await askCode('9171234567')).env.value!.devCode!;
    for (let i = 0; i < 5; i++) expect((await smsLogin('9171234567', otherCode(code))).env.code).toBe(CODES.smsCodeInvalid);
    expect((await smsLogin('9171234567', code)).env.code).toBe(CODES.smsCodeInvalid);
  });

  it('refuses an expired code', async () => {
    const code = (await askCode('9171234567')).env.value!.devCode!;
    clock += 5 * 60_000 + 1;
    expect((await smsLogin('9171234567', code)).env.code).toBe(CODES.smsCodeInvalid);
  });

  it('answers not.exists.user for a number without an account', async () => {
    const code = (await askCode('9998887776')).env.value!.devCode!;
    expect((await smsLogin('9998887776', code)).env.code).toBe(CODES.notExistsUser);
  });

  it('a code of one merchant does not log in on another', async () => {
    await s.db.updateTable('members').set({ mobile_dialing_code: '66', mobile_num: '812345678' }).where('username', '=', 'lottoplayer').execute();
    const code = (await askCode('812345678', '66')).env.value!.devCode!;
    const res = await securePostEnv(s.app, WPS.login, { username: '812345678', password: code, type: 'sms', isSms: true }, { origin: 'http://www.lotto.localhost', merchant: 'lotto' });
    expect(res.env.code).toBe(CODES.smsCodeInvalid);
  });
});
