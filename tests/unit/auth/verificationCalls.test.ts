import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VERIFICATION_PATHS } from '../../../contract/verification.ts';
import { configureClient } from '../../../src/api/hooks.ts';
import { requestResetMail, resetPassword, PASSWORD_RESET_PATH } from '../../../src/auth/passwordReset.ts';
import { checkUsernameAvailable, resendSeconds, sendMailRegisterCode, verifyMailRegisterCode } from '../../../src/components/auth/registerChecks.ts';
import { failEnv, json, okEnv, resetAll, stubFetch } from '../api/fetchStub.ts';

const secure = vi.hoisted(() => ({ securePost: vi.fn() }));
vi.mock('../../../src/api/secure.ts', () => secure);

const path = (url: string): string => new URL(url, 'http://x').pathname;
const query = (url: string): URLSearchParams => new URL(url, 'http://x').searchParams;

beforeEach(() => {
  resetAll();
  secure.securePost.mockReset();
  configureClient({ getToken: () => 'tok', getLanguage: () => 'TH', getMerchant: () => 'acme' });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => { vi.unstubAllGlobals(); vi.restoreAllMocks(); });

describe('check username (A22)', () => {
  it('GETs ?username= with ModuleId REG3 and no token; value true = free, false = taken', async () => {
    const calls = stubFetch(() => json(okEnv(true)));
    expect(await checkUsernameAvailable(' player01 ')).toBe('free');
    expect(path(calls[0]!.url)).toBe(VERIFICATION_PATHS.checkUsername);
    expect(query(calls[0]!.url).get('username')).toBe('player01');
    expect(calls[0]!.method).toBe('GET');
    expect(calls[0]!.headers.ModuleId).toBe('REG3');
    expect(calls[0]!.headers.Merchant).toBe('acme');
    expect(calls[0]!.headers.Authorization).toBeUndefined();
    resetAll();
    stubFetch(() => json(okEnv(false)));
    expect(await checkUsernameAvailable('player02')).toBe('taken');
  });

  it('reads {available}, maps the "exists" refusal to taken and anything else to unknown', async () => {
    stubFetch(() => json(okEnv({ available: false })));
    expect(await checkUsernameAvailable('player03')).toBe('taken');
    resetAll();
    stubFetch(() => json(failEnv('register.username.exists')));
    expect(await checkUsernameAvailable('player04')).toBe('taken');
    resetAll();
    stubFetch(() => json(okEnv('yes')));
    expect(await checkUsernameAvailable('player05')).toBe('unknown');
    resetAll();
    stubFetch(() => json(failEnv('x'), 500));
    expect(await checkUsernameAvailable('player06')).toBe('unknown');
  });
});

describe('email registration code (A16, A17)', () => {
  it('POSTs {email, operationType: 1} as JSON and reads the countdown from expirationTime', async () => {
    const now = Date.now();
    const calls = stubFetch(() => json(okEnv({ expirationTime: now + 45_000, devCode: '123456' })));
    const r = await sendMailRegisterCode(' a@example.com ');
    expect(path(calls[0]!.url)).toBe(VERIFICATION_PATHS.mailRegister);
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(calls[0]!.body!)).toEqual({ email: 'a@example.com', operationType: 1 });
    expect(r).toMatchObject({ ok: true, devCode: '123456' });
    expect(r.ok && r.resendAfterSeconds).toBeGreaterThanOrEqual(44);
    expect(r.ok && r.resendAfterSeconds).toBeLessThanOrEqual(45);
  });

  it('resendSeconds: expirationTime first, then resendAfterSeconds, then 60; nonsense is ignored', () => {
    expect(resendSeconds({ expirationTime: 1_030_000, resendAfterSeconds: 99 }, 1_000_000)).toBe(30);
    expect(resendSeconds({ expirationTime: 999_000, resendAfterSeconds: 20 }, 1_000_000)).toBe(20);
    expect(resendSeconds({ expirationTime: 'soon' }, 1_000_000)).toBe(60);
    expect(resendSeconds({ expirationTime: 1_000_000 + 86_400_000 }, 1_000_000)).toBe(60);
    expect(resendSeconds(null, 1_000_000)).toBe(60);
  });

  it('verify POSTs {email, verificationCode}; a refusal or value false is not ok', async () => {
    const calls = stubFetch(() => json(okEnv(true)));
    expect(await verifyMailRegisterCode('a@example.com', ' 654321 ')).toEqual({ ok: true });
    expect(path(calls[0]!.url)).toBe(VERIFICATION_PATHS.mailRegisterVerify);
    expect(JSON.parse(calls[0]!.body!)).toEqual({ email: 'a@example.com', verificationCode: '654321' });
    resetAll();
    stubFetch(() => json(failEnv('mail.code.invalid', 'wrong')));
    expect(await verifyMailRegisterCode('a@example.com', '000000')).toEqual({ ok: false, code: 'mail.code.invalid', message: 'wrong' });
    resetAll();
    stubFetch(() => json(okEnv(false)));
    expect((await verifyMailRegisterCode('a@example.com', '000000')).ok).toBe(false);
  });
});

describe('password reset by email (A21) and the encrypted reset (A20)', () => {
  it('POSTs the address form-urlencoded, with Merchant and Language and no token', async () => {
    const calls = stubFetch(() => json(okEnv({ sent: true, devCode: '112233' })));
    expect(await requestResetMail(' me+1@example.com ')).toEqual({ ok: true, resendAfterSeconds: 60, devCode: '112233' });
    const [call] = calls;
    expect(path(call!.url)).toBe(VERIFICATION_PATHS.passwordEmail);
    expect(call!.method).toBe('POST');
    expect(call!.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(call!.body).toBe('email=me%2B1%40example.com');
    expect(call!.headers.Merchant).toBe('acme');
    expect(call!.headers.Language).toBe('TH');
    expect(call!.headers.Authorization).toBeUndefined();
  });

  it('a refusal carries the server message; a devCode that is not 6 digits is not filled in', async () => {
    stubFetch(() => json(failEnv('mail.resend.too.soon', 'wait'), 429));
    expect(await requestResetMail('me@example.com')).toEqual({ ok: false, message: 'wait' });
    resetAll();
    stubFetch(() => json(okEnv({ sent: true, devCode: '<b>' })));
    expect(await requestResetMail('me@example.com')).toEqual({ ok: true, resendAfterSeconds: 60 });
  });

  it('the reset is encrypted, without token, by phone or by email', async () => {
    secure.securePost.mockResolvedValue(okEnv({ reset: true }));
    await resetPassword({ email: ' me@example.com ', code: ' 123456 ', newPassword: 'NewPass2032' });
    expect(secure.securePost).toHaveBeenLastCalledWith(PASSWORD_RESET_PATH, { email: 'me@example.com', code: '123456', newPassword: 'NewPass2032' }, { auth: false, silent: true });
    await resetPassword({ countryDialingCode: '63', mobileNum: '9171230001 ', code: '654321', newPassword: 'NewPass2032' });
    expect(secure.securePost).toHaveBeenLastCalledWith(PASSWORD_RESET_PATH, { countryDialingCode: '63', mobileNum: '9171230001', code: '654321', newPassword: 'NewPass2032' }, { auth: false, silent: true });
  });
});
