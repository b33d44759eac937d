import { describe, expect, it } from 'vitest';
import { GO_MAX_LENGTH, safeGo } from '../../../src/lib/safeGo.ts';

const ORIGIN = 'https://www.example.com';

const HOSTILE: [string, string | null | undefined][] = [
  ['null', null],
  ['undefined', undefined],
  ['empty', ''],
  ['javascript scheme', 'javascript:alert(1)'],
  ['mixed-case javascript scheme', 'JaVaScRiPt:alert(1)'],
  ['javascript with newline (stripped by URL parsing)', 'java\nscript:alert(1)'],
  ['vbscript scheme', 'vbscript:msgbox(1)'],
  ['data scheme', 'data:text/html,<script>alert(1)</script>'],
  ['other host over http', 'http://evil.com/m/home'],
  ['other host over https', 'https://other-host.example/m/home'],
  ['same host, other port', 'https://www.example.com:8443/m/home'],
  ['same host, other scheme', 'http://www.example.com/m/home'],
  ['scheme without authority', 'https:/m/home'],
  ['http: relative to another host', 'http:evil.com'],
  ['protocol-relative', '//evil.com/m/home'],
  ['protocol-relative to /m/', '//evil.com/m/'],
  ['slash backslash', '/\\evil.com/m/home'],
  ['double backslash', '\\\\evil.com'],
  ['backslash inside the path', '/m\\..\\..\\evil'],
  ['encoded backslash', '/m/%5c%5cevil.com'],
  ['encoded double slash', '/m/%2f%2fevil.com'],
  ['tab inside the path', '/m/ho\tme'],
  ['trailing newline', '/m/home\n'],
  ['carriage return', '/m/home\r'],
  ['leading space', ' /m/home'],
  ['NUL byte', '/m/\u0000home'],
  ['encoded CRLF', '/m/%0d%0aSet-Cookie:x=1'],
  ['encoded NUL', '/m/%00'],
  ['encoded DEL', '/m/home?x=%7f'],
  ['encoded line separator', '/m/home?x=%E2%80%A8'],
  ['raw no-break space', '/m/home\u00a0'],
  ['unicode line separator', '/m/\u2028home'],
  ['encoded dot-dot lower', '/m/%2e%2e/admin'],
  ['encoded dot-dot upper', '/m/%2E%2E/%2E%2E/etc'],
  ['encoded single dot', '/m/%2e/home'],
  ['half-encoded dot-dot', '/m/.%2e/admin'],
  ['double-encoded dot-dot', '/m/%252e%252e/x'],
  ['double-encoded anywhere', '/m/home?x=%25'],
  ['dot-dot segment', '/m/../admin'],
  ['dot-dot escaping /m', '/m/member/../../evil'],
  ['single dot segment', '/m/./home'],
  ['userinfo pointing elsewhere', 'https://www.example.com@evil.com/m/home'],
  ['username on the same origin', 'https://user@www.example.com/m/home'],
  ['credentials on the same origin', 'https://user:pass@www.example.com/m/home'],
  ['@ in the path', '/m/@evil.com'],
  ['outside the base', '/home'],
  ['base without slash', '/m'],
  ['base look-alike', '/mevil'],
  ['relative without leading slash', 'm/home'],
  ['malformed percent-encoding', '/m/%E0%A4%A'],
  ['over the length cap', `/m/${'a'.repeat(GO_MAX_LENGTH)}`],
  ['absolute URL on the same origin', 'https://www.example.com/m/home'],
  ['absolute URL on the same origin, upper case', 'HTTPS://WWW.EXAMPLE.COM/m/home'],
  ['absolute URL on the same origin with query and hash', 'https://www.example.com/m/home?x=1#y'],
];

describe('safeGo', () => {
  it('has at least 20 hostile cases', () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(20);
  });

  it.each(HOSTILE)('refuses %s', (_name, raw) => {
    expect(safeGo(raw, ORIGIN)).toBeNull();
  });

  it.each([
    ['/m/member/home', '/m/member/home'],
    ['/m/activity?id=3', '/m/activity?id=3'],
    ['/m/', '/m/'],
    ['/m/home#top', '/m/home#top'],
    ['/m/launchGame?vendor=TCG&code=1&backUrl=%2Fm%2Fhome', '/m/launchGame?vendor=TCG&code=1&backUrl=%2Fm%2Fhome'],
    ['/m/activity?email=a@b.com', '/m/activity?email=a@b.com'],
    ['/m/news?q=a%20b', '/m/news?q=a%20b'],
  ])('accepts %s as %s', (raw, expected) => {
    expect(safeGo(raw, ORIGIN)).toBe(expected);
  });

  it('accepts exactly the length cap', () => {
    const raw = `/m/${'a'.repeat(GO_MAX_LENGTH - 3)}`;
    expect(raw).toHaveLength(GO_MAX_LENGTH);
    expect(safeGo(raw, ORIGIN)).toBe(raw);
  });

  it('refuses everything when the origin is unparsable', () => {
    expect(safeGo('/m/home', 'not an origin')).toBeNull();
  });
});

describe('safeGo with absoluteOk (a game backUrl, not go)', () => {
  const safeSameOriginTarget = (raw: string | null | undefined, origin: string) => safeGo(raw, origin, true);

  it.each(HOSTILE.filter(([name]) => !name.startsWith('absolute URL on the same origin')))('refuses %s', (_name, raw) => {
    expect(safeSameOriginTarget(raw, ORIGIN)).toBeNull();
  });

  it.each([
    ['/m/member/home', '/m/member/home'],
    ['https://www.example.com/m/home?x=1#y', '/m/home?x=1#y'],
    ['HTTPS://WWW.EXAMPLE.COM/m/home', '/m/home'],
  ])('accepts %s as %s', (raw, expected) => {
    expect(safeSameOriginTarget(raw, ORIGIN)).toBe(expected);
  });

  it('compares against the given origin, ignoring any path in it', () => {
    expect(safeSameOriginTarget('https://a.test/m/home', 'https://a.test/some/page')).toBe('/m/home');
    expect(safeSameOriginTarget('https://a.test/m/home', ORIGIN)).toBeNull();
  });
});
