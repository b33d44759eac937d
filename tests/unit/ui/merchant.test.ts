import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WPS } from '../../../contract/wps.ts';
import { flag, loadStatus, merchantCode, state } from '../../../src/state/merchant.ts';
import { fail, json, ok, resetApi, setUrl, statusInfo, stubFetch } from './helpers.ts';

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
  it('a good answer makes the app ready and asks the status path with device, domain and url', async () => {
    const calls = stubFetch(() => json(ok(statusInfo({ whitelabelVal: { ...statusInfo().whitelabelVal, CBS3: true } }))));
    const s = await loadStatus();
    expect(state.phase).toBe('ready');
    expect(s?.merchantCode).toBe('acme');
    expect(merchantCode()).toBe('acme');
    expect(flag('CBS3')).toBe(true);
    expect(flag('REG3')).toBe(false);
    const url = new URL(calls[0]!.url, location.origin);
    expect(url.pathname).toBe(WPS.status);
    expect(url.searchParams.get('device')).toBe('MOBILE');
    expect(url.searchParams.get('originalDomain')).toBe('acme.example');
    expect(url.searchParams.get('url')).toBe('/m/home');
  });

  it('reports the domain the player first landed on, from reg_info, as originalDomain', async () => {
    localStorage.setItem('reg_info', JSON.stringify({ affiliateCode: 'aff9', referralCode: '', originalDomain: 'aff9.acme.example' }));
    const calls = stubFetch(() => json(ok(statusInfo())));
    await loadStatus();
    expect(new URL(calls[0]!.url, location.origin).searchParams.get('originalDomain')).toBe('aff9.acme.example');
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
    ['languages not a list', { ...statusInfo(), languages: 'EN' }],
    ['mobileTemplate null', { ...statusInfo(), mobileTemplate: null }],
  ])('a malformed success answer (%s) → network_error, not a crash', async (_label, value) => {
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

  // Regression: isStatusInfo accepts any object as mobileTemplate; {} passes, then boot/start's applyTheme reads
  // mobileTemplate.colors.primary and throws, start() rejects before hideSplash and the splash never goes away.
  it('a mobileTemplate without colors or params → network_error', async () => {
    stubFetch(() => json(ok({ ...statusInfo(), mobileTemplate: {} })));
    await loadStatus();
    expect(state.phase).toBe('network_error');
  });

  // Regression: phaseFor tests truthiness, so a string "false" (or any non-boolean) switches the site to maintenance.
  it('only a boolean true maintenance flag means maintenance', async () => {
    stubFetch(() => json(ok({ ...statusInfo(), maintenance: 'false' })));
    await loadStatus();
    expect(state.phase).not.toBe('maintenance');
  });
});
