import { describe, expect, it } from 'vitest';
import { CODES } from '../../contract/serverCodes.ts';
import { WHITELABEL_FLAGS } from '../../contract/flags.ts';
import type { StatusInfo, StatusWire } from '../../contract/wps.ts';
import { seed } from '../../server/db/seed.ts';
import { toStatusInfo } from '../../src/api/statusWire.ts';
import { call, envelope, testApp, useApp } from './helpers.ts';

/** Every key of contract StatusInfo: a field dropped from the answer fails the completeness test. */
const STATUS_KEYS: (keyof StatusInfo)[] = [
  'merchantCode', 'merchantName', 'customerService', 'domainRoute', 'mobileTemplate', 'register', 'resources',
  'whitelabelVal', 'mainDomain', 'imageCDNs', 'sms', 'messagingApp', 'gw', 'analytics', 'maintenance',
  'maintenanceEnd', 'regionRestriction', 'ip', 'languages', 'defaultLanguage', 'affiliateCode',
];

const s = useApp();

/** Production's nesting of the answer (reference B1): top level, value.info and value.location. */
const WIRE_KEYS = ['info', 'location', 'maintenance', 'maintenanceEnd', 'regionRestriction', 'test'];
const PRODUCTION_INFO_KEYS = [
  'customerService', 'domainRoute', 'mobileTemplate', 'register', 'resources', 'whitelabelVal', 'whitelabel', 'mainDomain',
  'imageCDNs', 'launchGameCDNs', 'sms', 'merchantCode', 'gw', 'analytics', 'geetestSdkVersion', 'language', 'paths',
];
/** Tessera's additions inside info: the client falls back when they are absent (production). */
const ADDED_INFO_KEYS = ['merchantName', 'defaultLanguage', 'affiliateCode', 'messagingApp'];

/** The answer as sent (wire) and as the client reads it (env, the flat StatusInfo of src/api/statusWire.ts). */
const status = async (origin: string, headers: Record<string, string> = {}) => {
  const res = await call(s.app, `${origin}/wps/v2/system/status?device=MOBILE`, { headers });
  const wire = await envelope<StatusWire>(res);
  const env = { ...wire, value: wire.success ? toStatusInfo(wire.value) : null };
  return { res, wire, env };
};

describe('merchant and affiliate resolution by host', () => {
  it.each([
    ['http://localhost:8080', 'demo', ''],
    ['http://127.0.0.1:8080', 'demo', ''],
    ['http://aff42.demo.localhost', 'demo', 'aff42'],
    ['http://www.lotto.localhost', 'lotto', ''],
    ['http://x.lotto.localhost:3000', 'lotto', 'x'],
  ])('%s -> merchant %s, affiliate "%s"', async (origin, merchant, affiliate) => {
    const { res, env } = await status(origin);
    expect(res.status).toBe(200);
    expect(env.value?.merchantCode).toBe(merchant);
    expect(env.value?.affiliateCode).toBe(affiliate);
  });

  it('answers domain_not_available (404 envelope) for an unknown host', async () => {
    const { res, env } = await status('http://casino.example.com');
    expect(res.status).toBe(404);
    expect(env).toMatchObject({ success: false, value: null, code: CODES.domainNotAvailable });
  });

  it('does not treat the bare wildcard base as a merchant domain', async () => {
    const { res } = await status('http://lotto.localhost');
    expect(res.status).toBe(404);
  });
});

describe('status', () => {
  it.each(['http://localhost', 'http://www.lotto.localhost'])('answers in production\'s nesting on %s', async (origin) => {
    const { res, wire } = await status(origin);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(wire.success).toBe(true);
    const v = wire.value!;
    expect(Object.keys(v).sort()).toEqual([...WIRE_KEYS].sort());
    expect(Object.keys(v.info).sort()).toEqual([...PRODUCTION_INFO_KEYS, ...ADDED_INFO_KEYS].sort());
    expect(v.location).toEqual({ ip: '127.0.0.1' });
    expect([v.test, v.maintenance, v.regionRestriction, v.maintenanceEnd]).toEqual([false, false, false, null]);
    expect(v.info.language).toEqual(expect.arrayContaining([v.info.defaultLanguage]));
    expect(v.info.whitelabel).toEqual(Object.keys(v.info.whitelabelVal).filter((k) => v.info.whitelabelVal[k as keyof typeof v.info.whitelabelVal]));
    expect(v.info.geetestSdkVersion).toBe(v.info.gw.GEETEST_VERSION);
    expect(Object.keys(v.info.whitelabelVal).sort()).toEqual([...WHITELABEL_FLAGS].sort());
    expect(v).not.toHaveProperty('ip');
    expect(v.info).not.toHaveProperty('languages');
  });

  it.each(['http://localhost', 'http://www.lotto.localhost'])('reads back as every StatusInfo field on %s', async (origin) => {
    const { env } = await status(origin);
    expect(Object.keys(env.value ?? {}).filter((k) => (STATUS_KEYS as string[]).includes(k)).sort()).toEqual([...STATUS_KEYS].sort());
    expect(env.value?.ip).toBe('127.0.0.1');
  });

  it('answers domain_not_available with errorCode as well as code (reference section 1)', async () => {
    const { wire } = await status('http://casino.example.com');
    expect(wire).toMatchObject({ success: false, code: CODES.domainNotAvailable, errorCode: CODES.domainNotAvailable });
    const missing = await envelope(await call(s.app, 'http://localhost/wps/no/such/call', { headers: { Merchant: 'demo' } }));
    expect(missing).toMatchObject({ success: false, code: CODES.notFound, errorCode: CODES.notFound });
  });

  it('differs per merchant: names, languages, default language, colours, gw defaults', async () => {
    const demo = (await status('http://localhost')).env.value!;
    const lotto = (await status('http://www.lotto.localhost')).env.value!;
    expect([demo.merchantName, lotto.merchantName]).toEqual(['Demo Casino', 'Lotto Star']);
    expect(demo.defaultLanguage).toBe('EN');
    expect(lotto.defaultLanguage).toBe('TH');
    expect(demo.languages).toEqual(expect.arrayContaining(['EN', 'CN', 'TH', 'VI', 'UR', 'PT-BR']));
    expect(lotto.languages).not.toContain('CN');
    expect(demo.mobileTemplate.colors.primary).not.toBe(lotto.mobileTemplate.colors.primary);
    expect(demo.gw).toMatchObject({ GEETEST_VERSION: 'v3', PROFILE_ICON_COUNT: 9 });
    expect(lotto.gw.GEETEST_VERSION).toBe('v4');
  });

  it('puts images on the request origin and the CDN list', async () => {
    const v = (await status('http://aff42.demo.localhost:9000')).env.value!;
    expect(v.imageCDNs).toEqual(['http://aff42.demo.localhost:9000/cdn/demo']);
    expect(v.mobileTemplate.params.pwa.icons['512']).toBe('http://aff42.demo.localhost:9000/cdn/demo/icon-512.png');
    expect(v.mobileTemplate.params.apple_touch_icon).toBe('http://aff42.demo.localhost:9000/cdn/demo/apple-touch-icon.png');
    expect(v.mobileTemplate.params.h5_logo).toMatch(/^http:\/\/aff42\.demo\.localhost:9000\/cdn\/demo\//);
  });

  it('never returns the server-only default registration password', async () => {
    const row = await s.db.selectFrom('merchants').select('config').where('code', '=', 'demo').executeTakeFirstOrThrow();
    const secret = row.config.server.defaultRegistrationPassword;
    const res = await call(s.app, 'http://localhost/wps/v2/system/status');
    expect(secret.length).toBeGreaterThan(4);
    expect(await res.text()).not.toContain(secret);
  });

  it('reports region restriction only for a listed IP, and only trusts the test IP header when allowed', async () => {
    const blocked = { 'X-Test-Client-IP': '203.0.113.66' };
    expect((await status('http://localhost', blocked)).env.value).toMatchObject({ regionRestriction: true, ip: '203.0.113.66' });
    expect((await status('http://localhost', { 'X-Test-Client-IP': '198.51.100.1' })).env.value?.regionRestriction).toBe(false);
    const strict = testApp(s.db, { trustTestIpHeader: false });
    const res = await call(strict, 'http://localhost/wps/v2/system/status', { headers: blocked });
    expect((await envelope<StatusWire>(res)).value).toMatchObject({ regionRestriction: false, location: { ip: '127.0.0.1' } });
  });

  it('still answers status during maintenance while member calls are refused', async () => {
    const row = await s.db.selectFrom('merchants').select('config').where('code', '=', 'lotto').executeTakeFirstOrThrow();
    const config = { ...row.config, maintenance: true, maintenanceEnd: '2999-01-01T00:00:00Z' };
    await s.db.updateTable('merchants').set({ config: JSON.stringify(config) }).where('code', '=', 'lotto').execute();
    try {
      const { res, env } = await status('http://www.lotto.localhost');
      expect(res.status).toBe(200);
      expect(env.value).toMatchObject({ maintenance: true, maintenanceEnd: '2999-01-01T00:00:00Z' });
      const key = await call(s.app, 'http://www.lotto.localhost/wps/session/key/rsa', { headers: { Merchant: 'lotto' } });
      expect(key.status).toBe(503);
      expect((await envelope(key)).code).toBe(CODES.maintenance);
    } finally {
      await seed(s.db);
    }
    expect((await status('http://www.lotto.localhost')).env.value?.maintenance).toBe(false);
  });
});

describe('country and domain route', () => {
  it('answers the merchant country info', async () => {
    const env = await envelope<{ currency: string; countryCode: string; countries: unknown[] }>(await call(s.app, 'http://www.lotto.localhost/wps/system/country'));
    expect(env.value).toMatchObject({ currency: 'THB', countryCode: 'TH' });
    expect(env.value?.countries.length).toBeGreaterThan(0);
  });

  it('answers the domain list', async () => {
    const env = await envelope<{ domainList: { domainName: string }[] }>(await call(s.app, 'http://localhost/wps/system/domainRoute?device=MOBILE'));
    expect(env.value?.domainList).toEqual([{ domainName: 'www.demo.localhost' }]);
  });
});

describe('seed', () => {
  it('is idempotent: a second run adds no rows and keeps the RSA keys', async () => {
    const count = async (table: 'members' | 'merchant_domains' | 'rsa_keys') =>
      (await s.db.selectFrom(table).selectAll().execute()).length;
    const before = { members: await count('members'), domains: await count('merchant_domains'), keys: await s.db.selectFrom('rsa_keys').select('key_id').orderBy('merchant').execute() };
    await seed(s.db);
    expect(await count('members')).toBe(before.members);
    expect(await count('merchant_domains')).toBe(before.domains);
    expect(await s.db.selectFrom('rsa_keys').select('key_id').orderBy('merchant').execute()).toEqual(before.keys);
  });
});
