import { describe, expect, it } from 'vitest';
import { nextImageUrl } from '../../../src/lobby/imageFallback.ts';
import { isLite } from '../../../src/lobby/lite.ts';
import { marqueeDurationS } from '../../../src/lobby/marquee.ts';
import { isOwnHost } from '../../../src/lobby/ownHost.ts';
import { safeHttpUrl } from '../../../src/lobby/safeUrl.ts';

describe('image CDN fallback', () => {
  const cdns = ['https://a.cdn/acme', 'https://b.cdn/acme/', 'https://c.cdn/acme'];
  it('moves the same path to the next CDN, then gives up', () => {
    expect(nextImageUrl('https://a.cdn/acme/games/x.svg', cdns)).toBe('https://b.cdn/acme/games/x.svg');
    expect(nextImageUrl('https://b.cdn/acme/games/x.svg', cdns)).toBe('https://c.cdn/acme/games/x.svg');
    expect(nextImageUrl('https://c.cdn/acme/games/x.svg', cdns)).toBeNull();
    expect(nextImageUrl('https://other/x.svg', cdns)).toBeNull();
    // A prefix that is not a whole path segment is not the CDN.
    expect(nextImageUrl('https://a.cdn/acmeX/x.svg', cdns)).toBeNull();
    expect(nextImageUrl('https://a.cdn/acme/x.svg', [])).toBeNull();
  });
});

describe('safeHttpUrl', () => {
  it('keeps http(s) and same-origin paths only', () => {
    expect(safeHttpUrl('https://x.example/a')).toBe('https://x.example/a');
    expect(safeHttpUrl('/demo-games/rng')).toBe('/demo-games/rng');
    for (const bad of ['javascript:alert(1)', 'data:image/svg+xml,x', '//evil/x', '/\\evil', 'http:///x', '', 7, null, 'x'.repeat(5000)]) {
      expect(safeHttpUrl(bad), String(bad).slice(0, 30)).toBeNull();
    }
  });
});

describe('lite mode', () => {
  it('is on with Save-Data or a 2G connection, off otherwise or without the API', () => {
    expect(isLite({ saveData: true, effectiveType: '4g' })).toBe(true);
    expect(isLite({ effectiveType: '2g' })).toBe(true);
    expect(isLite({ effectiveType: 'slow-2g' })).toBe(true);
    expect(isLite({ effectiveType: '3g', saveData: false })).toBe(false);
    expect(isLite(undefined)).toBe(false);
  });
});

describe('marquee', () => {
  it('travels text plus box width at 60 px/s by default', () => {
    expect(marqueeDurationS(240, 360)).toBe(10);
    expect(marqueeDurationS(240, 360, 120)).toBe(5);
    expect(marqueeDurationS(240, 360, 0)).toBe(10);
    expect(marqueeDurationS(0, 0)).toBe(1);
  });
});

describe('own hosts', () => {
  const own = { current: 'localhost', mainDomain: 'demo.localhost' };
  it('the current host exactly; the main domain with its subdomains', () => {
    expect(isOwnHost('localhost', own)).toBe(true);
    expect(isOwnHost('news.demo.localhost', own)).toBe(true);
    expect(isOwnHost('DEMO.localhost.', own)).toBe(true);
    expect(isOwnHost('www.lotto.localhost', own)).toBe(false);
    expect(isOwnHost('evildemo.localhost', own)).toBe(false);
    expect(isOwnHost('demo.localhost.evil.org', own)).toBe(false);
    expect(isOwnHost('x.example', { current: 'a.example', mainDomain: '' })).toBe(false);
  });
});
