import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readLanding } from '../../../src/boot/landing.ts';
import { TRACKING_KEY } from '../../../src/lib/tracking.ts';
import { dropUrlToken } from '../../../src/boot/urlTokenCheck.ts';
import { URL_TOKEN_STASH_KEY } from '../../../src/lib/urlToken.ts';
import { SESSION_KEY, clearSession, state as session } from '../../../src/state/session.ts';
import { setUrl } from './helpers.ts';

let replace: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  replace = vi.spyOn(history, 'replaceState');
});
afterEach(() => {
  vi.restoreAllMocks();
  clearSession();
  dropUrlToken();
  sessionStorage.clear();
});

const tracking = () => JSON.parse(localStorage.getItem(TRACKING_KEY) ?? '{}') as Record<string, string>;

describe('readLanding', () => {
  it('a token in the URL is held for confirmation (not yet the session) and leaves the address bar; other params are kept', () => {
    setUrl('https://acme.example/m/member/home?affiliateCode=aff1&token=Abc.def-123_XYZ&fbclid=fb%201#top');
    readLanding();
    expect(session.urlTokenPending).toBe(true);
    expect(session.info).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
    expect(replace).toHaveBeenCalledTimes(1);
    expect(location.href).toBe('https://acme.example/m/member/home?affiliateCode=aff1&fbclid=fb%201#top');
    expect(location.search).not.toContain('token');
  });

  it('the tokens spelling is taken and removed too', () => {
    setUrl('https://acme.example/m/game?tokens=Tok12345678&from=app');
    readLanding();
    expect(session.urlTokenPending).toBe(true);
    expect(location.search).toBe('?from=app');
  });

  it.each([
    ['script', '<script>alert(1)</script>'],
    ['too short', 'abc'],
    ['empty', ''],
    ['quotes', 'abcdefgh"onload'],
  ])('an invalid token (%s) is removed from the URL but not adopted', (_label, bad) => {
    setUrl(`https://acme.example/m/home?r=ref9&token=${encodeURIComponent(bad)}`);
    readLanding();
    expect(session.info).toBeNull();
    expect(session.urlTokenPending).toBe(false);
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
    expect(replace).toHaveBeenCalledTimes(1);
    expect(location.href).toBe('https://acme.example/m/home?r=ref9');
  });

  it('without a token the address bar is not touched', () => {
    setUrl('https://acme.example/m/home?affiliateCode=aff1');
    readLanding();
    expect(replace).not.toHaveBeenCalled();
    expect(session.info).toBeNull();
  });

  it('captures the tracking values of the landing query, and never the token', () => {
    setUrl('https://acme.example/m/home?affiliateCode=aff1&r=ref9&gclid=g1&tid=link7&idfa=ID-FA&token=Abcdefgh1234&unknown=1');
    readLanding();
    const saved = tracking();
    expect(saved).toMatchObject({ affiliateCode: 'aff1', r: 'ref9', gclid: 'g1', tid: 'link7', idfa: 'ID-FA' });
    expect(saved).not.toHaveProperty('token');
    expect(saved).not.toHaveProperty('unknown');
  });

  it('a later landing keeps earlier tracking values it does not replace', () => {
    setUrl('https://acme.example/m/home?affiliateCode=aff1');
    readLanding();
    setUrl('https://acme.example/m/home?fbclid=fb2');
    readLanding();
    expect(tracking()).toMatchObject({ affiliateCode: 'aff1', fbclid: 'fb2' });
  });

  it('a corrupt stored tracking map does not stop the token hand-over', () => {
    localStorage.setItem(TRACKING_KEY, '{broken');
    setUrl('https://acme.example/m/home?token=Abcdefgh1234');
    expect(() => readLanding()).not.toThrow();
    expect(session.urlTokenPending).toBe(true);
  });

  it('takes the token the head script stashed (once), with the address bar already clean', () => {
    sessionStorage.setItem(URL_TOKEN_STASH_KEY, 'Stashed12345');
    setUrl('https://acme.example/m/home?from=app');
    readLanding();
    expect(session.urlTokenPending).toBe(true);
    expect(sessionStorage.getItem(URL_TOKEN_STASH_KEY)).toBeNull();
    expect(replace).not.toHaveBeenCalled();
    expect(session.info).toBeNull();
  });

  it('an invalid stashed token is dropped and never stored', () => {
    sessionStorage.setItem(URL_TOKEN_STASH_KEY, '<bad>');
    setUrl('https://acme.example/m/home');
    readLanding();
    expect(session.urlTokenPending).toBe(false);
    expect(sessionStorage.getItem(URL_TOKEN_STASH_KEY)).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
  });
});
