import { describe, expect, it } from 'vitest';
import { TRACKING_COOKIE_DAYS } from '../../../contract/constants.ts';
import { buildPixelTrack, captureAdIds, PIXEL_KEY } from '../../../src/marketing/pixelTrack.ts';

const sources = (over: Partial<Parameters<typeof buildPixelTrack>[0]> = {}) =>
  ({ search: '', storage: localStorage, cookie: '', pixelIds: {}, gaId: null, ...over });

function capture(search: string, cookie = '', facebookPixel = false) {
  const written: string[] = [];
  captureAdIds({ search, storage: localStorage, cookie: () => cookie, setCookie: (c) => written.push(c), now: 1_700_000_000_000, random: () => 0.5, facebookPixel });
  return written;
}

describe('pixelTrack', () => {
  it('is null when the visitor carries no advertising id, even if the merchant has pixels', () => {
    expect(buildPixelTrack(sources({ pixelIds: { facebook: 'P1' }, gaId: 'G-1' }))).toBeNull();
  });

  it('reads the query, the _fbc/_fbp cookies and stored ids, and adds the merchant pixels', () => {
    localStorage.setItem(PIXEL_KEY, JSON.stringify({ ttclid: 'TT-old', gclid: 'GC' }));
    const p = buildPixelTrack(sources({
      search: '?ttclid=TT-new&utm_source=push&unrelated=1', cookie: '_fbc=fb.1.1.F; _fbp=fb.1.1.99; other=x', pixelIds: { facebook: 'P1' }, gaId: 'G-1',
    }));
    expect(p).toEqual({ ttclid: 'TT-new', gclid: 'GC', utm_source: 'push', fbc: 'fb.1.1.F', fbp: 'fb.1.1.99', facebookPixelId: 'P1', gtag: 'G-1' });
  });


});

describe('pixelTrack: hostile input', () => {
  it('drops unsafe values and survives corrupt storage and cookies', () => {
    localStorage.setItem(PIXEL_KEY, '{corrupt');
    const p = buildPixelTrack(sources({ search: `?fbclid=${encodeURIComponent('<script>')}&gclid=ok`, cookie: '_fbp=%E0%A4%A; _fbc' }));
    expect(p).toEqual({ gclid: 'ok' });
  });
});

describe('landing capture', () => {
  it(`writes _fbc from a new fbclid and _fbp once, both for ${TRACKING_COOKIE_DAYS} days`, () => {
    const written = capture('?fbclid=AbC');
    expect(written).toEqual([
      `_fbc=fb.1.1700000000000.AbC; max-age=${TRACKING_COOKIE_DAYS * 86_400}; path=/; SameSite=Lax`,
      `_fbp=fb.1.1700000000000.5000000000; max-age=${TRACKING_COOKIE_DAYS * 86_400}; path=/; SameSite=Lax`,
    ]);
    expect(JSON.parse(localStorage.getItem(PIXEL_KEY)!)).toEqual({ fbclid: 'AbC' });
  });

  it('keeps existing cookies for the same click, and writes nothing without a facebook signal', () => {
    expect(capture('?fbclid=AbC', '_fbc=fb.1.5.AbC; _fbp=fb.1.5.1')).toEqual([]);
    localStorage.clear();
    expect(capture('?gclid=G')).toEqual([]);
    expect(capture('', '', true)).toHaveLength(1);
  });
});

describe('pixelTrack: AppsFlyer and Adjust ids (spec section 3 pixelTrack, from the s2s_info ids)', () => {
  const s2s = { adAppToken: 'adj-app', gpsAdid: 'g-ad', adid: 'adj-1', afAppId: 'id123', appsflyerId: 'af-9', afAdvertisingId: '', afOaid: '', idfa: '', idfv: '' };
  it('carries appsflyer and adjust ids, dropping unsafe ones', () => {
    localStorage.clear();
    expect(buildPixelTrack(sources({ s2s }))).toEqual({ appsflyer: 'af-9', afAppId: 'id123', adjust: 'adj-1', adjustAppToken: 'adj-app' });
    expect(buildPixelTrack(sources({ s2s: { ...s2s, appsflyerId: '<x>', adid: '', adAppToken: '', afAppId: '' } }))).toBeNull();
  });
});
