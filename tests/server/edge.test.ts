import { describe, expect, it } from 'vitest';
import { CODES } from '../../contract/serverCodes.ts';
import { MAX_BODY_BYTES } from '../../contract/constants.ts';
import { fetchRsaKey, sealJsonInit } from '../support/secureRequest.ts';
import { call, DEMO, envelope, secureCall, SEED_PASSWORD, testApp, useApp, type App } from './helpers.ts';
import { brokenDb } from './stub-db.ts';

const s = useApp();

const loginBody = { username: 'player01', password: SEED_PASSWORD, type: 'username' };
/** Login bodies travel encrypted; `body` is sealed as given, so malformed JSON stays malformed inside. */
const postLogin = (init: { body?: string; json?: unknown; headers?: Record<string, string> }, app: App = s.app) =>
  secureCall(app, `${DEMO}/wps/session/login`, null, { merchant: 'demo', rawText: init.body ?? JSON.stringify(init.json), headers: init.headers });
const demoKey = () => fetchRsaKey((u, init) => s.app.request(u, init), DEMO, 'demo');

const expectEnvelope = async (res: Response, status: number, code: string) => {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  const env = await envelope(res);
  expect(env).toMatchObject({ success: false, value: null, code });
  expect(typeof env.message).toBe('string');
  return env;
};

describe('input validation at the edge', () => {
  it('answers 400 request.json.invalid for malformed JSON', async () => {
    await expectEnvelope(await postLogin({ body: '{"username": "player01",' }), 400, CODES.badJson);
  });

  it('answers 400 request.invalid naming the field for a wrong type', async () => {
    const env = await expectEnvelope(await postLogin({ json: { ...loginBody, username: 42 } }), 400, CODES.badRequest);
    expect(env.message).toContain('username');
    const env2 = await expectEnvelope(await postLogin({ json: { ...loginBody, type: 'pigeon' } }), 400, CODES.badRequest);
    expect(env2.message).toContain('type');
    await expectEnvelope(await postLogin({ json: [loginBody] }), 400, CODES.badRequest);
  });

  it('answers 413 request.too.large by Content-Length', async () => {
    const big = JSON.stringify({ ...loginBody, captcha: 'x'.repeat(MAX_BODY_BYTES) });
    await expectEnvelope(await postLogin({ body: big }), 413, CODES.tooLarge);
  });

  it('answers 413 request.too.large by counting a streamed body without Content-Length', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > MAX_BODY_BYTES + chunk.length) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const sealed = await sealJsonInit(await demoKey(), loginBody);
    const req = new Request(`${DEMO}/wps/session/login`, {
      method: 'POST', headers: { Merchant: 'demo', ...sealed.headers }, body: stream, duplex: 'half',
    } as RequestInit);
    expect(req.headers.get('content-length')).toBeNull();
    await expectEnvelope(await s.app.request(req), 413, CODES.tooLarge);
  });

  it('answers 400 request.header.missing without the Merchant header', async () => {
    const sealed = await sealJsonInit(await demoKey(), loginBody);
    const res = await call(s.app, `${DEMO}/wps/session/login`, { method: 'POST', headers: sealed.headers, body: sealed.body });
    const env = await expectEnvelope(res, 400, CODES.headerMissing);
    expect(env.message).toContain('Merchant');
  });

  it('answers 400 request.merchant.mismatch when the Merchant header names another merchant', async () => {
    await expectEnvelope(await postLogin({ json: loginBody, headers: { Merchant: 'lotto' } }), 400, CODES.merchantMismatch);
    // Optional-header endpoints check it too when it is sent.
    const res = await call(s.app, `${DEMO}/wps/v2/system/status`, { headers: { Merchant: 'lotto' } });
    await expectEnvelope(res, 400, CODES.merchantMismatch);
  });

  it('accepts the Merchant header in any letter case', async () => {
    const res = await postLogin({ json: loginBody, headers: { Merchant: 'DEMO' } });
    expect((await envelope(res)).success).toBe(true);
  });
});

describe('unknown paths and failures', () => {
  it('answers 404 not.found in the envelope for an unknown /wps path', async () => {
    await expectEnvelope(await call(s.app, `${DEMO}/wps/no/such/thing`), 404, CODES.notFound);
    await expectEnvelope(await call(s.app, `${DEMO}/wps/relay/NOPE_nothing`, { headers: { Merchant: 'demo' } }), 404, CODES.notFound);
  });

  it('answers 500 internal.error without the cause or a stack, and logs it', async () => {
    const logged: unknown[] = [];
    const broken = testApp(brokenDb('secret-detail /srv/db.ts:42'), { logError: (_, err) => logged.push(err) });
    const res = await call(broken, `${DEMO}/wps/v2/system/status`);
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({ success: false, code: CODES.internal });
    expect(text).not.toContain('secret-detail');
    expect(text).not.toMatch(/\bat \S+:\d+/);
    expect(logged).toHaveLength(1);
  });

  it('sends the security headers on errors as well', async () => {
    const res = await call(s.app, `${DEMO}/wps/no/such/thing`);
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('rate limiting', () => {
  let clock = 1_000_000;
  const limited = () => testApp(s.db, { rateLimit: { perMinute: 3, loginPerMinute: 2 }, now: () => clock });

  it('answers 429 TOO_MANY_REQUEST past the limit for one IP and path, and recovers after the window', async () => {
    const a = limited();
    const get = (ip: string, path = '/wps/v2/system/status') => call(a, `${DEMO}${path}`, { headers: { 'X-Test-Client-IP': ip } });
    for (let i = 0; i < 3; i++) expect((await get('10.0.0.1')).status).toBe(200);
    const over = await get('10.0.0.1');
    await expectEnvelope(over, 429, CODES.tooManyRequest);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await get('10.0.0.2')).status).toBe(200);
    expect((await get('10.0.0.1', '/wps/system/country')).status).toBe(200);
    clock += 60_001;
    expect((await get('10.0.0.1')).status).toBe(200);
  });

  it('uses the tighter login limit with TOO_MANY_REQUEST_PER_IP', async () => {
    const a = limited();
    const attempt = () => postLogin({ json: { ...loginBody, password: 'wrong' }, headers: { 'X-Test-Client-IP': '10.0.0.9' } }, a);
    expect((await attempt()).status).toBe(200);
    expect((await attempt()).status).toBe(200);
    await expectEnvelope(await attempt(), 429, CODES.tooManyRequestPerIp);
  });
});
