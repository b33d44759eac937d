import { afterEach, describe, expect, it, vi } from 'vitest';
import { autoLoginDisabledByUrl, takeStashedToken, takeTokenFromUrl, URL_TOKEN_STASH_KEY } from '../../../src/lib/urlToken.ts';
import { urlTokenVerdict } from '../../../src/boot/urlTokenCheck.ts';

afterEach(() => vi.restoreAllMocks());

const TOKEN = 'abcDEF123._~-xyz';

describe('takeTokenFromUrl', () => {
  it('takes token and removes it, keeping other params in order and the hash', () => {
    expect(takeTokenFromUrl(`https://www.example.com/m/home?a=1&token=${TOKEN}&b=%2Fx#frag`)).toEqual({
      token: TOKEN, cleanUrl: '/m/home?a=1&b=%2Fx#frag', changed: true,
    });
  });

  it('reads tokens when token is absent', () => {
    expect(takeTokenFromUrl(`https://www.example.com/m/game?tokens=${TOKEN}`)).toEqual({
      token: TOKEN, cleanUrl: '/m/game', changed: true,
    });
  });

  it('prefers token over tokens and removes both', () => {
    const out = takeTokenFromUrl(`https://h.example/m/home?tokens=other12345&token=${TOKEN}&x=1`);
    expect(out).toEqual({ token: TOKEN, cleanUrl: '/m/home?x=1', changed: true });
  });

  it('leaves a URL without token untouched', () => {
    expect(takeTokenFromUrl('https://h.example/m/home?a=1+2&b=%20#h')).toEqual({
      token: null, cleanUrl: '/m/home?a=1+2&b=%20#h', changed: false,
    });
  });

  it.each([
    ['too short', 'abc1234'],
    ['too long', 'a'.repeat(513)],
    ['bad characters', 'abc<script>def'],
    ['space', 'abcd%20efgh'],
    ['empty', ''],
  ])('ignores a %s token with a warning but still strips it', (_name, value) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(takeTokenFromUrl(`https://h.example/m/home?token=${value}&k=v`)).toEqual({
      token: null, cleanUrl: '/m/home?k=v', changed: true,
    });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('accepts the boundary lengths', () => {
    expect(takeTokenFromUrl(`https://h.example/m/?token=${'a'.repeat(8)}`).token).toBe('a'.repeat(8));
    expect(takeTokenFromUrl(`https://h.example/m/?token=${'a'.repeat(512)}`).token).toBe('a'.repeat(512));
  });

  it('does not strip look-alike names', () => {
    expect(takeTokenFromUrl('https://h.example/m/?tokenx=1&mytoken=2').cleanUrl).toBe('/m/?tokenx=1&mytoken=2');
  });

  it('returns an unparsable href unchanged', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(takeTokenFromUrl('not a url')).toEqual({ token: null, cleanUrl: 'not a url', changed: false });
  });
});

describe('autoLoginDisabledByUrl', () => {
  it.each([
    ['?redirectUrl=%2Fm%2Fgame', true],
    ['?backUrl=x', true],
    ['?a=1&backUrl=', true],
    ['redirectUrl=1', true],
    ['', false],
    ['?go=%2Fm%2Fhome', false],
    ['?redirecturl=x', false],
  ])('%j -> %s', (search, disabled) => {
    expect(autoLoginDisabledByUrl(search)).toBe(disabled);
  });
});

describe('takeStashedToken and urlTokenVerdict (the adoption rule)', () => {
  const store = (v: string | null) => {
    const m = new Map<string, string>(v === null ? [] : [[URL_TOKEN_STASH_KEY, v]]);
    return { getItem: (k: string) => m.get(k) ?? null, removeItem: (k: string) => { m.delete(k); }, m };
  };

  it('takes a stashed token once and checks it like a URL one', () => {
    const s = store(TOKEN);
    expect(takeStashedToken(s)).toEqual({ token: TOKEN, changed: true });
    expect(takeStashedToken(s)).toBeNull();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(takeStashedToken(store('<script>'))).toEqual({ token: null, changed: true });
    expect(takeStashedToken(store(''))).toEqual({ token: null, changed: true });
    expect(takeStashedToken(store(null))).toBeNull();
  });

  it('adopts only on a member answer (or the forced-change refusal); refuses other answers; no answer is unconfirmed', () => {
    const code = 'member.password.change.required';
    expect(urlTokenVerdict({ success: true, status: 200, code: null }, code)).toBe('adopt');
    expect(urlTokenVerdict({ success: false, status: 403, code }, code)).toBe('adopt-forced-change');
    expect(urlTokenVerdict({ success: false, status: 200, code }, code)).toBe('refuse');
    expect(urlTokenVerdict({ success: false, status: 401, code: 'user.or.token.invalid' }, code)).toBe('refuse');
    expect(urlTokenVerdict({ success: false, status: 403, code: 'region' }, code)).toBe('refuse');
    expect(urlTokenVerdict({ success: false, status: 0, code: 'network' }, code)).toBe('unconfirmed');
    expect(urlTokenVerdict({ success: false, status: 503, code: 'maintenance' }, code)).toBe('unconfirmed');
  });
});
