import { describe, expect, it } from 'vitest';
import { CODES } from '../../contract/serverCodes.ts';
import { rateLimitBucket } from '../../server/http/rate-limit.ts';
import { FixedWindows } from '../../server/http/rate-windows.ts';
import { useDb } from './db.ts';
import { call, DEMO, envelope, secureCall, testApp } from './helpers.ts';

const t = useDb();

const limited = (warned: string[] = []) =>
  testApp(t.db, { rateLimit: { perMinute: 3, loginPerMinute: 2 }, now: () => 5_000_000, logWarn: (l) => warned.push(l) });

describe('rate limit buckets', () => {
  it('keeps known paths apart and puts every other /wps path in one bucket', () => {
    expect(rateLimitBucket('/wps/session/login')).toBe('/wps/session/login');
    expect(rateLimitBucket('/wps/relay/CCSFE_getListAnnouncements')).toBe('/wps/relay/CCSFE_getListAnnouncements');
    // A retired relay name is just another made-up path now.
    expect(rateLimitBucket('/wps/relay/MCSFE_getBanners')).toBe('/wps/*');
    // Every relay family the server answers has its own bucket, so a busy one cannot starve the others.
    for (const p of ['/wps/relay/CBS_launchChat', '/wps/relay/GCS_gameTrialLaunch', '/wps/relay/CSP_fcmBind', '/wps/relay/WPS3RD_verifyLineCode', '/wps/game/launchGame']) {
      expect(rateLimitBucket(p)).toBe(p);
    }
    for (const p of ['/wps/session/login/', '/wps/x1', '/wps/relay/NOPE', '/wps//session/login']) expect(rateLimitBucket(p)).toBe('/wps/*');
  });

  it('cannot be dodged with made-up paths: they share one limit per IP', async () => {
    const app = limited();
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await call(app, `${DEMO}/wps/made-up-${i}`, { headers: { 'X-Test-Client-IP': '10.1.0.1' } })).status);
    expect(codes).toEqual([404, 404, 404, 429, 429]);
  });

  it('cannot be dodged with a query string or a percent-encoded path', async () => {
    const app = limited();
    const login = (path: string) => secureCall(app, `${DEMO}${path}`, { username: 'x', password: 'y', type: 'username' }, {
      merchant: 'demo', headers: { 'X-Test-Client-IP': '10.1.0.2' },
    });
    expect((await login('/wps/session/login?a=1')).status).toBe(200);
    expect((await login('/wps/session/%6Cogin')).status).toBe(200);
    const third = await login('/wps/session/login?b=2');
    expect(third.status).toBe(429);
    expect((await envelope(third)).code).toBe(CODES.tooManyRequestPerIp);
  });

  it('gives the SMS and registration paths the strict credential limit too', async () => {
    const app = limited();
    const sms = () => call(app, `${DEMO}/wps/verification/sms/noLogin`, {
      method: 'POST', headers: { 'X-Test-Client-IP': '10.1.0.4', Merchant: 'demo', 'Content-Type': 'application/json' },
      body: JSON.stringify({ countryDialingCode: '+63', mobileNum: '9170000000' }),
    });
    await sms();
    await sms();
    const third = await sms();
    expect(third.status).toBe(429);
    expect((await envelope(third)).code).toBe(CODES.tooManyRequestPerIp);
  });

  it('logs the first refusal of a window, not every one', async () => {
    const warned: string[] = [];
    const app = limited(warned);
    for (let i = 0; i < 10; i++) await call(app, `${DEMO}/wps/system/country`, { headers: { 'X-Test-Client-IP': '10.1.0.3' } });
    expect(warned).toEqual(['429 TOO_MANY_REQUEST 10.1.0.3 /wps/system/country']);
  });
});

describe('window memory', () => {
  it('never holds more than maxKeys windows, however many addresses call', () => {
    const w = new FixedWindows(60_000, 1000, 0);
    for (let i = 0; i < 20_000; i++) w.hit(`10.0.${i >> 8}.${i & 255}|/wps/x`, i);
    expect(w.size).toBeLessThanOrEqual(1000);
  });

  it('sweeps finished windows once a window length has passed', () => {
    const w = new FixedWindows(1000, 1000, 0);
    for (let i = 0; i < 500; i++) w.hit(`ip${i}`, 0);
    w.hit('late', 1500);
    expect(w.size).toBe(1);
  });

  it('forgets the oldest window first when full, keeping recent counts', () => {
    const w = new FixedWindows(60_000, 3, 0);
    w.hit('a', 0); w.hit('b', 1); w.hit('c', 2);
    w.hit('c', 3);
    w.hit('d', 4);
    expect(w.hit('c', 5).count).toBe(3);
    expect(w.hit('a', 6).count).toBe(1);
  });
});
