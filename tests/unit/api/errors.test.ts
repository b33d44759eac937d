import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGOUT_CODES } from '../../../contract/serverCodes.ts';
import type { Envelope } from '../../../contract/envelope.ts';
import { CLIENT_CODES, NETWORK_ERROR_MESSAGE } from '../../../src/api/clientCodes.ts';
import { handleFailure, resetSessionExpiry } from '../../../src/api/errors.ts';
import { configureClient, resetClientHooks } from '../../../src/api/hooks.ts';

const fail = (code: string | null, message: string | null = null): Envelope => ({ success: false, value: null, code, message });
const HTTP = { protocol: 'http:', online: true };
const HTTPS = { protocol: 'https:', online: true };

describe('handleFailure (spec section 8)', () => {
  const onSessionExpired = vi.fn();
  const onAlert = vi.fn();
  const onOfflineToast = vi.fn();
  beforeEach(() => {
    resetClientHooks();
    resetSessionExpiry();
    [onSessionExpired, onAlert, onOfflineToast].forEach((f) => f.mockReset());
    configureClient({ onSessionExpired, onAlert, onOfflineToast });
  });

  it('lists exactly the three logout codes', () => {
    expect([...LOGOUT_CODES].sort()).toEqual(['customer.not.login', 'login.not.session', 'user.or.token.invalid']);
  });

  it.each(LOGOUT_CODES)('logout code %s ends the session without an alert', (code) => {
    expect(handleFailure(fail(code, 'bye'), 200, {}, HTTP)).toBe('session-expired');
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(onAlert).not.toHaveBeenCalled();
  });

  it('CUSTOMER_NOT_LOGIN as a message or as a code ends the session', () => {
    expect(handleFailure(fail('whatever', 'CUSTOMER_NOT_LOGIN'), 200, {}, HTTP)).toBe('session-expired');
    resetSessionExpiry();
    expect(handleFailure(fail('CUSTOMER_NOT_LOGIN'), 200, {}, HTTP)).toBe('session-expired');
    expect(onSessionExpired).toHaveBeenCalledTimes(2);
  });

  it('HTTP 401 ends the session whatever the body; the latch allows one call until reset', () => {
    for (let i = 0; i < 3; i += 1) handleFailure(fail(CLIENT_CODES.invalid), 401, {}, HTTP);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    resetSessionExpiry();
    handleFailure(fail(null), 401, { silent: true }, HTTP);
    expect(onSessionExpired).toHaveBeenCalledTimes(2);
  });

  it.each(['TOO_MANY_REQUEST', 'TOO_MANY_REQUEST_PER_IP', 'TOO_MANY_REQUEST_ANYTHING'])('%s is silent', (code) => {
    expect(handleFailure(fail(code, 'slow down'), 429, {}, HTTP)).toBe('silent');
    expect(onAlert).not.toHaveBeenCalled();
  });

  it('HTTP 502 is silent', () => {
    expect(handleFailure(fail('bad.gateway', 'x'), 502, {}, HTTP)).toBe('silent');
    expect(onAlert).not.toHaveBeenCalled();
  });

  it('other failures alert the message, or null for the unknown-error text', () => {
    expect(handleFailure(fail('login.cred.err', 'Wrong password'), 200, {}, HTTP)).toBe('alert');
    expect(handleFailure(fail('x'), 500, {}, HTTP)).toBe('alert');
    expect(onAlert.mock.calls).toEqual([['Wrong password'], [null]]);
  });

  it('silent suppresses the alert only', () => {
    expect(handleFailure(fail('x', 'm'), 200, { silent: true }, HTTP)).toBe('silent');
    expect(onAlert).not.toHaveBeenCalled();
  });

  it('a network error over https shows the offline toast, silent or not', () => {
    expect(handleFailure(fail(CLIENT_CODES.network, NETWORK_ERROR_MESSAGE), 0, {}, HTTPS)).toBe('offline');
    expect(handleFailure(fail(CLIENT_CODES.network, NETWORK_ERROR_MESSAGE), 0, { silent: true }, HTTPS)).toBe('offline');
    expect(onOfflineToast).toHaveBeenCalledTimes(2);
    expect(onAlert).not.toHaveBeenCalled();
  });

  it('offline (navigator.onLine false) over https shows the toast for any failure', () => {
    expect(handleFailure(fail(CLIENT_CODES.timeout), 0, {}, { protocol: 'https:', online: false })).toBe('offline');
    expect(onOfflineToast).toHaveBeenCalledTimes(1);
  });

  it('not over plain http: a network error alerts instead', () => {
    expect(handleFailure(fail(CLIENT_CODES.network, NETWORK_ERROR_MESSAGE), 0, {}, HTTP)).toBe('alert');
    expect(handleFailure(fail(CLIENT_CODES.timeout), 0, {}, { protocol: 'http:', online: false })).toBe('alert');
    expect(onOfflineToast).not.toHaveBeenCalled();
    expect(onAlert).toHaveBeenCalledWith(NETWORK_ERROR_MESSAGE);
  });

  it('an online server failure over https still alerts', () => {
    expect(handleFailure(fail(CLIENT_CODES.timeout), 0, {}, HTTPS)).toBe('alert');
  });

  it('a caller abort is silent', () => {
    expect(handleFailure(fail(CLIENT_CODES.aborted), 0, {}, HTTPS)).toBe('silent');
    expect(onAlert).not.toHaveBeenCalled();
    expect(onOfflineToast).not.toHaveBeenCalled();
  });

  it('success needs nothing', () => {
    expect(handleFailure({ success: true, value: 1, code: null, message: null }, 200, {}, HTTP)).toBe('none');
    expect(onAlert).not.toHaveBeenCalled();
  });
});
