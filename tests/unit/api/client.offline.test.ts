// @vitest-environment-options {"url": "https://shop.example.com/m/home"}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../src/api/client.ts';
import { CLIENT_CODES } from '../../../src/api/clientCodes.ts';
import { configureClient } from '../../../src/api/hooks.ts';
import { failEnv, json, resetAll, stubFetch } from './fetchStub.ts';

describe('offline over https', () => {
  const onAlert = vi.fn();
  const onOfflineToast = vi.fn();
  beforeEach(() => {
    resetAll();
    onAlert.mockReset();
    onOfflineToast.mockReset();
    configureClient({ onAlert, onOfflineToast });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('runs on an https page', () => {
    expect(location.protocol).toBe('https:');
  });

  it('a network error shows the offline toast instead of an alert', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const env = await request({ method: 'GET', path: '/wps/x' });
    expect(env.code).toBe(CLIENT_CODES.network);
    expect(onOfflineToast).toHaveBeenCalledTimes(1);
    expect(onAlert).not.toHaveBeenCalled();
  });

  it('the toast applies to silent calls too', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await request({ method: 'POST', path: '/wps/x', silent: true });
    expect(onOfflineToast).toHaveBeenCalledTimes(1);
  });

  it('navigator.onLine false turns any failure into the toast', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stubFetch(() => json(failEnv('some.error', 'Boom')));
    await request({ method: 'POST', path: '/wps/x' });
    expect(onOfflineToast).toHaveBeenCalledTimes(1);
    expect(onAlert).not.toHaveBeenCalled();
  });

  it('online, a server failure still alerts', async () => {
    stubFetch(() => json(failEnv('some.error', 'Boom')));
    await request({ method: 'POST', path: '/wps/x' });
    expect(onOfflineToast).not.toHaveBeenCalled();
    expect(onAlert).toHaveBeenCalledWith('Boom');
  });
});
