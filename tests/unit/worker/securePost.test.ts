// securePost and login(): the payload is encrypted in the (in-process) worker and only {value} leaves;
// without a usable key nothing is posted and the form gets encryption.unavailable with the spec's message.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEALED_AT_FIELD } from '../../../contract/hybrid.ts';
import { WPS } from '../../../contract/wps.ts';
import { isLiveV1Digest, openSessionKey, openValue, verifyDigest } from '../../../server/auth/hybrid-open.ts';
import { configureClient } from '../../../src/api/hooks.ts';
import { CLIENT_CODES, INTERNET_LOST_MESSAGE, NETWORK_ERROR_MESSAGE } from '../../../src/api/clientCodes.ts';
import { encryptionFailure, securePost } from '../../../src/api/secure.ts';
import { login } from '../../../src/api/session.ts';
import { DEVICE_ID_KEY } from '../../../src/lib/deviceId.ts';
import { cryptoBridge } from '../../../src/worker/cryptoBridge.ts';
import { failEnv, json, okEnv, resetAll, stubFetch, type FetchCall } from '../api/fetchStub.ts';
import { fixtureKey, fixturePrivateKey, FIXTURE_MODULUS_HEX } from '../../server/secure-fixture.ts';

vi.mock('../../../src/worker/cryptoBridge.ts', async (io) => (await import('./fakeWorker.ts')).inProcessBridgeModule(io));

const DEVICE = '0f8fad5b-d9cb-469f-a165-70867728950e';
const payload = { username: 'carol', password: 'S3cret-pass', type: 'username' };
const posts = (calls: FetchCall[]) => calls.filter((c) => c.method === 'POST');

/** What the reference server does with the captured post: the digest (live v1: the value itself), then decryption. */
function serverOpenStamped(call: FetchCall): Record<string, unknown> {
  const session = openSessionKey(call.headers.Encryption!, fixturePrivateKey);
  const value = (JSON.parse(call.body!) as { value: string }).value;
  if (session.version === 'v1') expect(isLiveV1Digest(call.headers['X-Digest']!, value)).toBe(true);
  else verifyDigest(session, call.body!, call.headers['X-Digest']!);
  return JSON.parse(openValue(session, value)) as Record<string, unknown>;
}

/** The payload as the route sees it: v2's seal time (checked to be there) taken out; v1 carries none. */
function serverOpen(call: FetchCall): unknown {
  const { [SEALED_AT_FIELD]: sealedAt, ...rest } = serverOpenStamped(call);
  if (call.headers.Encryption!.startsWith('v2:')) expect(Number.isSafeInteger(sealedAt)).toBe(true);
  else expect(sealedAt).toBeUndefined();
  return rest;
}

/** The live backend's key answer: the bare hex modulus as text. */
const textKey = (): Response => new Response(FIXTURE_MODULUS_HEX.toUpperCase(), { status: 200, headers: { 'Content-Type': 'text/plain' } });

const onAlert = vi.fn();
beforeEach(() => {
  resetAll();
  onAlert.mockReset();
  configureClient({ getToken: () => 'member-token', getLanguage: () => 'EN', getMerchant: () => 'demo', onAlert });
  localStorage.setItem(DEVICE_ID_KEY, DEVICE);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('securePost', () => {
  it.each(['v1', 'v2'] as const)('%s (JSON key answer): sends only {value} with Encryption, X-Digest, X-RSA and the Device type; the server recovers the payload', async (v) => {
    const calls = stubFetch((c) => json(c.method === 'GET' ? okEnv(fixtureKey(v, 'key-7')) : okEnv({ done: true })));
    const env = await securePost<{ done: boolean }>('/wps/member/register', payload, { method: 'PUT', moduleId: 'REG3', auth: false, device: 'PWA' });
    expect(env).toMatchObject({ success: true, value: { done: true } });
    expect(calls[0]!.url).toMatch(new RegExp(`^${WPS.rsaKey}\\?_=\\d+$`));
    const post = calls.find((c) => c.method === 'PUT');
    expect(Object.keys(JSON.parse(post!.body!) as object)).toEqual(['value']);
    expect(post!.body).not.toContain('S3cret-pass');
    expect(post!.headers).toMatchObject({ 'X-RSA': 'key-7', Device: 'PWA', ModuleId: 'REG3' });
    expect(post!.headers.Authorization).toBeUndefined();
    expect(post!.headers.Encryption!.startsWith('v2:')).toBe(v === 'v2');
    expect(serverOpen(post!)).toEqual(payload);
  });

  it('live key answer (production wire A1, section 3): text modulus; X-RSA echoes it, X-Digest is the value, no Device in a tab', async () => {
    const calls = stubFetch((c) => (c.method === 'GET' ? textKey() : json(okEnv(null))));
    await securePost('/wps/session/login', payload, { auth: false });
    expect(calls[0]!.headers['Cache-Control']).toBe('no-cache');
    expect(calls[0]!.headers.Authorization).toBeUndefined();
    const [post] = posts(calls);
    expect(post!.headers['X-RSA']).toBe(FIXTURE_MODULUS_HEX.toUpperCase());
    expect(post!.headers['X-Digest']).toBe((JSON.parse(post!.body!) as { value: string }).value);
    expect(post!.headers.Encryption).toMatch(/^[0-9a-f]+$/);
    expect(post!.headers.Encryption!.length % 4).toBe(0);
    expect('Device' in post!.headers).toBe(false);
    expect(serverOpen(post!)).toEqual(payload);
  });

  it('fetches a fresh key for every post', async () => {
    const calls = stubFetch((c) => json(c.method === 'GET' ? okEnv(fixtureKey('v1')) : okEnv(null)));
    await securePost('/wps/x', payload);
    await securePost('/wps/x', payload);
    expect(calls.filter((c) => c.url.startsWith(WPS.rsaKey))).toHaveLength(2);
  });

  it.each([
    ['three hours behind', -3 * 3_600_000],
    ['a day ahead', 86_400_000],
    ['right', 0],
  ])('stamps sealedAt on the server\'s clock when the phone\'s clock is %s', async (_label, phoneError) => {
    // The phone's clock reads the server's time plus phoneError; 1234 ms pass between the key answer and the seal.
    const serverNow = Date.parse('2031-06-01T12:00:00Z');
    let phone = serverNow + phoneError;
    vi.spyOn(Date, 'now').mockImplementation(() => phone);
    const calls = stubFetch((c) => json(c.method === 'GET' ? okEnv({ ...fixtureKey('v2'), serverTime: serverNow }) : okEnv(null)));
    const bridgeSeal = cryptoBridge.seal.bind(cryptoBridge);
    vi.spyOn(cryptoBridge, 'seal').mockImplementation((...args) => {
      phone += 1234;
      return bridgeSeal(...args);
    });
    await securePost('/wps/session/login', payload);
    expect(serverOpenStamped(posts(calls)[0]!)).toEqual({ ...payload, [SEALED_AT_FIELD]: serverNow + 1234 });
  });

  it('v2 stamps with its own clock when the key answer has no serverTime; v1 sends the payload unstamped', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_900_000_000_000);
    const calls = stubFetch((c) => json(c.method === 'GET' ? okEnv(fixtureKey('v2')) : okEnv(null)));
    await securePost('/wps/session/login', payload);
    expect(serverOpenStamped(posts(calls)[0]!)).toEqual({ ...payload, [SEALED_AT_FIELD]: 1_900_000_000_000 });
    const v1 = stubFetch((c) => json(c.method === 'GET' ? okEnv(fixtureKey('v1')) : okEnv(null)));
    await securePost('/wps/session/login', payload);
    expect(serverOpenStamped(posts(v1)[0]!)).toEqual(payload);
  });

  const garbage: [string, () => Response | Promise<Response>][] = [
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['HTTP 500', () => json(failEnv('internal.error', 'boom'), 500)],
    ['success false', () => json(failEnv('system.maintenance', 'later'))],
    ['an HTML page', () => new Response('<html>proxy</html>', { status: 200, headers: { 'Content-Type': 'text/html' } })],
    ['a null value', () => json(okEnv(null))],
    ['an empty object', () => json(okEnv({}))],
    ['a list', () => json(okEnv([fixtureKey('v1')]))],
    ['an unknown version', () => json(okEnv({ ...fixtureKey('v1'), DES: 'v3' }))],
    ['a modulus that is not hex', () => json(okEnv({ ...fixtureKey('v1'), rsaKey: `zz${FIXTURE_MODULUS_HEX.slice(2)}` }))],
    ['a 480-bit modulus', () => json(okEnv({ ...fixtureKey('v1'), rsaKey: FIXTURE_MODULUS_HEX.slice(0, 120) }))],
    ['a text modulus that is too short', () => new Response('f'.repeat(120).concat('1'), { status: 200 })],
    ['a text modulus on HTTP 500', () => new Response(FIXTURE_MODULUS_HEX, { status: 500 })],
    ['an even modulus', () => json(okEnv({ ...fixtureKey('v1'), rsaKey: `${FIXTURE_MODULUS_HEX.slice(0, -1)}0` }))],
    ['a key id that cannot be a header', () => json(okEnv({ ...fixtureKey('v1'), RSA: 'k\r\nX-Evil: 1' }))],
  ];
  it.each(garbage)('never posts the payload when the key call gives %s', async (_label, answer) => {
    const calls = stubFetch((c) => (c.method === 'GET' ? answer() : json(okEnv({}))));
    const env = await securePost('/wps/session/login', payload, { auth: false, silent: true });
    expect(env).toEqual({ success: false, value: null, code: CLIENT_CODES.encryptionUnavailable, message: expect.any(String) });
    expect(posts(calls)).toEqual([]);
    expect(JSON.stringify(calls)).not.toContain('S3cret-pass');
    expect(onAlert).not.toHaveBeenCalled();
  });

  it('never posts when the worker cannot encrypt', async () => {
    vi.spyOn(cryptoBridge, 'seal').mockRejectedValue(new Error('crypto worker did not start in time'));
    const calls = stubFetch((c) => json(c.method === 'GET' ? okEnv(fixtureKey('v1')) : okEnv({})));
    expect((await securePost('/wps/session/login', payload)).code).toBe(CLIENT_CODES.encryptionUnavailable);
    expect(posts(calls)).toEqual([]);
  });

  it('carries the spec message for the network failure: plain http and https differ', () => {
    expect(encryptionFailure('http:').message).toBe(NETWORK_ERROR_MESSAGE);
    expect(encryptionFailure('https:').message).toBe(INTERNET_LOST_MESSAGE);
  });
});

describe('login()', () => {
  it('is encrypted, sends no Authorization, and fills loginDeviceId with the device id', async () => {
    const calls = stubFetch((c) => json(c.method === 'GET' ? okEnv(fixtureKey('v2')) : failEnv('login.cred.err', 'Wrong')));
    const env = await login({ username: 'carol', password: 'pw', type: 'username', device: 'IPAD' });
    expect(env.code).toBe('login.cred.err');
    const [post] = posts(calls);
    expect(post!.url).toBe(WPS.login);
    expect(post!.headers.Authorization).toBeUndefined();
    expect(post!.headers.Device).toBe('IPAD');
    expect(serverOpen(post!)).toEqual({ username: 'carol', password: 'pw', type: 'username', device: 'IPAD', loginDeviceId: DEVICE });
    expect(onAlert).not.toHaveBeenCalled();
  });

  it("reads spanId from the answer header x-app-trace-id (production wire A2)", async () => {
    stubFetch((c) => (c.method === 'GET' ? textKey()
      : new Response(JSON.stringify(okEnv({ token: 't', userName: 'carol', spanId: 'from-value' })), { status: 200, headers: { 'x-app-trace-id': 'trace-42' } })));
    const env = await login({ username: 'carol', password: 'pw', type: 'username' });
    expect(env.value).toMatchObject({ token: 't', spanId: 'trace-42' });
  });

  it('keeps a loginDeviceId the caller gave', async () => {
    const calls = stubFetch((c) => json(c.method === 'GET' ? okEnv(fixtureKey('v1')) : okEnv(null)));
    await login({ username: 'c', password: 'p', type: 'username', loginDeviceId: 'given' });
    expect(serverOpen(posts(calls)[0]!)).toMatchObject({ loginDeviceId: 'given' });
  });
});
