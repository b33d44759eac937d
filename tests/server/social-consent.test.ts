// Issue 15 on the social paths: every route that makes an account from a LINE or Telegram identity applies lotto's
// register.consent (terms, age 18) as the registration form's routes do; demo, which asks nothing, is unaffected.
import { describe, expect, it } from 'vitest';
import { AUTH_PATHS, REGISTER_MODULES, type LineCodeAnswer, type RegisterResponse } from '../../contract/auth.ts';
import { RELAYS } from '../../contract/relays.ts';
import { CODES } from '../../contract/serverCodes.ts';
import { WPS, type LoginResponse } from '../../contract/wps.ts';
import type { MerchantConfig } from '../../server/merchants/merchant-config.ts';
import { demoAuthServer, DEMO_IDS } from '../../server/merchants/seed/auth-accounts.ts';
import { encodeTelegramAuth } from '../../server/social/telegram-auth.ts';
import { postEnv, securePostEnv } from './auth-fixtures.ts';
import { DEMO, LOTTO, useApp } from './helpers.ts';

let clock = Date.parse('2032-09-01T00:00:00Z');
const s = useApp({ now: () => clock });
const BOT = demoAuthServer.telegramBotToken!;
const BOTH = { termsAccepted: true, ageConfirmed: true };
const LOTTO_LINE = '1650000000';
const LINE_USERS = ['Ulotto00000000000000000000000001', 'Ulotto00000000000000000000000002', 'Ulotto00000000000000000000000003'];
const onLotto = { origin: LOTTO, merchant: 'lotto' };

/** lotto's seed has no local LINE users nor a bot token: the test gives it both, so its social paths can be driven. */
async function giveLottoProviders(): Promise<void> {
  const row = await s.db.selectFrom('merchants').select('config').where('code', '=', 'lotto').executeTakeFirstOrThrow();
  const config = structuredClone(row.config) as MerchantConfig;
  config.server = {
    ...config.server, telegramBotToken: BOT, telegramDevUsers: [],
    line: { channelSecret: 'lotto-test-line-secret', devUsers: LINE_USERS.map((id, i) => ({ id, name: `Lotto Line ${i}`, picture: '' })) },
  };
  await s.db.updateTable('merchants').set({ config: JSON.stringify(config) }).where('code', '=', 'lotto').execute();
}

/** A lineSessionToken of lotto's channel for a local LINE user: "Allow" on the local page, then the code exchange. */
async function lottoLineToken(user: string): Promise<string> {
  const redirect = `${LOTTO}/m/home`;
  const res = await s.app.request(`${LOTTO}/dev/line/authorize`, {
    method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ response_type: 'code', client_id: LOTTO_LINE, redirect_uri: redirect, state: 'st', user }),
  });
  expect(res.status).toBe(302);
  const code = new URL(res.headers.get('location')!).searchParams.get('code')!;
  const env = await postEnv<LineCodeAnswer>(s.app, `${WPS.relay}${RELAYS.verifyLineCode.name}`, { code, redirectUri: redirect }, onLotto);
  return env.env.value!.lineSessionToken;
}

const tgAuth = (id: number) => encodeTelegramAuth({ id, first_name: 'Tele', username: 'tele', auth_date: Math.floor(clock / 1000) }, BOT);

const base = (origin: string) => ({
  login: true, registerMethod: 'H5', registerUrl: `${origin}/m/home`, loginDeviceId: 'd'.repeat(36), isOfficialAppLogin: false,
  linkId: null, affiliateCode: null, domain: 'lotto', referralCode: null, pixelTrack: null,
});
const registerSocial = (payload: object, auto = false, origin = LOTTO, merchant = 'lotto') =>
  securePostEnv<RegisterResponse>(s.app, auto ? AUTH_PATHS.registerAutoUsername : AUTH_PATHS.register, { ...base(origin), ...payload },
    { origin, merchant, method: 'PUT', ...(auto ? {} : { headers: { ModuleId: REGISTER_MODULES.username } }) });
const telegramLogin = (body: object, origin = LOTTO, merchant = 'lotto') => postEnv<LoginResponse>(s.app, AUTH_PATHS.loginTelegram, body, { origin, merchant });
const members = async (merchant: string): Promise<number> =>
  Number((await s.db.selectFrom('members').select((e) => e.fn.countAll().as('n')).where('merchant', '=', merchant).executeTakeFirstOrThrow()).n);

describe('social registration consent', () => {
  it('demo asks nothing: a first Telegram sign-in still makes its account without the fields', async () => {
    const before = await members('demo');
    const first = await telegramLogin({ telegramAuth: encodeTelegramAuth({ id: 700000777, first_name: 'D', auth_date: Math.floor(clock / 1000) }, BOT) }, DEMO, 'demo');
    expect(first.env.success).toBe(true);
    expect(await members('demo')).toBe(before + 1);
  });

  it('demo asks nothing: "Register and link" with a LINE identity needs no fields', async () => {
    const code = new URL((await s.app.request(`${DEMO}/dev/line/authorize`, {
      method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ response_type: 'code', client_id: '2000000001', redirect_uri: `${DEMO}/m/home`, state: 'st', user: DEMO_IDS.lineNew }),
    })).headers.get('location')!).searchParams.get('code')!;
    const token = (await postEnv<LineCodeAnswer>(s.app, `${WPS.relay}${RELAYS.verifyLineCode.name}`, { code, redirectUri: `${DEMO}/m/home` })).env.value!.lineSessionToken;
    const r = await registerSocial({ username: 'demoline01', password: 'Kite7Harbor', firebaseChannel2: 'line', lineSessionToken: token }, false, DEMO, 'demo');
    expect(r.env).toMatchObject({ success: true, value: { userName: 'demoline01' } });
  });

  it('lotto, "Register and link" (LINE): refused without the terms, then without the age; linked with both', async () => {
    await giveLottoProviders();
    const token = await lottoLineToken(LINE_USERS[0]!);
    const before = await members('lotto');
    const who = { username: 'lottoline01', password: 'Kite7Harbor', firebaseChannel2: 'line', lineSessionToken: token };
    expect((await registerSocial(who)).env.code).toBe(CODES.registerTermsRequired);
    expect((await registerSocial({ ...who, termsAccepted: true })).env.code).toBe(CODES.registerAgeRequired);
    expect(await members('lotto')).toBe(before);
    const ok = await registerSocial({ ...who, ...BOTH });
    expect(ok.env).toMatchObject({ success: true, value: { userName: 'lottoline01' } });
    const again = await postEnv<LoginResponse>(s.app, AUTH_PATHS.loginLine, { lineSessionToken: token }, onLotto);
    expect(again.env.value?.userName).toBe('lottoline01');
  });

  it('lotto, automatic registration (autoUsername with a LINE identity): refused without, made with both', async () => {
    const token = await lottoLineToken(LINE_USERS[1]!);
    const before = await members('lotto');
    const who = { password: 'Kite7Harbor', firebaseChannel2: 'line', lineSessionToken: token };
    expect((await registerSocial(who, true)).env.code).toBe(CODES.registerTermsRequired);
    expect((await registerSocial({ ...who, termsAccepted: true, ageConfirmed: false }, true)).env.code).toBe(CODES.registerAgeRequired);
    expect(await members('lotto')).toBe(before);
    const ok = await registerSocial({ ...who, ...BOTH }, true);
    expect(ok.env.success).toBe(true);
    expect(ok.env.value?.token).toBeTruthy();
    expect(await members('lotto')).toBe(before + 1);
  });

  it('lotto, "Register and link" (Telegram): refused without the fields, made with them', async () => {
    const who = { username: 'lottotg01', password: 'Kite7Harbor', telegramAuth: tgAuth(710000001) };
    expect((await registerSocial(who)).env.code).toBe(CODES.registerTermsRequired);
    expect((await registerSocial({ ...who, ...BOTH })).env.value?.userName).toBe('lottotg01');
  });

  it('lotto, first Telegram sign-in: no account without the fields (the bind answer), the same codes for a partial answer, made with both', async () => {
    const auth = tgAuth(710000002);
    const before = await members('lotto');
    const bare = await telegramLogin({ telegramAuth: auth, registerMethod: 'H5' });
    expect(bare.env).toMatchObject({ success: false, code: CODES.bindCustomerRequired });
    expect((await telegramLogin({ telegramAuth: auth, termsAccepted: true })).env.code).toBe(CODES.registerAgeRequired);
    expect((await telegramLogin({ telegramAuth: auth, ageConfirmed: true })).env.code).toBe(CODES.registerTermsRequired);
    expect((await telegramLogin({ telegramAuth: auth, termsAccepted: 'yes', ageConfirmed: true })).env.code).toBe(CODES.badRequest);
    expect(await members('lotto')).toBe(before);
    const made = await telegramLogin({ telegramAuth: auth, ...BOTH });
    expect(made.env.success).toBe(true);
    expect(await members('lotto')).toBe(before + 1);
    // Linked now: a later sign-in asks nothing.
    clock += 60_000;
    const later = await telegramLogin({ telegramAuth: tgAuth(710000002) });
    expect(later.env.value?.id).toBe(made.env.value?.id);
  });

  it('lotto, the encrypted login of an unlinked identity never makes an account', async () => {
    const before = await members('lotto');
    const r = await securePostEnv(s.app, WPS.login, { username: '', password: '', type: 'telegram', telegramAuth: tgAuth(710000003), ...BOTH }, onLotto);
    expect(r.env.code).toBe(CODES.bindCustomerRequired);
    expect(await members('lotto')).toBe(before);
  });
});
