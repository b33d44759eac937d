import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CARRIED_PARAMS, LANDING_PARAMS, TRACKING_KEY, captureLanding, carriedParams, landingFlags, s2sInfo, withTracking,
} from '../../../src/lib/tracking.ts';

afterEach(() => vi.restoreAllMocks());

const saved = () => JSON.parse(localStorage.getItem(TRACKING_KEY) ?? 'null') as unknown;

describe('parameter lists', () => {
  it('LANDING_PARAMS is exactly the spec section 2 list', () => {
    expect([...LANDING_PARAMS].sort()).toEqual([
      'affiliateCode', 'referralCode', 'r', 'ad_app_token', 'gps_adid', 'adid', 'af_app_id', 'appsflyer_id',
      'advertising_id', 'oaid', 'idfa', 'idfv', 'homescreen', 'fullscreen', 'from', 'tid', 'inApp', 'fbclid',
      'gclid', 'ttclid', 'kwaiclid', 'bbg', 'isBgeTest', 'cid', 'kw',
    ].sort());
  });

  it('CARRIED_PARAMS is exactly the navigation list', () => {
    expect([...CARRIED_PARAMS]).toEqual([
      'affiliateCode', 'referralCode', 'r', 'inApp', 'fullscreen', 'from', 'fbclid', 'gclid', 'ttclid', 'kwaiclid',
      'bbg', 'isBgeTest', 'cid', 'kw',
    ]);
  });
});

describe('captureLanding', () => {
  it('saves carried params, s2s ids and tid, but not homescreen or unknown params', () => {
    const out = captureLanding('?affiliateCode=aff1&r=ref9&gclid=G&idfa=IDFA&tid=T1&homescreen=1&utm_x=1', localStorage);
    const expected = { affiliateCode: 'aff1', r: 'ref9', gclid: 'G', idfa: 'IDFA', tid: 'T1' };
    expect(out).toEqual(expected);
    expect(saved()).toEqual(expected);
  });

  it('merges over previous values and keeps those not in the new query', () => {
    captureLanding('?affiliateCode=old&fbclid=F1', localStorage);
    expect(captureLanding('?affiliateCode=new&kw=slots', localStorage)).toEqual({ affiliateCode: 'new', fbclid: 'F1', kw: 'slots' });
    expect(saved()).toEqual({ affiliateCode: 'new', fbclid: 'F1', kw: 'slots' });
  });

  it('does not write storage when the landing brings nothing new', () => {
    captureLanding('?cid=C1&gclid=G', localStorage);
    const write = vi.spyOn(localStorage, 'setItem');
    expect(captureLanding('?cid=C1&homescreen=1', localStorage)).toEqual({ cid: 'C1', gclid: 'G' });
    expect(captureLanding('', localStorage)).toEqual({ cid: 'C1', gclid: 'G' });
    expect(write).not.toHaveBeenCalled();
    captureLanding('?cid=C2', localStorage);
    expect(write).toHaveBeenCalledTimes(1);
    expect(saved()).toEqual({ cid: 'C2', gclid: 'G' });
  });

  it('does not wipe a saved value with an empty one', () => {
    captureLanding('?cid=C1', localStorage);
    expect(captureLanding('?cid=', localStorage)).toEqual({ cid: 'C1' });
  });

  it('ignores values that are too long or carry control characters', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(captureLanding(`?kw=${'a'.repeat(513)}&cid=a%0Ab&bbg=ok`, localStorage)).toEqual({ bbg: 'ok' });
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('ignores corrupt saved JSON with a warning and never throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(TRACKING_KEY, '{not json');
    expect(captureLanding('?gclid=G', localStorage)).toEqual({ gclid: 'G' });
    expect(saved()).toEqual({ gclid: 'G' });
    expect(warn).toHaveBeenCalled();
  });

  it('ignores a saved value of the wrong shape and drops foreign keys', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(TRACKING_KEY, JSON.stringify({ gclid: 5 }));
    expect(captureLanding('', localStorage)).toEqual({});
    localStorage.setItem(TRACKING_KEY, JSON.stringify({ gclid: 'G', evil: 'x' }));
    expect(captureLanding('', localStorage)).toEqual({ gclid: 'G' });
  });
});

describe('carriedParams', () => {
  it('takes current values first and fills missing ones from storage, carried names only', () => {
    captureLanding('?affiliateCode=saved&fbclid=F&idfa=I&tid=T', localStorage);
    const p = carriedParams('?affiliateCode=now&kw=k&token=secret', localStorage);
    expect(Object.fromEntries(p)).toEqual({ affiliateCode: 'now', fbclid: 'F', kw: 'k' });
  });

  it('is empty with nothing current or saved', () => {
    expect(carriedParams('', localStorage).toString()).toBe('');
  });
});

describe('withTracking', () => {
  it('adds carried params to an internal link without overriding its own', () => {
    captureLanding('?affiliateCode=aff&gclid=G', localStorage);
    expect(withTracking('/m/activity?id=3&gclid=mine#top', '?kw=k', localStorage))
      .toBe('/m/activity?id=3&gclid=mine&affiliateCode=aff&kw=k#top');
  });

  it('follows the saved values as they change', () => {
    captureLanding('?affiliateCode=one', localStorage);
    expect(withTracking('/m/home', '', localStorage)).toBe('/m/home?affiliateCode=one');
    captureLanding('?affiliateCode=two', localStorage);
    expect(withTracking('/m/home', '', localStorage)).toBe('/m/home?affiliateCode=two');
    localStorage.removeItem(TRACKING_KEY);
    expect(withTracking('/m/home', '', localStorage)).toBe('/m/home');
  });

  it('handles the base and links without a query', () => {
    expect(withTracking('/m/', '?r=R1', localStorage)).toBe('/m/?r=R1');
    expect(withTracking('/m', '?r=R1', localStorage)).toBe('/m?r=R1');
    expect(withTracking('/m/home', '', localStorage)).toBe('/m/home');
  });

  it.each(['https://other.example/m/home', '//evil.com/m/home', '/wps/x', '/mevil', 'mailto:a@b.c'])(
    'leaves %s unchanged',
    (href) => {
      expect(withTracking(href, '?affiliateCode=aff', localStorage)).toBe(href);
    },
  );
});

describe('s2sInfo', () => {
  it('maps every saved id to its s2s_info field', () => {
    captureLanding(
      '?ad_app_token=A&gps_adid=B&adid=C&af_app_id=D&appsflyer_id=E&advertising_id=F&oaid=G&idfa=H&idfv=I',
      localStorage,
    );
    expect(s2sInfo(localStorage)).toEqual({
      adAppToken: 'A', gpsAdid: 'B', adid: 'C', afAppId: 'D', appsflyerId: 'E', afAdvertisingId: 'F', afOaid: 'G',
      idfa: 'H', idfv: 'I',
    });
  });

  it('gives empty strings when nothing is saved', () => {
    expect(Object.values(s2sInfo(localStorage))).toEqual(Array(9).fill(''));
  });
});

describe('landingFlags', () => {
  it('defaults: fullscreen on, others off', () => {
    expect(landingFlags('')).toEqual({ homescreen: false, fullscreen: true, inApp: false, from: '', tid: '' });
  });

  it('fullscreen is off only for 0', () => {
    expect(landingFlags('?fullscreen=0').fullscreen).toBe(false);
    expect(landingFlags('?fullscreen=1').fullscreen).toBe(true);
    expect(landingFlags('?fullscreen=false').fullscreen).toBe(true);
  });

  it('reads homescreen, inApp, from and tid', () => {
    expect(landingFlags('?homescreen=1&inApp=true&from=pwa&tid=77')).toEqual({
      homescreen: true, fullscreen: true, inApp: true, from: 'pwa', tid: '77',
    });
    expect(landingFlags('?homescreen=0&inApp=false')).toMatchObject({ homescreen: false, inApp: false });
  });
});
