import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '../../contract/auth.ts';
import { CODES } from '../../contract/serverCodes.ts';
import { VERIFICATION_PATHS, type MailCodeAnswer, type PasswordEmailAnswer, type SmsCodeAnswer } from '../../contract/verification.ts';
import { WPS, type LoginResponse } from '../../contract/wps.ts';
import { checkMailCode, MAIL_CODES, MAIL_RESEND_MS } from '../../server/auth/mail-codes.ts';
import { setMemberEmail } from '../../server/auth/member-email.ts';
import { PASSWORD_RESET_PATH } from '../../server/auth/password-reset.ts';
import { up as addMemberEmail } from '../../server/db/migrations/0011_member_email.ts';
import type { MerchantConfig } from '../../server/merchants/merchant-config.ts';
import { postEnv, securePostEnv } from './auth-fixtures.ts';
import { call, DEMO, envelope, SEED_PASSWORD, useApp } from './helpers.ts';

let clock = Date.parse('2032-06-01T00:00:00Z');
const s = useApp({ now: () => clock });
const later = (): void => { clock += MAIL_RESEND_MS + 1_000; };

async function setMailRegister(on: boolean): Promise<void> {
  const row = await s.db.selectFrom('merchants').select('config').where('code', '=', 'demo').executeTakeFirstOrThrow();
  const config = row.config as MerchantConfig & { whitelabel: Record<string, boolean> };
  config.whitelabel.MAILREG3 = on;
  await s.db.updateTable('merchants').set({ config: sql`${JSON.stringify(config)}::jsonb` }).where('code', '=', 'demo').execute();
}

beforeAll(async () => {
  // Registered in server/db/migrate.ts by the lead; idempotent, so applying it here is harmless either way.
  await addMemberEmail(s.db as never);
  await setMailRegister(true);
  const forgot = await s.db.selectFrom('members').select('id').where('username', '=', 'forgot01').executeTakeFirstOrThrow();
  await setMemberEmail(s.db, forgot.id, 'Forgot01@Example.com');
});

const formPost = async <T>(path: string, body: string) => {
  const res = await call(s.app, `${DEMO}${path}`, { method: 'POST', headers: { Merchant: 'demo', 'Content-Type': 'application/x-www-form-urlencoded' }, body });
  return { status: res.status, env: await envelope<T>(res) };
};

describe('SMS codes (A14, A15): production reads value.expirationTime', () => {
  for (const path of [AUTH_PATHS.smsNoLogin, VERIFICATION_PATHS.smsRegister]) {
    it(`${path} answers expirationTime (epoch ms, the countdown end) and Tessera's resendAfterSeconds`, async () => {
      later();
      const r = await postEnv<SmsCodeAnswer>(s.app, path, { countryDialingCode: '63', mobileNum: path === AUTH_PATHS.smsNoLogin ? '9175550001' : '9175550002' });
      expect(r.env.success).toBe(true);
      expect(r.env.value).toEqual({ expirationTime: clock + 60_000, resendAfterSeconds: 60, devCode: expect.stringMatching(/^\d{6}$/) });
    });
  }
});

describe('email registration codes (A16, A17)', () => {
  it('mails a code for {email, operationType: 1}; verify accepts the right code and keeps it live', async () => {
    later();
    const sent = await postEnv<MailCodeAnswer>(s.app, VERIFICATION_PATHS.mailRegister, { email: 'new.player@example.com', operationType: 1 });
    expect(sent.env.success).toBe(true);
    expect(sent.env.value).toMatchObject({ expirationTime: clock + MAIL_RESEND_MS, resendAfterSeconds: 60 });
    const code = sent.env.value!.devCode!;
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await postEnv(s.app, VERIFICATION_PATHS.mailRegisterVerify, { email: 'new.player@example.com', verificationCode: code === '000000' ? '000001' : '000000' });
    expect(wrong.env).toMatchObject({ success: false, code: MAIL_CODES.invalid });
    const right = await postEnv<boolean>(s.app, VERIFICATION_PATHS.mailRegisterVerify, { email: 'NEW.player@example.com', verificationCode: code });
    expect(right.env).toMatchObject({ success: true, value: true });
    // Verify does not spend it: the registration does.
    expect((await postEnv(s.app, VERIFICATION_PATHS.mailRegisterVerify, { email: 'new.player@example.com', verificationCode: code })).env.success).toBe(true);
  });

  it('refuses a second code within the resend spacing, a bad address and another operationType', async () => {
    later();
    expect((await postEnv(s.app, VERIFICATION_PATHS.mailRegister, { email: 'twice@example.com', operationType: 1 })).env.success).toBe(true);
    const again = await postEnv(s.app, VERIFICATION_PATHS.mailRegister, { email: 'twice@example.com', operationType: 1 });
    expect(again.status).toBe(429);
    expect(again.env.code).toBe(MAIL_CODES.resendTooSoon);
    expect((await postEnv(s.app, VERIFICATION_PATHS.mailRegister, { email: 'not-an-address', operationType: 1 })).status).toBe(400);
    expect((await postEnv(s.app, VERIFICATION_PATHS.mailRegister, { email: 'ok@example.com', operationType: 2 })).status).toBe(400);
  });

  it('is refused while the merchant has email registration off (MAILREG3)', async () => {
    await setMailRegister(false);
    try {
      const r = await postEnv(s.app, VERIFICATION_PATHS.mailRegister, { email: 'off@example.com', operationType: 1 });
      expect(r.env.code).toBe(CODES.loginMethodDisabled);
    } finally {
      await setMailRegister(true);
    }
  });
});

describe('password reset by email (A21, then the encrypted reset)', () => {
  const loginAs = (password: string) => securePostEnv<LoginResponse>(s.app, WPS.login, { username: 'forgot01', password, type: 'username' });

  it('takes the form-urlencoded body, answers the same for a known and an unknown address, and the code resets the password', async () => {
    later();
    const known = await formPost<PasswordEmailAnswer>(VERIFICATION_PATHS.passwordEmail, 'email=forgot01%40example.com');
    const unknown = await formPost<PasswordEmailAnswer>(VERIFICATION_PATHS.passwordEmail, 'email=nobody%40example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(Object.keys(known.env.value!)).toEqual(Object.keys(unknown.env.value!));
    expect(known.env.value!.sent).toBe(true);
    const code = known.env.value!.devCode!;
    const r = await securePostEnv(s.app, PASSWORD_RESET_PATH, { email: 'forgot01@example.com', code, newPassword: 'MailReset2032' });
    expect(r.env).toMatchObject({ success: true });
    expect((await loginAs(SEED_PASSWORD)).env.success).toBe(false);
    expect((await loginAs('MailReset2032')).env.success).toBe(true);
    // Spent: the same code does not work twice.
    expect((await securePostEnv(s.app, PASSWORD_RESET_PATH, { email: 'forgot01@example.com', code, newPassword: 'Again2032xx' })).env.code).toBe(MAIL_CODES.invalid);
    // Only the right code for an address without an account learns so.
    const none = await securePostEnv(s.app, PASSWORD_RESET_PATH, { email: 'nobody@example.com', code: unknown.env.value!.devCode!, newPassword: 'Nobody2032x' });
    expect(none.env.code).toBe(CODES.notExistsUser);
  });

  it('accepts JSON too, and refuses a malformed address and a repeated field', async () => {
    later();
    expect((await postEnv(s.app, VERIFICATION_PATHS.passwordEmail, { email: 'json@example.com' })).env.success).toBe(true);
    expect((await formPost(VERIFICATION_PATHS.passwordEmail, 'email=nope')).status).toBe(400);
    expect((await formPost(VERIFICATION_PATHS.passwordEmail, 'email=a%40example.com&email=b%40example.com')).status).toBe(400);
  });

  it('never reveals the code in production mode', async () => {
    later();
    const prev = process.env.WPS_ENV;
    process.env.WPS_ENV = 'production';
    try {
      const r = await formPost<PasswordEmailAnswer>(VERIFICATION_PATHS.passwordEmail, 'email=prod%40example.com');
      expect(r.env.value).toEqual({ sent: true });
    } finally {
      if (prev === undefined) delete process.env.WPS_ENV; else process.env.WPS_ENV = prev;
    }
  });
});

describe('check username (A22)', () => {
  const check = async (username: string, moduleId: string | null = 'REG3') => {
    const res = await call(s.app, `${DEMO}${VERIFICATION_PATHS.checkUsername}?username=${encodeURIComponent(username)}`, { headers: { Merchant: 'demo', ...(moduleId ? { ModuleId: moduleId } : {}) } });
    return { status: res.status, env: await envelope<boolean>(res) };
  };

  it('answers false for a taken name (any case) and true for a free one', async () => {
    expect((await check('FORGOT01')).env).toMatchObject({ success: true, value: false });
    expect((await check('freename2032')).env).toMatchObject({ success: true, value: true });
  });

  it('requires ModuleId REG3 and a well-formed name', async () => {
    expect((await check('freename2032', null)).env.code).toBe(CODES.headerMissing);
    expect((await check('1bad')).status).toBe(400);
  });
});

describe('mail code attempts', () => {
  it('five wrong codes burn the code, even sent at once', async () => {
    later();
    const sent = await postEnv<MailCodeAnswer>(s.app, VERIFICATION_PATHS.mailRegister, { email: 'burn@example.com', operationType: 1 });
    const code = sent.env.value!.devCode!;
    const wrong = code === '000000' ? '000001' : '000000';
    await Promise.all(Array.from({ length: 5 }, () => postEnv(s.app, VERIFICATION_PATHS.mailRegisterVerify, { email: 'burn@example.com', verificationCode: wrong })));
    const right = await postEnv(s.app, VERIFICATION_PATHS.mailRegisterVerify, { email: 'burn@example.com', verificationCode: code });
    expect(right.env.code).toBe(MAIL_CODES.invalid);
  });
});

describe('checkMailCode for the registration (helper for PUT /wps/member/register/mail)', () => {
  it('spends a verified code once; an unverified code does not pass when verification is required', async () => {
    later();
    const code = (await postEnv<MailCodeAnswer>(s.app, VERIFICATION_PATHS.mailRegister, { email: 'reg@example.com', operationType: 1 })).env.value!.devCode!;
    const spend = () => checkMailCode(s.db, 'demo', 'register', 'reg@example.com', code, clock, { consume: true, requireVerified: true });
    expect(await spend()).toBe(false);
    expect((await postEnv(s.app, VERIFICATION_PATHS.mailRegisterVerify, { email: 'reg@example.com', verificationCode: code })).env.success).toBe(true);
    // A register code never passes as a reset code.
    expect(await checkMailCode(s.db, 'demo', 'reset', 'reg@example.com', code, clock, { consume: true })).toBe(false);
    expect(await spend()).toBe(true);
    expect(await spend()).toBe(false);
  });
});
