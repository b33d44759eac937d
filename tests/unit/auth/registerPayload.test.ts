import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerMethodFor } from '../../../src/auth/clientContext.ts';
import { buildRegisterPayload, collectRegisterContext, type RegisterContext } from '../../../src/auth/registerPayload.ts';
import { PRE_REGISTER_REWARD_TOKEN_KEY } from '../../../contract/auth.ts';
import { TRACKING_KEY } from '../../../src/lib/tracking.ts';
import { REG_INFO_KEY } from '../../../src/lib/affiliate.ts';
import { state as merchant } from '../../../src/state/merchant.ts';
import { setUrl } from '../ui/helpers.ts';
import { withMerchant } from './authMocks.ts';

vi.mock('../../../src/lib/deviceId.ts', () => ({ getDeviceId: async () => 'd'.repeat(36) }));

const ctx: RegisterContext = {
  registerMethod: 'H5', registerUrl: 'https://acme.example/m/register', loginDeviceId: 'd'.repeat(36), isOfficialAppLogin: false,
  linkId: 'tid-9', affiliateCode: 'aff1', referralCode: 'ref7', domain: 'acme.example', pixelTrack: { fbclid: 'F1' },
};

describe('registration payload (spec section 3)', () => {
  it('username registration carries every field', () => {
    const p = buildRegisterPayload({ kind: 'username', username: ' carol01 ', password: 'Passw0rd1' }, { login: true, captcha: { geetestValidateV4: 'v' } }, ctx, true);
    expect(p).toEqual({ username: 'carol01', password: 'Passw0rd1', login: true, geetestValidateV4: 'v', ...ctx });
  });

  it('mobile registration without the password-required setting sends no password (the server applies the default)', () => {
    const form = { kind: 'mobile' as const, countryDialingCode: '66', mobileNum: '812345678', smsCode: '123456', password: 'typed1234' };
    const p = buildRegisterPayload(form, { login: true, captcha: {} }, ctx, false);
    expect(p).not.toHaveProperty('password');
    expect(p).toMatchObject({ mobileNum: '812345678', countryDialingCode: '66', smsCode: '123456' });
    expect(buildRegisterPayload(form, { login: true, captcha: {} }, ctx, true).password).toBe('typed1234');
  });

  it('social tokens and the SMS template are added only when given', () => {
    const p = buildRegisterPayload({ kind: 'username', username: 'u', password: 'p' }, { login: false, captcha: {}, lineSessionToken: 'L', telegramAuth: '' }, ctx, true);
    expect(p.lineSessionToken).toBe('L');
    expect(p).not.toHaveProperty('telegramAuth');
    expect(p.login).toBe(false);
  });

  it('registerMethod: APP in the native app, PWA when standalone, WEBCLIP when the flag is 1, else H5', () => {
    expect(registerMethodFor({ inApp: true, standalone: true, webclip: true })).toBe('APP');
    expect(registerMethodFor({ inApp: false, standalone: true, webclip: true })).toBe('PWA');
    expect(registerMethodFor({ inApp: false, standalone: false, webclip: true })).toBe('WEBCLIP');
    expect(registerMethodFor({ inApp: false, standalone: false, webclip: false })).toBe('H5');
  });
});

describe('collectRegisterContext', () => {
  beforeEach(() => { withMerchant(); });
  afterEach(() => { merchant.status = null; });

  it('reads linkId from the stored tid, the affiliate and referral codes, the host and the device id', async () => {
    setUrl('https://aff9.acme.example/m/register?r=ref5&gclid=G9');
    localStorage.setItem(TRACKING_KEY, JSON.stringify({ tid: 'link-77' }));
    const c = await collectRegisterContext();
    // Production wire A10: domain is the host's second label; registerUrl keeps the query and adds affiliateCode.
    expect(c).toMatchObject({
      registerMethod: 'H5', linkId: 'link-77', affiliateCode: 'aff9', referralCode: 'ref5', domain: 'acme',
      registerUrl: 'https://aff9.acme.example/m/register?r=ref5&gclid=G9&affiliateCode=aff9', loginDeviceId: 'd'.repeat(36), isOfficialAppLogin: false,
    });
    expect(c.device).toBeUndefined();
    expect(c.preRegisterRewardToken).toBeUndefined();
    expect(c.pixelTrack).toMatchObject({ gclid: 'G9' });
  });

  it('adds the reward token from sessionStorage, the marketing fields and the device type when present', async () => {
    setUrl('https://www.acme.example/m/register');
    sessionStorage.setItem(PRE_REGISTER_REWARD_TOKEN_KEY, 'reward-1');
    localStorage.setItem(TRACKING_KEY, JSON.stringify({ utm_source: 'ads', locoUid: 'u9' }));
    localStorage.setItem('WEBCLIP', '1');
    try {
      const c = await collectRegisterContext();
      expect(c).toMatchObject({ domain: 'acme', registerUrl: 'https://www.acme.example/m/register', preRegisterRewardToken: 'reward-1', utmSource: 'ads', locoUid: 'u9', device: 'WEBCLIP' });
    } finally {
      sessionStorage.removeItem(PRE_REGISTER_REWARD_TOKEN_KEY);
      localStorage.removeItem('WEBCLIP');
    }
  });

  it('the stored WEBCLIP flag and inApp change the method; reg_info supplies the affiliate code', async () => {
    setUrl('https://acme.example/m/register');
    localStorage.setItem('WEBCLIP', '1');
    localStorage.setItem(REG_INFO_KEY, JSON.stringify({ affiliateCode: 'stored1', referralCode: '', originalDomain: 'x' }));
    expect(await collectRegisterContext()).toMatchObject({ registerMethod: 'WEBCLIP', affiliateCode: 'stored1', referralCode: null, linkId: null });
    setUrl('https://acme.example/m/register?inApp=1');
    expect(await collectRegisterContext()).toMatchObject({ registerMethod: 'APP', isOfficialAppLogin: true });
  });
});
