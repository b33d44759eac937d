// Issue 15: lotto's register.consent asks for the terms and an age of 18; every registration route refuses a body
// without the confirmations, before any code is spent, and accepts it with them. Demo asks nothing.
import { describe, expect, it } from 'vitest';
import { AUTH_PATHS, REGISTER_MODULES, type RegisterResponse, type SmsNoLoginResponse } from '../../contract/auth.ts';
import { CODES } from '../../contract/serverCodes.ts';
import { VERIFICATION_PATHS, type MailCodeAnswer } from '../../contract/verification.ts';
import { WPS } from '../../contract/wps.ts';
import { postEnv, securePostEnv } from './auth-fixtures.ts';
import { call, envelope, LOTTO, useApp } from './helpers.ts';

let clock = Date.parse('2032-07-01T00:00:00Z');
const s = useApp({ now: () => clock });

const base = {
  login: true, registerMethod: 'H5', registerUrl: 'http://www.lotto.localhost/m/register', loginDeviceId: 'd'.repeat(36),
  isOfficialAppLogin: false, linkId: null, affiliateCode: null, domain: 'lotto', referralCode: null, pixelTrack: null,
};
const BOTH = { termsAccepted: true, ageConfirmed: true };
const onLotto = { origin: LOTTO, merchant: 'lotto', method: 'PUT' as const };

const registerAs = (kind: 'username' | 'email' | 'mobile', payload: object, origin = LOTTO, merchant = 'lotto') => {
  const path = kind === 'username' ? AUTH_PATHS.register : kind === 'email' ? AUTH_PATHS.registerMail : AUTH_PATHS.registerMobile;
  return securePostEnv<RegisterResponse>(s.app, path, { ...base, ...payload }, { ...onLotto, origin, merchant, headers: { ModuleId: REGISTER_MODULES[kind] } });
};
const members = async (): Promise<number> => Number((await s.db.selectFrom('members').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('registration consent (register.consent)', () => {
  it('the status tells the form what lotto asks', async () => {
    const res = await call(s.app, `${LOTTO}${WPS.status}?device=H5`, { headers: { Merchant: 'lotto' } });
    const env = await envelope<{ info: { register: { consent?: unknown } } }>(res);
    expect(env.value?.info.register.consent).toEqual({ terms: true, termsUrl: '/m/news', minAge: 18 });
  });

  it('username: refused without the terms, then without the age, and a false is no confirmation; accepted with both', async () => {
    const before = await members();
    const none = await registerAs('username', { username: 'consent01', password: 'Kite7Harbor' });
    expect(none).toMatchObject({ status: 400, env: { success: false, code: CODES.registerTermsRequired } });
    const termsOnly = await registerAs('username', { username: 'consent01', password: 'Kite7Harbor', termsAccepted: true });
    expect(termsOnly).toMatchObject({ status: 400, env: { code: CODES.registerAgeRequired } });
    const falseAge = await registerAs('username', { username: 'consent01', password: 'Kite7Harbor', termsAccepted: true, ageConfirmed: false });
    expect(falseAge.env.code).toBe(CODES.registerAgeRequired);
    const ageOnly = await registerAs('username', { username: 'consent01', password: 'Kite7Harbor', ageConfirmed: true });
    expect(ageOnly.env.code).toBe(CODES.registerTermsRequired);
    expect(await members()).toBe(before);
    const ok = await registerAs('username', { username: 'consent01', password: 'Kite7Harbor', ...BOTH });
    expect(ok.env).toMatchObject({ success: true, value: { userName: 'consent01' } });
    expect(ok.env.value?.token).toBeTruthy();
  });

  it('a confirmation that is not a boolean is a bad request', async () => {
    const r = await registerAs('username', { username: 'consent02', password: 'Kite7Harbor', termsAccepted: 'yes', ageConfirmed: true });
    expect(r.status).toBe(400);
    expect(r.env.code).toBe(CODES.badRequest);
  });

  it('mobile: a refusal spends no SMS code, so the same code registers once the boxes are ticked', async () => {
    clock += 120_000;
    const sms = await postEnv<SmsNoLoginResponse>(s.app, AUTH_PATHS.smsNoLogin, { countryDialingCode: '66', mobileNum: '812223333' }, { origin: LOTTO, merchant: 'lotto' });
    const smsCode = sms.env.value!.devCode!;
    const body = { mobileNum: '812223333', countryDialingCode: '66', smsCode };
    expect((await registerAs('mobile', body)).env.code).toBe(CODES.registerTermsRequired);
    expect((await registerAs('mobile', { ...body, termsAccepted: true })).env.code).toBe(CODES.registerAgeRequired);
    const ok = await registerAs('mobile', { ...body, ...BOTH });
    expect(ok.env.success).toBe(true);
  });

  it('email (MAILREG3 on lotto): a refusal spends no mailed code, so the same code registers once the boxes are ticked', async () => {
    clock += 120_000;
    const email = 'consent.player@example.com';
    const sent = await postEnv<MailCodeAnswer>(s.app, VERIFICATION_PATHS.mailRegister, { email, operationType: 1 }, { origin: LOTTO, merchant: 'lotto' });
    expect(sent.env.success).toBe(true);
    const body = { email, verificationCode: sent.env.value!.devCode!, password: 'Kite7Harbor' };
    expect((await registerAs('email', body)).env.code).toBe(CODES.registerTermsRequired);
    expect((await registerAs('email', { ...body, termsAccepted: true })).env.code).toBe(CODES.registerAgeRequired);
    const ok = await registerAs('email', { ...body, ...BOTH });
    expect(ok.env.success).toBe(true);
    const row = await s.db.selectFrom('members').select('email').where('username', '=', ok.env.value!.userName).executeTakeFirstOrThrow();
    expect(row.email).toBe(email);
  });

  it('a merchant that asks nothing (demo) registers without the fields', async () => {
    const r = await securePostEnv<RegisterResponse>(s.app, AUTH_PATHS.register, { ...base, registerUrl: 'http://localhost/m/register', username: 'noconsent01', password: 'Kite7Harbor' },
      { method: 'PUT', headers: { ModuleId: REGISTER_MODULES.username } });
    expect(r.env).toMatchObject({ success: true, value: { userName: 'noconsent01' } });
  });
});
