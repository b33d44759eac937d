// Production wire A2, A10, A14: the device type, the marketing fields, the client-side default-password rule and
// the SMS countdown, as pure rules.
import { describe, expect, it } from 'vitest';
import { deviceTypeFor } from '../../../src/auth/clientContext.ts';
import { usesDefaultPassword } from '../../../src/auth/defaultPassword.ts';
import { buildLoginRequest } from '../../../src/auth/loginRequest.ts';
import { registerDomain, registerUrlFor } from '../../../src/auth/registerPayload.ts';
import { resendWait } from '../../../src/auth/smsCode.ts';
import { pickTrackingFields } from '../../../src/auth/trackingFields.ts';

const ctx = { inApp: false, standalone: false, webclip: false };

describe('device type (Device header and body field)', () => {
  it('is IPAD, PWA or WEBCLIP, and none in a plain tab (never MOBILE)', () => {
    expect(deviceTypeFor(ctx, true)).toBe('IPAD');
    expect(deviceTypeFor({ ...ctx, standalone: true }, false)).toBe('PWA');
    expect(deviceTypeFor({ ...ctx, webclip: true }, false)).toBe('WEBCLIP');
    expect(deviceTypeFor(ctx, false)).toBeUndefined();
  });

  it('the login body carries it and the marketing fields only when present', () => {
    const bare = buildLoginRequest({ type: 'username', username: ' u1 ', password: 'p' }, {}, { deviceId: 'd', inApp: false });
    expect(bare).toEqual({ username: 'u1', password: 'p', type: 'username', loginDeviceId: 'd', isOfficialAppLogin: false });
    const full = buildLoginRequest({ type: 'username', username: 'u1', password: 'p' }, {}, { deviceId: 'd', inApp: true, device: 'PWA', tracking: { utmSource: 's', locoTxnId: 't' } });
    expect(full).toMatchObject({ device: 'PWA', utmSource: 's', locoTxnId: 't', isOfficialAppLogin: true });
  });
});

describe('marketing fields', () => {
  it('reads either spelling, drops unsafe values, falls back to the utm_source entry', () => {
    expect(pickTrackingFields({ utm_source: 'a', locoUname: 'n', utm_campaign: 'c', loco_txn_id: 'x\u0001' }, 'z')).toEqual({ utmSource: 'a', locoUname: 'n', utmCampaign: 'c' });
    expect(pickTrackingFields(null, 'z')).toEqual({ utmSource: 'z' });
    expect(pickTrackingFields({}, null)).toEqual({});
  });
});

describe('registration context values (A10)', () => {
  it('domain is the second host label', () => {
    expect(registerDomain('www.brand.com')).toBe('brand');
    expect(registerDomain('aff1.brand.co.th')).toBe('brand');
    expect(registerDomain('localhost')).toBe('localhost');
  });

  it('registerUrl is origin, path and query, with affiliateCode and r added when missing', () => {
    expect(registerUrlFor('https://a.b.c/m/register?x=1#h', 'aff', 'ref')).toBe('https://a.b.c/m/register?x=1&affiliateCode=aff&r=ref');
    expect(registerUrlFor('https://a.b.c/m/register?affiliateCode=own', 'aff', null)).toBe('https://a.b.c/m/register?affiliateCode=own');
    expect(registerUrlFor('https://a.b.c/m/register', null, null)).toBe('https://a.b.c/m/register');
  });
});

describe('forced password change (A2)', () => {
  it('follows the server flag or the typed password equal to the configured default, never for SMS or firebase', () => {
    expect(usesDefaultPassword('username', true, 'x', '')).toBe(true);
    expect(usesDefaultPassword('username', false, 'def-pw', 'def-pw')).toBe(true);
    expect(usesDefaultPassword('username', undefined, 'other', 'def-pw')).toBe(false);
    expect(usesDefaultPassword('username', false, '', '')).toBe(false);
    expect(usesDefaultPassword('sms', true, 'def-pw', 'def-pw')).toBe(false);
    expect(usesDefaultPassword('firebase', false, 'def-pw', 'def-pw')).toBe(false);
  });
});

describe('SMS countdown (A14)', () => {
  const now = 1_800_000_000_000;
  it('reads expirationTime (epoch ms), else resendAfterSeconds, else 60 s', () => {
    expect(resendWait({ expirationTime: now + 45_000 }, now)).toBe(45);
    expect(resendWait({ expirationTime: now + 45_000, resendAfterSeconds: 90 }, now)).toBe(45);
    expect(resendWait({ expirationTime: now - 1, resendAfterSeconds: 30 }, now)).toBe(30);
    expect(resendWait({ expirationTime: 'soon' }, now)).toBe(60);
    expect(resendWait(null, now)).toBe(60);
    expect(resendWait({ expirationTime: now + 3_600_000 }, now)).toBe(60);
  });
});
