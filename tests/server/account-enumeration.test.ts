import { describe, expect, it, vi } from 'vitest';
import { AUTH_PATHS, type SmsNoLoginResponse } from '../../contract/auth.ts';
import { CODES } from '../../contract/serverCodes.ts';
import { WPS } from '../../contract/wps.ts';
import * as password from '../../server/auth/password.ts';
import { postEnv, securePostEnv } from './auth-fixtures.ts';
import { useApp } from './helpers.ts';

// The verifier is watched, not replaced: unknown users must cost one scrypt like a wrong password.
vi.mock('../../server/auth/password.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../server/auth/password.ts')>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

const s = useApp();
const login = (body: object) => securePostEnv(s.app, WPS.login, body);

describe('an unknown account answers like a wrong password', () => {
  it('same code and message for an unknown username and a wrong password, and both run the password hash', async () => {
    const verify = vi.mocked(password.verifyPassword);
    verify.mockClear();
    const wrong = await login({ username: 'player01', password: 'Wrong1pass', type: 'username' });
    expect(verify).toHaveBeenCalledTimes(1);
    verify.mockClear();
    const unknown = await login({ username: 'ghost00001', password: 'Wrong1pass', type: 'username' });
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify.mock.calls[0]?.[1]).toMatch(/^scrypt\$16384\$8\$1\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(unknown).toEqual(wrong);
    expect(wrong.env).toMatchObject({ success: false, code: CODES.loginCredErr });
  });

  it('the same for a mobile number with a password', async () => {
    const known = await login({ username: '9171234567', password: 'Wrong1pass', type: 'sms', isSms: false });
    const unknown = await login({ username: '9179999999', password: 'Wrong1pass', type: 'sms', isSms: false });
    expect(unknown).toEqual(known);
    expect(known.env.code).toBe(CODES.loginCredErr);
  });

  it('SMS login: an unknown number and a wrong code get the same answer; only the right code learns there is no account', async () => {
    const codeFor = async (mobileNum: string) => (await postEnv<SmsNoLoginResponse>(s.app, AUTH_PATHS.smsNoLogin, { countryDialingCode: '63', mobileNum })).env.value!.devCode!;
    const other = (code: string) => (code === '000000' ? '000001' : '000000');
    const knownCode = await codeFor('9171234567');
    const unknownCode = await codeFor('9178888888');
    const known = await login({ username: '9171234567', password: other(knownCode), type: 'sms', isSms: true });
    const unknown = await login({ username: '9178888888', password: other(unknownCode), type: 'sms', isSms: true });
    expect(unknown).toEqual(known);
    expect(known.env.code).toBe(CODES.smsCodeInvalid);
    expect((await login({ username: '9178888888', password: unknownCode, type: 'sms', isSms: true })).env.code).toBe(CODES.notExistsUser);
  });
});
