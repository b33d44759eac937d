import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WPS } from '../../../contract/wps.ts';
import type { StatusInfo } from '../../../contract/wps.ts';
import { configureClient, request } from '../../../src/api/index.ts';
import { STATUS_KEY } from '../../../src/api/system.ts';
import { wireClient } from '../../../src/boot/wireClient.ts';
import { flag, headerMerchant, loadStatus, MERCHANT_KEY, merchantCode, refreshStatus, state } from '../../../src/state/merchant.ts';
import { fail, json, ok, resetApi, setUrl, statusInfo, stubFetch } from './helpers.ts';

/** The status answer in production's nesting (reference B1) built from the flat fixture. */
function wire(s: StatusInfo = statusInfo()) {
  const { maintenance, maintenanceEnd, regionRestriction, ip, languages, ...info } = s;
  return { info: { ...info, language: languages }, location: { ip }, test: false, maintenance, maintenanceEnd, regionRestriction };
}

/** display-mode media queries answer `standalone` as given. */
function displayMode(standalone: boolean): void {
  vi.stubGlobal('matchMedia', (q: string) => ({ matches: standalone && q.includes('standalone'), media: q }));
}

beforeEach(() => {
  resetApi();
  setUrl('http://acme.example/m/home');
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  state.phase = 'loading';
  state.status = null;
});

describe('loadStatus', () => {
  it('a good answer in production\'s nesting makes the app ready; the query is production\'s: device and url = the host', async () => {
    const calls = stubFetch(() => json(ok(wire(statusInfo({ whitelabelVal: { ...statusInfo().whitelabelVal, CBS3: true } })))));
    const s = await loadStatus();
    expect(state.phase).toBe('ready');
    expect(s?.merchantCode).toBe('acme');
    expect(s?.ip).toBe('198.51.100.7');
    expect(s?.languages).toEqual(['EN', 'ES']);
    expect(merchantCode()).toBe('acme');
    expect(flag('CBS3')).toBe(true);
    expect(flag('REG3')).toBe(false);
    const url = new URL(calls[0]!.url, location.origin);
    expect(url.pathname).toBe(WPS.status);
    expect([...url.searchParams]).toEqual([['device', 'MOBILE'], ['url', 'acme.example']]);
  });

  it('reports the domain the player first landed on, from reg_info, as originalDomain', async () => {
    localStorage.setItem('reg_info', JSON.stringify({ affiliateCode: 'aff9', referralCode: '', originalDomain: 'aff9.acme.example' }));
    const calls = stubFetch(() => json(ok(statusInfo())));
    await loadStatus();
    expect(new URL(calls[0]!.url, location.origin).searchParams.get('originalDomain')).toBe('aff9.acme.example');
  });

  it('in an installed app window: track 0 and no url', async () => {
    displayMode(true);
    const calls = stubFetch(() => json(ok(wire())));
    await loadStatus();
    const q = new URL(calls[0]!.url, location.origin).searchParams;
    expect([q.get('track'), q.has('url')]).toEqual(['0', false]);
  });

  it('inside the native app (inApp): no url and no track', async () => {
    displayMode(false);
    setUrl('http://acme.example/m/home?inApp=1');
    const calls = stubFetch(() => json(ok(wire())));
    await loadStatus();
    const q = new URL(calls[0]!.url, location.origin).searchParams;
    expect([q.has('track'), q.has('url')]).toEqual([false, false]);
  });

  it('a production answer without Tessera\'s extra fields still starts, on fallbacks', async () => {
    const { merchantName: _n, defaultLanguage: _d, affiliateCode: _a, messagingApp: _m, ...info } = wire().info;
    const template = { name: 'ocean', params: { pwa: { title: 'Acme PWA' } } };
    stubFetch(() => json(ok({ ...wire(), info: { ...info, mobileTemplate: template, language: ['th', 'en'] } })));
    const s = await loadStatus();
    expect(state.phase).toBe('ready');
    expect(s).toMatchObject({ merchantName: 'Acme PWA', languages: ['TH', 'EN'], defaultLanguage: 'TH', affiliateCode: '' });
    expect(s?.mobileTemplate.colors).toEqual({});
    expect(s?.mobileTemplate.params.h5_logo).toBe('');
  });

  it('a good status keeps production\'s merchant and status keys; a failed one leaves them', async () => {
    stubFetch(() => json(ok(wire())));
    await loadStatus();
    expect(localStorage.getItem(MERCHANT_KEY)).toBe('acme');
    expect(JSON.parse(localStorage.getItem(STATUS_KEY)!)).toMatchObject({ success: true, value: { info: { merchantCode: 'acme' } } });
    stubFetch(() => json(fail('domain_not_available'), 404));
    await refreshStatus();
    expect(localStorage.getItem(MERCHANT_KEY)).toBe('acme');
    expect(JSON.parse(localStorage.getItem(STATUS_KEY)!).success).toBe(true);
  });

  it('maintenance → maintenance', async () => {
    stubFetch(() => json(ok(statusInfo({ maintenance: true, maintenanceEnd: '2030-01-01T10:00:00Z' }))));
    await loadStatus();
    expect(state.phase).toBe('maintenance');
  });

  it('regionRestriction → access_denied', async () => {
    stubFetch(() => json(ok(statusInfo({ regionRestriction: true }))));
    expect(await loadStatus()).not.toBeNull();
    expect(state.phase).toBe('access_denied');
  });

  it('code domain_not_available → domain_not_available', async () => {
    stubFetch(() => json(fail('domain_not_available', 'this domain is not available'), 404));
    expect(await loadStatus()).toBeNull();
    expect(state.phase).toBe('domain_not_available');
  });

  it('production\'s errorCode domain_not_available → domain_not_available', async () => {
    stubFetch(() => json({ success: false, value: null, errorCode: 'domain_not_available', message: null }, 500));
    expect(await loadStatus()).toBeNull();
    expect(state.phase).toBe('domain_not_available');
  });

  it('network failure over plain http → network_error_http', async () => {
    stubFetch(() => { throw new TypeError('Failed to fetch'); });
    expect(await loadStatus()).toBeNull();
    expect(state.phase).toBe('network_error');
    expect(state.networkErrorKey).toBe('network_error_http');
  });

  it('network failure over https → internet_lost', async () => {
    setUrl('https://acme.example/m/home');
    state.networkErrorKey = 'network_error_http';
    stubFetch(() => { throw new TypeError('Failed to fetch'); });
    await loadStatus();
    expect(state.phase).toBe('network_error');
    expect(state.networkErrorKey).toBe('internet_lost');
  });

  it.each([
    ['a null value', null],
    ['a string value', 'ready'],
    ['merchantCode missing', { ...statusInfo(), merchantCode: undefined }],
    ['merchantCode missing in info', { ...wire(), info: { ...wire().info, merchantCode: '' } }],
  ])('a success answer without a merchant (%s) → network_error, not a crash', async (_label, value) => {
    stubFetch(() => json(ok(value)));
    await expect(loadStatus()).resolves.toBeNull();
    expect(state.phase).toBe('network_error');
    expect(state.status).toBeNull();
  });

  it('a non-JSON answer → network_error', async () => {
    stubFetch(() => new Response('<html>502</html>', { status: 200 }));
    await loadStatus();
    expect(state.phase).toBe('network_error');
  });

  // Regression: applyTheme reads mobileTemplate.colors and params; a template without them must not reach it as such.
  it.each([['{}', {}], ['null', null]])('a mobileTemplate of %s starts on the default template', async (_label, mobileTemplate) => {
    stubFetch(() => json(ok({ ...wire(), info: { ...wire().info, mobileTemplate } })));
    const s = await loadStatus();
    expect(state.phase).toBe('ready');
    expect(s?.mobileTemplate.colors).toEqual({});
    expect(s?.mobileTemplate.params.pwa.icons['192']).toBe('');
  });

  // Regression: phaseFor tests truthiness, so a string "false" (or any non-boolean) switches the site to maintenance.
  it('only a boolean true maintenance flag means maintenance', async () => {
    stubFetch(() => json(ok({ ...statusInfo(), maintenance: 'false' })));
    await loadStatus();
    expect(state.phase).not.toBe('maintenance');
  });
});

describe('the Merchant header (reference section 1)', () => {
  it('is the status merchant, else production\'s stored merchant, else none; a malformed stored one is skipped', () => {
    expect(headerMerchant()).toBeNull();
    localStorage.setItem(MERCHANT_KEY, 'bad merchant\r\n');
    expect(headerMerchant()).toBeNull();
    localStorage.setItem(MERCHANT_KEY, 'stored-co');
    expect(headerMerchant()).toBe('stored-co');
    state.status = statusInfo();
    expect(headerMerchant()).toBe('acme');
  });

  it('goes with the very first call, the status call included, when a merchant is stored', async () => {
    localStorage.setItem(MERCHANT_KEY, 'stored-co');
    wireClient();
    const calls = stubFetch(() => json(ok(wire())));
    await loadStatus();
    expect(calls[0]!.headers.Merchant).toBe('stored-co');
    await request({ method: 'GET', path: '/wps/member/info' });
    expect(calls[1]!.headers.Merchant).toBe('acme');
  });

  it('is absent on a first visit until the status answer names it', async () => {
    configureClient({});
    wireClient();
    const calls = stubFetch(() => json(ok(wire())));
    await loadStatus();
    expect(calls[0]!.headers.Merchant).toBeUndefined();
  });
});
