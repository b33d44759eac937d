import { describe, expect, it } from 'vitest';
import { AUTH_PATHS, type LoginVerifyChallenge } from '../../contract/auth.ts';
import { CODES } from '../../contract/serverCodes.ts';
import { WPS, type LoginResponse } from '../../contract/wps.ts';
import { CODE_THROTTLE, LOGIN_THROTTLE } from '../../server/auth/attempt-throttle.ts';
import { postEnv } from './auth-fixtures.ts';
import { drawPicture } from './image-captcha-fixture.ts';
import { DEMO, envelope, SEED_PASSWORD, secureCall, testApp, useApp, type App } from './helpers.ts';

let clock = Date.parse('2032-06-01T00:00:00Z');
const s = useApp({ now: () => clock });

/** A username login from an address; status, code and Retry-After of the answer. */
async function attempt(username: string, password: string, ip = '198.51.100.1', app: App = s.app) {
  // Every try brings a solved picture, so the lock behind the image captcha is what is tested.
  const pic = await drawPicture(app, s.db);
  const res = await secureCall(app, `${DEMO}${WPS.login}`, { username, password, type: 'username', captcha: pic.code }, { merchant: 'demo', headers: { 'X-Test-Client-IP': ip, Cookie: pic.cookie } });
  const env = await envelope<LoginResponse>(res);
  return { status: res.status, code: env.code, success: env.success, retryAfter: res.headers.get('Retry-After') };
}

const wrong = (username: string, i: number) => attempt(username, `Wrong${i}guess`, `198.51.100.${(i % 5) + 1}`);

describe('per-account login throttle', () => {
  it('after 5 failures from 5 addresses even the right password is refused, without being checked, for 1 minute', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.freeFailures; i++) expect((await wrong('player01', i)).code).toBe(CODES.loginCredErr);
    const locked = await attempt('player01', SEED_PASSWORD);
    expect(locked).toMatchObject({ status: 429, code: CODES.loginThrottled, success: false, retryAfter: '60' });
    clock += 60_000;
    expect((await attempt('player01', SEED_PASSWORD)).success).toBe(true);
  });

  it('doubles the lock per further failure up to 15 minutes, and a success resets the counter', async () => {
    const retry: (string | null)[] = [];
    for (let i = 0; i < LOGIN_THROTTLE.freeFailures - 1; i++) await wrong('agent01', i);
    for (let i = 0; i < 6; i++) {
      expect((await wrong('agent01', i)).code).toBe(CODES.loginCredErr);
      retry.push((await attempt('agent01', SEED_PASSWORD)).retryAfter);
      clock += Number(retry.at(-1)) * 1000;
    }
    expect(retry).toEqual(['60', '120', '240', '480', '900', '900']);
    expect((await attempt('agent01', SEED_PASSWORD)).success).toBe(true);
    for (let i = 0; i < LOGIN_THROTTLE.freeFailures - 1; i++) expect((await wrong('agent01', i)).code).toBe(CODES.loginCredErr);
    expect((await attempt('agent01', SEED_PASSWORD)).success).toBe(true);
  });

  it('forgets a quiet counter after 15 minutes', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.freeFailures - 1; i++) await wrong('special01', i);
    clock += LOGIN_THROTTLE.quietMs + 1;
    for (let i = 0; i < LOGIN_THROTTLE.freeFailures - 1; i++) expect((await wrong('special01', i)).code).toBe(CODES.loginCredErr);
    expect((await attempt('special01', SEED_PASSWORD)).success).toBe(true);
  });

  it('throttles an unknown username exactly like a known one', async () => {
    const known: unknown[] = [];
    const unknown: unknown[] = [];
    for (let i = 0; i < LOGIN_THROTTLE.freeFailures + 1; i++) {
      known.push(await wrong('expired01', i));
      unknown.push(await wrong('nobody0042', i));
    }
    expect(unknown).toEqual(known);
    expect((unknown.at(-1) as { code: string }).code).toBe(CODES.loginThrottled);
    clock += 60_000;
  });

  it('is held in the database: another server instance (or a restart) sees the lock', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.freeFailures; i++) await wrong('newbie01', i);
    const other = testApp(s.db, { now: () => clock });
    expect((await attempt('newbie01', SEED_PASSWORD, '203.0.113.77', other)).code).toBe(CODES.loginThrottled);
    clock += 60_000;
  });

  it('counts a burst of concurrent guesses: no more than the free failures are evaluated', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => wrong('mobile01', i)));
    expect(answers.filter((a) => a.code === CODES.loginCredErr)).toHaveLength(LOGIN_THROTTLE.freeFailures);
    expect(answers.filter((a) => a.code === CODES.loginThrottled)).toHaveLength(12 - LOGIN_THROTTLE.freeFailures);
    clock += 60_000;
  });
});

describe('second-step code cap per member, across challenges', () => {
  const open = async (): Promise<LoginVerifyChallenge> => (await envelope<LoginVerifyChallenge>(
    await secureCall(s.app, `${DEMO}${WPS.login}`, { username: 'secure01', password: SEED_PASSWORD, type: 'username' }, { merchant: 'demo' }),
  )).value!;
  const verify = (challengeId: string | undefined, code: string) => postEnv(s.app, AUTH_PATHS.loginVerification, { challengeId, method: 'sms', code });
  const other = (code: string) => (code === '000000' ? '000001' : '000000');

  it('refuses every code, even the right one, after 10 wrong codes in 15 minutes', async () => {
    let left = CODE_THROTTLE.freeFailures;
    while (left > 0) {
      const ch = await open();
      // Four per challenge: under the challenge's own cap of five, so only the member cap can stop them.
      for (let i = 0; i < Math.min(4, left); i++, left--) expect((await verify(ch.challengeId, other(ch.devCode!))).env.code).toBe(CODES.loginVerifyCodeInvalid);
    }
    const ch = await open();
    const refused = await verify(ch.challengeId, ch.devCode!);
    expect([refused.status, refused.env.code]).toEqual([429, CODES.loginThrottled]);
    clock += CODE_THROTTLE.lockMs(CODE_THROTTLE.freeFailures);
    const fresh = await open();
    expect((await verify(fresh.challengeId, fresh.devCode!)).env.value).toMatchObject({ userName: 'secure01' });
  });
});
