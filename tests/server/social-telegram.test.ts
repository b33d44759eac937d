import { TELEGRAM_AUTH_PAGE } from '../../contract/content.ts';
import { RELAYS } from '../../contract/relays.ts';
import { describe, expect, it } from 'vitest';
import { AUTH_PATHS, type TelegramLoginSetting } from '../../contract/auth.ts';
import { CODES } from '../../contract/serverCodes.ts';
import { WPS, type LoginResponse } from '../../contract/wps.ts';
import { demoAuthServer, DEMO_IDS } from '../../server/merchants/seed/auth-accounts.ts';
import { dataCheckString, encodeTelegramAuth, parseTelegramAuth, telegramHash, verifyTelegramAuth } from '../../server/social/telegram-auth.ts';
import { postEnv, securePostEnv } from './auth-fixtures.ts';
import { call, DEMO, envelope, LOTTO, SEED_PASSWORD, useApp } from './helpers.ts';

let clock = Date.parse('2032-07-01T00:00:00Z');
const nowS = () => Math.floor(clock / 1000);
const s = useApp({ now: () => clock });
const BOT = demoAuthServer.telegramBotToken!;
const auth = (id: string, extra: object = {}) => encodeTelegramAuth({ id: Number(id), first_name: 'T', auth_date: nowS(), ...extra }, BOT);

describe('Telegram widget verification', () => {
  it('matches a known answer computed independently (openssl: HMAC-SHA256 keyed by SHA-256 of the token)', () => {
    const user = { id: 424242, first_name: 'Ada', username: 'ada_l', auth_date: 1_700_000_000 };
    expect(dataCheckString(user)).toBe('auth_date=1700000000\nfirst_name=Ada\nid=424242\nusername=ada_l');
    expect(telegramHash(user, '123456789:AAFknownAnswerTestTokenForTessera')).toBe('ef6c6cfa66e635000f085942246c6d9eece259aaf1ac33a028d65110b45c1652');
  });

  it('accepts a fresh signed result and refuses tampering, another bot, old and future dates', () => {
    const good = auth(DEMO_IDS.telegramLinked);
    expect(verifyTelegramAuth(good, BOT, clock)?.id).toBe(700000101);
    const tampered = Buffer.from(JSON.stringify({ ...parseTelegramAuth(good), first_name: 'Mallory' })).toString('base64');
    expect(verifyTelegramAuth(tampered, BOT, clock)).toBeNull();
    expect(verifyTelegramAuth(good, '1:other', clock)).toBeNull();
    expect(verifyTelegramAuth(auth('5', { auth_date: nowS() - 86_401 }), BOT, clock)).toBeNull();
    expect(verifyTelegramAuth(auth('5', { auth_date: nowS() + 3600 }), BOT, clock)).toBeNull();
  });

  it.each(['', 'not base64 !', Buffer.from('[1,2]').toString('base64'), Buffer.from('{"id":1,"auth_date":1,"hash":"zz"}').toString('base64'),
    Buffer.from('{"id":1,"auth_date":1,"hash":"' + 'a'.repeat(64) + '","__proto__":{"x":1}}').toString('base64'), 'A'.repeat(5000)])('parses hostile input %# to null', (text) => {
    expect(parseTelegramAuth(text)).toBeNull();
  });
});

describe('Telegram logins', () => {
  it('logs the linked user in through /wps/session/login and refuses a bad result with telegram_validate_failed', async () => {
    const ok = await securePostEnv<LoginResponse>(s.app, WPS.login, { username: '', password: '', type: 'telegram', telegramAuth: auth(DEMO_IDS.telegramLinked) });
    expect(ok.env.value?.userName).toBe('tguser01');
    const bad = await securePostEnv(s.app, WPS.login, { username: '', password: '', type: 'telegram', telegramAuth: auth(DEMO_IDS.telegramLinked).slice(0, -8) });
    expect(bad.env.code).toBe(CODES.telegramValidateFailed);
  });

  it('answers bind_customer_required for an unlinked user, and binds through a username', async () => {
    const a = auth(DEMO_IDS.telegramNew);
    expect((await securePostEnv(s.app, WPS.login, { username: '', password: '', type: 'telegram', telegramAuth: a })).env.code).toBe(CODES.bindCustomerRequired);
    const bound = await securePostEnv<LoginResponse>(s.app, WPS.login, { username: 'special01', password: SEED_PASSWORD, type: 'telegram', telegramAuth: a });
    expect(bound.env.value?.userName).toBe('special01');
  });

  it('/login/telegram registers a first-time user with the registration info, then logs the same user in', async () => {
    const a = auth('700000999', { username: 'neo_tg' });
    const first = await postEnv<LoginResponse>(s.app, AUTH_PATHS.loginTelegram, { telegramAuth: a, affiliateCode: 'Agent01', referralCode: 'nobody77', registerMethod: 'PWA' });
    expect(first.env.value?.userName).toMatch(/^neotg\d{6}$/);
    const row = await s.db.selectFrom('members').selectAll().where('username', '=', first.env.value!.userName).executeTakeFirstOrThrow();
    // Checked like a registration's: the agent's own account name is kept, a code naming nobody is not.
    expect(row).toMatchObject({ affiliate_code: 'agent01', referral_code: null, register_method: 'PWA' });
    const second = await postEnv<LoginResponse>(s.app, AUTH_PATHS.loginTelegram, { telegramAuth: a });
    expect(second.env.value?.id).toBe(first.env.value?.id);
    expect((await postEnv(s.app, AUTH_PATHS.loginTelegram, { telegramAuth: 'garbage' })).env.code).toBe(CODES.telegramValidateFailed);
  });

  it('answers the widget settings without the bot token, and is gated per merchant', async () => {
    const res = await call(s.app, `${DEMO}${WPS.relay}${RELAYS.telegramLoginSetting.name}`, { headers: { Merchant: 'demo' } });
    const text = await res.clone().text();
    // Production's answer (production-wire D14): botId and authDomain only; in development authDomain is this server.
    expect((await envelope<TelegramLoginSetting>(res)).value).toEqual({ botId: '7000000001', authDomain: 'http://localhost' });
    expect(text).not.toContain(BOT.split(':')[1]);
    const status = await (await call(s.app, `${DEMO}/wps/v2/system/status`)).text();
    expect(status).not.toContain(BOT.split(':')[1]);
    // lotto has the flag on but no bot token: the method is not available there.
    const lotto = await call(s.app, `${LOTTO}${WPS.relay}${RELAYS.telegramLoginSetting.name}`, { headers: { Merchant: 'lotto' } });
    expect((await envelope(lotto)).code).toBe(CODES.loginMethodDisabled);
  });

  it.each([TELEGRAM_AUTH_PAGE, '/dev/telegram/authorize'])('the local widget page %s signs a result the login accepts, and refuses a foreign return_to', async (path) => {
    const page = await call(s.app, `${DEMO}${path}?bot_id=7000000001&return_to=${encodeURIComponent('http://localhost/m/home')}`);
    expect(await page.text()).toContain('Tele Linked');
    const form = new URLSearchParams({ return_to: 'http://localhost/m/home', user: DEMO_IDS.telegramLinked });
    const allow = await s.app.request(`${DEMO}${path}`, { method: 'POST', body: form, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(allow.status).toBe(302);
    const hash = new URL(allow.headers.get('location')!).hash;
    const result = decodeURIComponent(hash.replace('#tgAuthResult=', ''));
    expect((await postEnv<LoginResponse>(s.app, AUTH_PATHS.loginTelegram, { telegramAuth: result })).env.value?.userName).toBe('tguser01');
    const evil = await call(s.app, `${DEMO}${path}?return_to=${encodeURIComponent('https://evil.example/m/home')}`);
    expect(evil.status).toBe(400);
  });
});
