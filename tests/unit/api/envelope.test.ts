// Reference section 1: production's answers carry errorCode, not code; the request layer reads either.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail } from '../../../contract/envelope.ts';
import { request } from '../../../src/api/client.ts';
import { handleFailure, resetSessionExpiry } from '../../../src/api/errors.ts';
import { configureClient } from '../../../src/api/hooks.ts';
import { parseEnvelope } from '../../../src/api/parseEnvelope.ts';
import { json, resetAll, stubFetch } from './fetchStub.ts';

const parse = (body: unknown, status = 200) => parseEnvelope(JSON.stringify(body), status, '/wps/x');

beforeEach(() => {
  resetAll();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetSessionExpiry();
});

describe('the error field', () => {
  it('errorCode becomes the envelope\'s code; code is the fallback; errorCode wins when both differ', () => {
    expect(parse({ success: false, value: null, errorCode: 'login.cred.err', message: 'm' }).code).toBe('login.cred.err');
    expect(parse({ success: false, value: null, code: 'login.cred.err', message: 'm' }).code).toBe('login.cred.err');
    expect(parse({ success: false, errorCode: 'token_ip_different', code: 'other' }).code).toBe('token_ip_different');
    expect(parse({ success: false, errorCode: null, code: 'other' }).code).toBe('other');
    expect(parse({ success: false, errorCode: '', code: null }).code).toBeNull();
    expect(parse({ success: false, errorCode: 429 }).code).toBe('429');
  });

  it('a non-2xx answer is read the same way (login_blocked_by_self_exclusion on HTTP 500)', () => {
    const env = parse({ success: false, value: null, errorCode: 'login_blocked_by_self_exclusion', message: 'blocked' }, 500);
    expect(env).toEqual({ success: false, value: null, code: 'login_blocked_by_self_exclusion', message: 'blocked' });
  });

  it('code-driven rules fire on errorCode: a logout code ends the session, a rate-limit code is silent', () => {
    const onSessionExpired = vi.fn();
    const onAlert = vi.fn();
    configureClient({ onSessionExpired, onAlert });
    expect(handleFailure(parse({ success: false, errorCode: 'login.not.session' }), 200)).toBe('session-expired');
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(handleFailure(parse({ success: false, errorCode: 'TOO_MANY_REQUEST' }), 200)).toBe('silent');
    expect(onAlert).not.toHaveBeenCalled();
  });

  it('message CUSTOMER_NOT_LOGIN without any code still ends the session, through the request layer', async () => {
    const onSessionExpired = vi.fn();
    configureClient({ onSessionExpired, getToken: () => 't' });
    stubFetch(() => json({ success: false, value: null, errorCode: null, message: 'CUSTOMER_NOT_LOGIN' }));
    const env = await request({ method: 'GET', path: '/wps/member/info' });
    expect(env.success).toBe(false);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('the shared failure envelope (the reference server\'s) carries errorCode equal to code', () => {
    expect(fail('domain_not_available', 'no')).toEqual({ success: false, value: null, code: 'domain_not_available', errorCode: 'domain_not_available', message: 'no' });
  });
});
