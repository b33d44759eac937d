// readSecureJson through the real app and database: the login accepts only encrypted bodies, in the
// versions the merchant accepts, and refuses plaintext, tampering and other versions with clear codes.
// Replay and the seal time: replay-sealed.test.ts.
import { createHmac } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { CODES } from '../../contract/serverCodes.ts';
import type { RsaKeyInfo } from '../../contract/wps.ts';
import { secureBodyText } from '../../contract/hybrid.ts';
import { toHex } from '../../workers/hybrid/bytes.ts';
import { rsaRaw } from '../../workers/hybrid/rsa.ts';
import { desEcbBase64 } from '../../workers/hybrid/v1.ts';
import { fetchRsaKey, sealJsonInit, type SealedInit } from '../support/secureRequest.ts';
import { captureLogs, call, DEMO, envelope, LOTTO, SEED_PASSWORD, useApp } from './helpers.ts';
import { countingRandom, fixtureKey } from './secure-fixture.ts';

const { warned, log } = captureLogs();
const s = useApp(log);
const creds = (username: string) => ({ username, password: SEED_PASSWORD, type: 'username' });
const keyOf = (origin: string, merchant: string) => fetchRsaKey((u, init) => s.app.request(u, init), origin, merchant);
const postLogin = (origin: string, merchant: string, sealed: SealedInit, headers: Record<string, string> = {}) =>
  call(s.app, `${origin}/wps/session/login`, { method: 'POST', headers: { Merchant: merchant, ...sealed.headers, ...headers }, body: sealed.body });
const withVersion = (key: RsaKeyInfo, DES: RsaKeyInfo['DES']): RsaKeyInfo => ({ ...key, DES });

async function expectRefused(res: Response, code: string): Promise<void> {
  expect(res.status).toBe(400);
  expect(await envelope(res)).toMatchObject({ success: false, value: null, code });
}

describe('encrypted login', () => {
  it.each([
    [DEMO, 'demo', 'player01', 'v2', 'v1'],
    [LOTTO, 'lotto', 'lottoplayer', 'v1', 'v2'],
  ] as const)('%s (%s, %s) accepts the version it advertises (%s) and refuses %s with request.encryption.version.refused', async (origin, merchant, username, own, other) => {
    const key = await keyOf(origin, merchant);
    expect(key.DES).toBe(own);
    const res = await postLogin(origin, merchant, await sealJsonInit(key, creds(username)));
    expect(await envelope(res)).toMatchObject({ success: true, value: { userName: username } });
    await expectRefused(await postLogin(origin, merchant, await sealJsonInit(withVersion(key, other), creds(username))), CODES.encryptionVersionRefused);
  });

  it('refuses a plain JSON body unread, with request.encryption.required, and logs the refusal', async () => {
    const res = await call(s.app, `${DEMO}/wps/session/login`, { method: 'POST', headers: { Merchant: 'demo' }, json: creds('player01') });
    await expectRefused(res, CODES.encryptionRequired);
    expect(warned.at(-1)).toMatch(/^400 request\.encryption\.required POST \/wps\/session\/login/);
    expect(warned.join('\n')).not.toContain(SEED_PASSWORD);
  });

  it('refuses a body missing any one of the three headers', async () => {
    const sealed = await sealJsonInit(await keyOf(DEMO, 'demo'), creds('player01'));
    for (const drop of ['Encryption', 'X-Digest', 'X-RSA']) {
      const headers = { ...sealed.headers };
      delete headers[drop];
      await expectRefused(await call(s.app, `${DEMO}/wps/session/login`, { method: 'POST', headers: { Merchant: 'demo', ...headers }, body: sealed.body }), CODES.encryptionRequired);
    }
  });

  it('refuses an unknown key id and another merchant\'s key id', async () => {
    const demo = await keyOf(DEMO, 'demo');
    const lotto = await keyOf(LOTTO, 'lotto');
    await expectRefused(await postLogin(DEMO, 'demo', await sealJsonInit({ ...demo, RSA: 'no-such-key' }, creds('player01'))), CODES.encryptionKeyUnknown);
    // Sealed correctly under lotto's key, but sent to demo: keys are per merchant.
    await expectRefused(await postLogin(DEMO, 'demo', await sealJsonInit(lotto, creds('player01'))), CODES.encryptionKeyUnknown);
  });

  it('refuses a body sealed under a key the server never issued', async () => {
    const demo = await keyOf(DEMO, 'demo');
    await expectRefused(await postLogin(DEMO, 'demo', await sealJsonInit(fixtureKey('v2', demo.RSA), creds('player01'))), CODES.encryptionInvalid);
    const lotto = await keyOf(LOTTO, 'lotto');
    await expectRefused(await postLogin(LOTTO, 'lotto', await sealJsonInit(fixtureKey('v1'), creds('lottoplayer')), { 'X-RSA': lotto.RSA }), CODES.encryptionInvalid);
  });

  it('live v1 (production wire section 3): X-RSA is the modulus text, X-Digest the value; the key id form is still read', async () => {
    const lotto = await keyOf(LOTTO, 'lotto');
    expect(lotto.RSA).toMatch(/^[0-9a-f]{512}$/);
    const sealed = await sealJsonInit(lotto, creds('lottoplayer'));
    expect(sealed.headers['X-Digest']).toBe((JSON.parse(sealed.body) as { value: string }).value);
    expect((await envelope(await postLogin(LOTTO, 'lotto', sealed))).success).toBe(true);
    // Upper-case modulus text with leading zeros names the same key.
    const loud = await sealJsonInit(lotto, creds('lottoplayer'));
    expect((await envelope(await postLogin(LOTTO, 'lotto', loud, { 'X-RSA': `00${lotto.RSA.toUpperCase()}` }))).success).toBe(true);
    const row = await s.db.selectFrom('rsa_keys').select('key_id').where('merchant', '=', 'lotto').executeTakeFirstOrThrow();
    const byId = await sealJsonInit(lotto, creds('lottoplayer'));
    expect((await envelope(await postLogin(LOTTO, 'lotto', byId, { 'X-RSA': row.key_id }))).success).toBe(true);
  });

  it("the reference server's earlier v1 form (reversed key, HMAC X-Digest, key id) still logs in", async () => {
    const lotto = await keyOf(LOTTO, 'lotto');
    const row = await s.db.selectFrom('rsa_keys').select('key_id').where('merchant', '=', 'lotto').executeTakeFirstOrThrow();
    const body = secureBodyText(desEcbBase64(JSON.stringify({ ...creds('lottoplayer'), sealedAt: Date.now() }), 'ABCDEFGHIJKLMNOP'));
    const encryption = toHex(rsaRaw(lotto.rsaKey, Buffer.from('PONMLKJIHGFEDCBA')));
    const digest = createHmac('sha256', 'ABCDEFGHIJKLMNOP').update(body).digest('hex');
    const headers = { 'Content-Type': 'application/json', Encryption: encryption, 'X-Digest': digest, 'X-RSA': row.key_id };
    expect((await envelope(await postLogin(LOTTO, 'lotto', { headers, body }))).success).toBe(true);
  });

  it('live v1: a forged value with X-Digest equal to it fails decryption, not login', async () => {
    const sealed = await sealJsonInit(await keyOf(LOTTO, 'lotto'), creds('lottoplayer'));
    const value = (JSON.parse(sealed.body) as { value: string }).value;
    const forged = Buffer.from(value, 'base64');
    forged[forged.length - 1] = (forged[forged.length - 1] ?? 0) ^ 0xff;
    const v = forged.toString('base64');
    await expectRefused(await postLogin(LOTTO, 'lotto', { headers: sealed.headers, body: JSON.stringify({ value: v }) }, { 'X-Digest': v }), CODES.encryptionInvalid);
  });

  it.each([
    ['v1', LOTTO, 'lotto', 'lottoplayer'],
    ['v2', DEMO, 'demo', 'player01'],
  ] as const)('%s: refuses a tampered body or digest with request.digest.invalid', async (_version, origin, merchant, username) => {
    const sealed = await sealJsonInit(await keyOf(origin, merchant), creds(username));
    const value = (JSON.parse(sealed.body) as { value: string }).value;
    const swapped = value[5] === 'A' ? 'B' : 'A';
    await expectRefused(await postLogin(origin, merchant, { ...sealed, body: sealed.body.replace(value, value.slice(0, 5) + swapped + value.slice(6)) }), CODES.digestInvalid);
    await expectRefused(await postLogin(origin, merchant, sealed, { 'X-Digest': '0'.repeat(64) }), CODES.digestInvalid);
  });

  it('refuses a body that is not exactly {"value": string}, even with a valid digest', async () => {
    // Fixed randomness: the v1 session key is known ('ABCDEFGHIJKLMNOP'), so the test can sign any text with it.
    const sealed = await sealJsonInit(await keyOf(LOTTO, 'lotto'), creds('lottoplayer'), countingRandom(0));
    const value = (JSON.parse(sealed.body) as { value: string }).value;
    for (const body of [`{"value":"${value}","extra":1}`, `{"value":7}`, `["${value}"]`, 'not json']) {
      const digest = createHmac('sha256', 'ABCDEFGHIJKLMNOP').update(body).digest('hex');
      await expectRefused(await postLogin(LOTTO, 'lotto', { ...sealed, body }, { 'X-Digest': digest }), CODES.encryptionInvalid);
    }
    // The untouched body under the same key still logs in: the refusals above are about shape alone.
    expect((await envelope(await postLogin(LOTTO, 'lotto', sealed))).success).toBe(true);
  });

  it('validates the decrypted payload like any body: wrong types name the field', async () => {
    const res = await postLogin(DEMO, 'demo', await sealJsonInit(await keyOf(DEMO, 'demo'), { ...creds('player01'), username: 42 }));
    expect(res.status).toBe(400);
    expect(await envelope(res)).toMatchObject({ code: CODES.badRequest, message: expect.stringContaining('username') });
  });
});

describe('the advertised and accepted versions are a merchant setting', () => {
  const setSecurity = (merchant: string, security: unknown) =>
    sql`update merchants set config = ${security === undefined ? sql`config - 'security'` : sql`jsonb_set(config, '{security}', ${JSON.stringify(security)}::jsonb)`} where code = ${merchant}`.execute(s.db);

  it('seeds demo on v2 and lotto on v1; a merchant moving to v1 advertising keeps accepting its listed v2', async () => {
    expect((await keyOf(DEMO, 'demo')).DES).toBe('v2');
    expect((await keyOf(LOTTO, 'lotto')).DES).toBe('v1');
    await setSecurity('demo', { encryption: 'v1', accept: ['v2'] });
    try {
      const key = await keyOf(DEMO, 'demo');
      expect(key.DES).toBe('v1');
      // Clients still holding the old advertisement keep working, and the advertised version is always accepted.
      expect((await envelope(await postLogin(DEMO, 'demo', await sealJsonInit(withVersion(key, 'v2'), creds('player01'))))).success).toBe(true);
      expect((await envelope(await postLogin(DEMO, 'demo', await sealJsonInit(key, creds('player01'))))).success).toBe(true);
    } finally {
      await setSecurity('demo', { encryption: 'v2', accept: ['v2'] });
    }
  });

  it('lotto accepts v2 only once its config lists it', async () => {
    const key = withVersion(await keyOf(LOTTO, 'lotto'), 'v2');
    await expectRefused(await postLogin(LOTTO, 'lotto', await sealJsonInit(key, creds('lottoplayer'))), CODES.encryptionVersionRefused);
    await setSecurity('lotto', { encryption: 'v1', accept: ['v1', 'v2'] });
    try {
      expect((await envelope(await postLogin(LOTTO, 'lotto', await sealJsonInit(key, creds('lottoplayer'))))).success).toBe(true);
    } finally {
      await setSecurity('lotto', { encryption: 'v1', accept: ['v1'] });
    }
  });

  it.each([
    ['no security setting', undefined],
    ['a malformed one', { encryption: 'v3', accept: 'v1' }],
  ])('a merchant with %s is on v2 alone', async (_label, security) => {
    await setSecurity('lotto', security);
    try {
      const key = await keyOf(LOTTO, 'lotto');
      expect(key.DES).toBe('v2');
      expect((await envelope(await postLogin(LOTTO, 'lotto', await sealJsonInit(key, creds('lottoplayer'))))).success).toBe(true);
      await expectRefused(await postLogin(LOTTO, 'lotto', await sealJsonInit(withVersion(key, 'v1'), creds('lottoplayer'))), CODES.encryptionVersionRefused);
    } finally {
      await setSecurity('lotto', { encryption: 'v1', accept: ['v1'] });
    }
  });
});
