import { beforeEach, describe, expect, it } from 'vitest';
import { CAPTCHA_CODES } from '../../contract/captcha.ts';
import { CODES } from '../../contract/serverCodes.ts';
import { WPS, type LoginResponse } from '../../contract/wps.ts';
import { LOGIN_THROTTLE } from '../../server/auth/attempt-throttle.ts';
import { IMAGE_CAPTCHA_TTL_MS } from '../../server/captcha/image-captcha.ts';
import { LOGIN_IMAGE_CAPTCHA } from '../../server/captcha/login-captcha.ts';
import { sharedCaptchaStore } from '../../server/captcha/shared-store.ts';
import { DEMO, envelope, SEED_PASSWORD, secureCall, testApp, useApp, type App } from './helpers.ts';
import { drawPicture } from './image-captcha-fixture.ts';

let clock = Date.parse('2032-08-01T00:00:00Z');
const s = useApp({ now: () => clock });
const CLUB = 'http://www.club.localhost';
// Each test plays from its own address, so only its own failures count there.
let testIp = 0;
beforeEach(() => { testIp += 1; });

interface Try { username: string; password: string; ip?: string; cookie?: string; captcha?: string; origin?: string; merchant?: string; app?: App; extra?: Record<string, string> }

/** One username login; the answer's code, success and value. */
async function login(t: Try) {
  const headers: Record<string, string> = { 'X-Test-Client-IP': t.ip ?? `198.51.100.${testIp}`, ...(t.cookie ? { Cookie: t.cookie } : {}) };
  const body = { username: t.username, password: t.password, type: 'username', ...(t.captcha !== undefined ? { captcha: t.captcha } : {}), ...t.extra };
  const res = await secureCall(t.app ?? s.app, `${t.origin ?? DEMO}${WPS.login}`, body, { merchant: t.merchant ?? 'demo', headers });
  const env = await envelope<LoginResponse & { captcha?: unknown }>(res);
  return { status: res.status, code: env.code, success: env.success, value: env.value };
}

const picture = (cookie?: string) => drawPicture(s.app, s.db, { cookie });

const wrongCode = (code: string): string => (code === 'AAAA' ? 'BBBB' : 'AAAA');
const ASK = { captcha: true };

async function failTimes(username: string, n: number, ip?: string) {
  const answers = [];
  for (let i = 0; i < n; i++) answers.push(await login({ username, password: `Wrong${i}guess`, ip }));
  return answers;
}

describe('image captcha after repeated failed password logins (production wire A2, A19)', () => {
  it('the third wrong password answers login.cred.err with value.captcha; the first two do not', async () => {
    const answers = await failTimes('player01', LOGIN_IMAGE_CAPTCHA.accountFailures);
    expect(answers.map((a) => a.code)).toEqual(Array(LOGIN_IMAGE_CAPTCHA.accountFailures).fill(CODES.loginCredErr));
    expect(answers.slice(0, -1).map((a) => a.value ?? null)).toEqual(Array(LOGIN_IMAGE_CAPTCHA.accountFailures - 1).fill(null));
    expect(answers.at(-1)).toMatchObject({ status: 200, success: false, value: ASK });
  });

  it('then even the right password is refused without the picture code, or with a wrong one, and nothing is checked', async () => {
    expect(await login({ username: 'player01', password: SEED_PASSWORD })).toMatchObject({ code: CAPTCHA_CODES.required, success: false, value: ASK });
    const pic = await picture();
    expect(await login({ username: 'player01', password: SEED_PASSWORD, cookie: pic.cookie, captcha: wrongCode(pic.code) }))
      .toMatchObject({ code: CAPTCHA_CODES.invalid, success: false, value: ASK });
    // One use: the picture a wrong guess spent does not pass with its right code either.
    expect((await login({ username: 'player01', password: SEED_PASSWORD, cookie: pic.cookie, captcha: pic.code })).code).toBe(CAPTCHA_CODES.invalid);
    // Refusals before the password is checked never reach the account throttle's lock.
    for (let i = 0; i < LOGIN_THROTTLE.freeFailures; i++) expect((await login({ username: 'player01', password: 'x' })).code).toBe(CAPTCHA_CODES.required);
  });

  it('the right code with a wrong password spends the picture and asks again; an expired picture is refused', async () => {
    const first = await picture();
    expect(await login({ username: 'player01', password: 'Wrong9guess', cookie: first.cookie, captcha: first.code })).toMatchObject({ code: CODES.loginCredErr, value: ASK });
    const late = await picture(first.cookie);
    clock += IMAGE_CAPTCHA_TTL_MS;
    expect((await login({ username: 'player01', password: SEED_PASSWORD, cookie: late.cookie, captcha: late.code })).code).toBe(CAPTCHA_CODES.invalid);
  });

  it('the right code (any case) with the right password logs in once, and the success clears the counter', async () => {
    const pic = await picture();
    const ok = await login({ username: 'player01', password: SEED_PASSWORD, cookie: pic.cookie, captcha: pic.code.toLowerCase() });
    expect(ok).toMatchObject({ success: true, value: { userName: 'player01' } });
    expect((await login({ username: 'player01', password: SEED_PASSWORD })).success).toBe(true);
    const [again] = await failTimes('player01', 1);
    expect(again).toMatchObject({ code: CODES.loginCredErr });
    expect(again!.value ?? null).toBeNull();
    expect((await login({ username: 'player01', password: SEED_PASSWORD })).success).toBe(true);
  });

  it('counts an unknown name like a known one (no enumeration)', async () => {
    const known = (await failTimes('agent01', LOGIN_IMAGE_CAPTCHA.accountFailures + 1)).map(({ code, value }) => ({ code, value }));
    const unknown = (await failTimes('nobody0077', LOGIN_IMAGE_CAPTCHA.accountFailures + 1)).map(({ code, value }) => ({ code, value }));
    expect(unknown).toEqual(known);
    expect(known.at(-1)).toEqual({ code: CAPTCHA_CODES.required, value: ASK });
  });

  it('counts failures per address across names; another address is not asked', async () => {
    const ip = '203.0.113.50';
    for (let i = 0; i < LOGIN_IMAGE_CAPTCHA.addressFailures; i++) await login({ username: `guess${i}`, password: 'Wrong1guess', ip });
    expect(await login({ username: 'special01', password: SEED_PASSWORD, ip })).toMatchObject({ code: CAPTCHA_CODES.required, value: ASK });
    expect((await login({ username: 'special01', password: SEED_PASSWORD, ip: '203.0.113.51' })).success).toBe(true);
    // Held in the database: another instance asks too, and a quiet address is forgotten.
    const other = testApp(s.db, { now: () => clock });
    expect((await login({ username: 'special01', password: SEED_PASSWORD, ip, app: other })).code).toBe(CAPTCHA_CODES.required);
    clock += LOGIN_IMAGE_CAPTCHA.quietMs + 1;
    expect((await login({ username: 'special01', password: SEED_PASSWORD, ip })).success).toBe(true);
  });

  it('a merchant whose GeeTest captcha guards logins keeps it: no image captcha is asked', async () => {
    const geetest = async () => ({ geetestValidateV4: JSON.stringify(await sharedCaptchaStore(s.db).solveV4('club', 'club-local-captcha', clock)) });
    for (let i = 0; i <= LOGIN_IMAGE_CAPTCHA.accountFailures; i++) {
      const a = await login({ username: 'clubplayer', password: 'Wrong1guess', origin: CLUB, merchant: 'club', extra: await geetest() });
      expect([a.code, a.value ?? null]).toEqual([CODES.loginCredErr, null]);
    }
    expect((await login({ username: 'clubplayer', password: SEED_PASSWORD, origin: CLUB, merchant: 'club', extra: await geetest() })).success).toBe(true);
  });
});
