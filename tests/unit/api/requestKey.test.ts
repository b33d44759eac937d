import { describe, expect, it } from 'vitest';
import { WPS } from '../../../contract/wps.ts';
import { buildUrl, isKeyFor, pathOf, requestKey } from '../../../src/api/requestKey.ts';

const base = { method: 'GET', url: WPS.memberInfo, token: 'tok-secret-123', merchant: 'acme', language: 'EN' };

describe('requestKey', () => {
  it('tells apart the token, merchant and language a GET is sent with', () => {
    const keys = new Set([
      requestKey(base),
      requestKey({ ...base, token: 'tok-other-456' }),
      requestKey({ ...base, token: null }),
      requestKey({ ...base, merchant: 'other' }),
      requestKey({ ...base, language: 'TH' }),
    ]);
    expect(keys.size).toBe(5);
    expect(requestKey(base)).toBe(requestKey({ ...base }));
  });

  it('never contains the raw token (keys become sessionStorage names)', () => {
    expect(requestKey(base)).not.toContain(base.token);
  });
});

describe('isKeyFor', () => {
  it('matches a path whatever its query and credentials, and nothing else', () => {
    const key = (url: string, method = 'GET') => requestKey({ ...base, url, method });
    expect(isKeyFor(key(WPS.memberInfo), 'GET', WPS.memberInfo)).toBe(true);
    expect(isKeyFor(key(buildUrl(WPS.memberInfo, { a: 1 })), 'GET', WPS.memberInfo)).toBe(true);
    expect(isKeyFor(key(`${WPS.memberInfo}Extra`), 'GET', WPS.memberInfo)).toBe(false);
    expect(isKeyFor(key(WPS.memberInfo, 'POST'), 'GET', WPS.memberInfo)).toBe(false);
  });
});

describe('pathOf', () => {
  it.each([
    ['/wps/x', '/wps/x'],
    ['/wps/x?a=1', '/wps/x'],
    ['/wps/x#h', '/wps/x'],
  ])('%s -> %s', (url, path) => {
    expect(pathOf(url)).toBe(path);
  });
});
