import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_PATHS, type SmsNoLoginResponse } from '../../contract/auth.ts';
import { CODES } from '../../contract/serverCodes.ts';
import { WPS, type LoginResponse } from '../../contract/wps.ts';
import { PASSWORD_RESET_PATH } from '../../server/auth/password-reset.ts';
import { postEnv, securePostEnv } from './auth-fixtures.ts';
import { SEED_PASSWORD, useApp } from './helpers.ts';

let clock = Date.parse('2032-05-01T00:00:00Z');
const s = useApp({ now: () => clock });
afterEach(() => { clock += 3_600_000; });

const askCode = async (mobileNum: string) =>
  (await postEnv<SmsNoLoginResponse>(s.app, AUTH_PATHS.smsNoLogin, { countryDialingCode: '63', mobileNum })).env.value!.devCode!;
const reset = (mobileNum: string, code: string, newPassword: string) =>
  securePostEnv(s.app, PASSWORD_RESET_PATH, { countryDialingCode: '63', mobileNum, code, newPassword });
const loginAs = (username: string, password: string) =>
  securePostEnv<LoginResponse>(s.app, WPS.login, { username, password, type: 'username' });
const other = (code: string) => (code === '000000' ? '000001' : '000000');

describe('password reset by SMS code', () => {
  it('sets the new password with the right code; the old one stops working and existing sessions end', async () => {
    const before = await loginAs('forgot01', SEED_PASSWORD);
    expect(before.env.success).toBe(true);
    const code = await askCode('9171230001');
    const r = await reset('9171230001', code, 'NewPass2032');
    expect(r.env).toMatchObject({ success: true });
    expect((await loginAs('forgot01', SEED_PASSWORD)).env.success).toBe(false);
    expect((await loginAs('forgot01', 'NewPass2032')).env.success).toBe(true);
    const old = await s.app.request(`http://localhost${WPS.memberInfo}`, { headers: { Merchant: 'demo', Authorization: before.env.value!.token } });
    expect(old.status).toBe(401);
  });

  it('refuses a wrong code, and the code cannot be used twice', async () => {
    const code = await askCode('9171230002');
    expect((await reset('9171230002', other(code), 'Another2032')).env.code).toBe(CODES.smsCodeInvalid);
    expect((await reset('9171230002', code, 'Another2032')).env.success).toBe(true);
    expect((await reset('9171230002', code, 'Third2032x')).env.code).toBe(CODES.smsCodeInvalid);
  });

  it('refuses a weak password without spending the code', async () => {
    clock += 120_000;
    const code = await askCode('9171230002');
    const weak = await reset('9171230002', code, 'short1');
    expect(weak.status).toBe(400);
    expect(weak.env.code).toBe(CODES.passwordWeak);
    expect((await reset('9171230002', code, 'Fourth2032')).env.success).toBe(true);
  });

  it('answers a number without an account only after the right code, and refuses a plain body', async () => {
    const code = await askCode('9179990000');
    expect((await reset('9179990000', other(code), 'Unknown2032')).env.code).toBe(CODES.smsCodeInvalid);
    clock += 120_000;
    const again = await askCode('9179990000');
    expect((await reset('9179990000', again, 'Unknown2032')).env.code).toBe(CODES.notExistsUser);
    const plain = await postEnv(s.app, PASSWORD_RESET_PATH, { countryDialingCode: '63', mobileNum: '9171230001', code: '123456', newPassword: 'Plain2032x' });
    expect(plain.env.code).toBe(CODES.encryptionRequired);
  });
});
