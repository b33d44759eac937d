// Reference B1: production nests the status value (info, location, flags); the client maps it to the flat StatusInfo.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toStatusInfo } from '../../../src/api/statusWire.ts';
import { statusInfo } from '../ui/helpers.ts';

/** A production-like answer: only production's field names, none of Tessera's additions. */
const production = (info: Record<string, unknown> = {}, top: Record<string, unknown> = {}) => ({
  info: {
    merchantCode: 'prod1', customerService: [], domainRoute: { enabled: true }, mobileTemplate: { name: 'tmpl' }, register: {},
    resources: [{ resourceType: 'IOS', url: 'https://x.example/a.ipa' }], whitelabelVal: { CBS3: true }, whitelabel: [],
    mainDomain: 'prod.example', imageCDNs: ['https://img.example/'], launchGameCDNs: [], sms: {}, gw: { GEETEST_ID: 'g1' },
    analytics: {}, geetestSdkVersion: 'v4', language: ['en', 'th'], paths: {}, ...info,
  },
  location: { ip: '203.0.113.9' }, test: false, maintenance: false, maintenanceEnd: null, regionRestriction: false, ...top,
});

beforeEach(() => { vi.spyOn(console, 'error').mockImplementation(() => {}); });
afterEach(() => { vi.restoreAllMocks(); });

describe('toStatusInfo', () => {
  it('reads production\'s nesting: info fields, location.ip and the top-level flags', () => {
    const s = toStatusInfo(production({}, { maintenance: true, maintenanceEnd: '2030-01-01T00:00:00Z', regionRestriction: true }))!;
    expect(s).toMatchObject({
      merchantCode: 'prod1', mainDomain: 'prod.example', imageCDNs: ['https://img.example/'], ip: '203.0.113.9',
      maintenance: true, maintenanceEnd: '2030-01-01T00:00:00Z', regionRestriction: true, domainRoute: { enabled: true },
      whitelabelVal: { CBS3: true },
    });
  });

  it('falls back where production sends nothing Tessera needs', () => {
    const s = toStatusInfo(production())!;
    expect(s.merchantName).toBe('tmpl');
    expect(s.languages).toEqual(['EN', 'TH']);
    expect(s.defaultLanguage).toBe('EN');
    expect(s.affiliateCode).toBe('');
    expect(s.mobileTemplate.colors).toEqual({});
    expect(s.mobileTemplate.params).toMatchObject({ h5_logo: '', desktop_app_feature: '', pwa: { title: '', icons: { 192: '' } } });
    expect(s.register.captcha).toEqual({});
    expect(s.sms).toEqual({});
    expect(s.analytics.pixelIds).toEqual({});
    expect(s.gw).toEqual({ GEETEST_ID: 'g1', GEETEST_VERSION: 'v4' });
    expect(toStatusInfo(production({ geetestSdkVersion: undefined, gw: null }))!.gw).toEqual({ GEETEST_VERSION: 'v3' });
  });

  it('names the merchant from the pwa title, the template name, then the code', () => {
    expect(toStatusInfo(production({ mobileTemplate: { name: 't', params: { pwa: { title: 'Prod App' } } } }))!.merchantName).toBe('Prod App');
    expect(toStatusInfo(production({ mobileTemplate: null }))!.merchantName).toBe('prod1');
    expect(toStatusInfo(production({ merchantName: 'Prod Co' }))!.merchantName).toBe('Prod Co');
  });

  it.each([
    ['a comma-separated text', 'en, th,vi', ['EN', 'TH', 'VI']],
    ['a list of {code}', [{ code: 'th' }, { code: 'en' }], ['TH', 'EN']],
    ['junk', 42, []],
  ])('reads info.language as %s', (_label, language, expected) => {
    expect(toStatusInfo(production({ language }))!.languages).toEqual(expected);
  });

  it('keeps Tessera\'s additive fields when the reference server sends them', () => {
    const s = toStatusInfo(production({ languages: ['ES'], defaultLanguage: 'es', affiliateCode: 'aff1', messagingApp: { botId: 'b', authDomain: 'd' } }))!;
    expect(s).toMatchObject({ languages: ['ES'], defaultLanguage: 'ES', affiliateCode: 'aff1', messagingApp: { botId: 'b', authDomain: 'd' } });
  });

  it('degrades mistyped fields to their defaults instead of passing them on', () => {
    const s = toStatusInfo(production(
      { resources: [null, 'x', { resourceType: 'IOS', url: 'u' }], imageCDNs: 'https://img.example/', register: { captcha: 'yes' } },
      { maintenance: 'true', regionRestriction: 1, maintenanceEnd: 5 },
    ))!;
    expect(s.resources).toEqual([{ resourceType: 'IOS', url: 'u' }]);
    expect(s.imageCDNs).toEqual([]);
    expect(s.register.captcha).toEqual({});
    expect([s.maintenance, s.regionRestriction, s.maintenanceEnd]).toEqual([false, false, null]);
  });

  it('reads a flat answer (an older server, a saved copy) as well', () => {
    const flat = statusInfo();
    expect(toStatusInfo(flat)).toEqual(flat);
  });

  it.each([
    ['null', null], ['a list', []], ['info without a merchant code', production({ merchantCode: undefined })],
    ['an empty merchant code', production({ merchantCode: '' })], ['a numeric merchant code', production({ merchantCode: 7 })],
  ])('refuses %s (logged)', (_label, x) => {
    expect(toStatusInfo(x)).toBeNull();
    expect(console.error).toHaveBeenCalled();
  });
});
