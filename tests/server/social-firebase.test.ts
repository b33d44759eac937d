import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_PATHS, REGISTER_MODULES, type RegisterResponse } from '../../contract/auth.ts';
import { CODES } from '../../contract/serverCodes.ts';
import { WPS, type LoginResponse } from '../../contract/wps.ts';
import { clearFirebaseKeyCache } from '../../server/social/firebase-keys.ts';
import { verifyFirebaseIdToken } from '../../server/social/firebase-token.ts';
import { DEMO_IDS } from '../../server/merchants/seed/auth-accounts.ts';
import { emulatorToken, firebaseClaims, securePostEnv, signedToken, startKeyServer } from './auth-fixtures.ts';
import { LOTTO, SEED_PASSWORD, useApp } from './helpers.ts';

const PROJECT = 'demo-tessera';
let clock = Date.parse('2032-06-01T00:00:00Z');
const nowS = () => Math.floor(clock / 1000);
const s = useApp({ now: () => clock });
let keys: Awaited<ReturnType<typeof startKeyServer>>;
beforeAll(async () => { keys = await startKeyServer('kid-1'); });
afterAll(() => new Promise<void>((r) => keys.server.close(() => r())));
afterEach(() => { vi.unstubAllEnvs(); clearFirebaseKeyCache(); });

const fbLogin = (firebaseIdToken: string, extra: object = {}, opts = {}) =>
  securePostEnv<LoginResponse>(s.app, WPS.login, { username: '', password: '', type: 'firebase', firebaseChannel: 'google', firebaseIdToken, ...extra }, opts);
const emulator = () => vi.stubEnv('FIREBASE_AUTH_EMULATOR_HOST', '127.0.0.1:9099');

describe('emulator mode (FIREBASE_AUTH_EMULATOR_HOST)', () => {
  it('logs the linked uid in from an unsigned emulator token', async () => {
    emulator();
    const { env } = await fbLogin(emulatorToken(firebaseClaims(PROJECT, DEMO_IDS.firebaseUid, nowS())));
    expect(env.value).toMatchObject({ userName: 'fireuser01', defaultPassword: false });
  });

  it('answers bind_customer_required for an unlinked uid, then binds it through a username login', async () => {
    emulator();
    const token = emulatorToken(firebaseClaims(PROJECT, 'fresh-uid-1', nowS()));
    expect((await fbLogin(token)).env.code).toBe(CODES.bindCustomerRequired);
    expect((await fbLogin(token, { username: 'agent01', password: SEED_PASSWORD })).env.value?.userName).toBe('agent01');
    expect((await fbLogin(token)).env.value?.userName).toBe('agent01');
    // The uid now belongs to agent01: linking it to another account is refused.
    expect((await fbLogin(token, { username: 'player01', password: SEED_PASSWORD })).env.code).toBe(CODES.socialAlreadyBound);
  });

  it.each([
    ['another project', { aud: 'other-project' }],
    ['another issuer', { iss: 'https://securetoken.google.com/other-project' }],
    ['expired', { exp: 1 }],
    ['issued in the future', { iat: 4_000_000_000 }],
    ['no subject', { sub: '' }],
  ])('refuses a token of %s', async (_name, override) => {
    emulator();
    const { env } = await fbLogin(emulatorToken(firebaseClaims(PROJECT, DEMO_IDS.firebaseUid, nowS(), override)));
    expect(env.code).toBe(CODES.firebaseTokenInvalid);
  });

  it('registers a new member bound to the uid (FIREBASECREATEACC3)', async () => {
    emulator();
    const token = emulatorToken(firebaseClaims(PROJECT, 'fresh-uid-2', nowS()));
    const reg = await securePostEnv<RegisterResponse>(s.app, AUTH_PATHS.register, {
      username: 'fireborn01', login: true, firebaseChannel2: 'google', firebaseIdToken2: token, registerMethod: 'H5', registerUrl: '', loginDeviceId: 'x', isOfficialAppLogin: false, linkId: null, affiliateCode: null, domain: 'localhost', referralCode: null, pixelTrack: null,
    }, { headers: { ModuleId: REGISTER_MODULES.username } });
    expect(reg.env.value?.userName).toBe('fireborn01');
    expect((await fbLogin(token)).env.value?.userName).toBe('fireborn01');
  });
});

describe('signed mode (RS256 against the key URL)', () => {
  it('accepts a token signed by a published key and caches the keys', async () => {
    vi.stubEnv('FIREBASE_CERTS_URL', keys.url);
    const before = keys.hits();
    const token = signedToken(firebaseClaims(PROJECT, DEMO_IDS.firebaseUid, nowS()), keys.privateKey, 'kid-1');
    expect((await fbLogin(token)).env.value?.userName).toBe('fireuser01');
    expect((await fbLogin(token)).env.value?.userName).toBe('fireuser01');
    expect(keys.hits() - before).toBe(1);
  });

  it('refuses an unsigned token outside emulator mode, a tampered payload and an unknown kid', async () => {
    vi.stubEnv('FIREBASE_CERTS_URL', keys.url);
    const claims = firebaseClaims(PROJECT, DEMO_IDS.firebaseUid, nowS());
    expect(await verifyFirebaseIdToken(emulatorToken(claims), PROJECT, clock)).toBe('not RS256 with a kid');
    const [h, , sig] = signedToken(claims, keys.privateKey, 'kid-1').split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url')}.${sig}`;
    expect(await verifyFirebaseIdToken(forged, PROJECT, clock)).toBe('bad signature');
    expect(await verifyFirebaseIdToken(signedToken(claims, keys.privateKey, 'kid-9'), PROJECT, clock)).toBe('unknown kid');
  });

  it('refuses when the key URL cannot be reached', async () => {
    vi.stubEnv('FIREBASE_CERTS_URL', 'http://127.0.0.1:9/keys');
    const token = signedToken(firebaseClaims(PROJECT, DEMO_IDS.firebaseUid, nowS()), keys.privateKey, 'kid-1');
    expect((await fbLogin(token)).env.code).toBe(CODES.firebaseTokenInvalid);
  });

  it.each(['', 'a.b', 'x'.repeat(50), '!!!.@@@.###', 'e30.e30.'])('refuses the malformed token %j', async (token) => {
    const r = await verifyFirebaseIdToken(token, PROJECT, clock);
    expect(typeof r).toBe('string');
  });
});

describe('gating', () => {
  it('refuses firebase login where no social sign-in flag is on (lotto)', async () => {
    emulator();
    const { status, env } = await fbLogin(emulatorToken(firebaseClaims('', 'u', nowS())), {}, { origin: LOTTO, merchant: 'lotto' });
    expect(status).toBe(403);
    expect(env.code).toBe(CODES.loginMethodDisabled);
  });
});
