import { describe, expect, it } from 'vitest';
import type { Resource } from '../../../contract/wps.ts';
import {
  canDownloadDirect, compareVersions, downloadMethod, isAppFile, isNativeApp, opensThroughAnchor, parseVersion,
  popupBanner, popupLinks, showsIosTip, upgradeAvailable, upgradeLink,
} from '../../../src/download/rules.ts';

const RES: Resource[] = [
  { resourceType: 'IOS', url: 'https://apps.example/app/id1' },
  { resourceType: 'MOBILECONFIG', url: 'https://www.demo.example/cdn/demo/webclip.mobileconfig' },
  { resourceType: 'Android', url: 'https://dl.example/demo.apk' },
  { resourceType: 'AppDownloadIcon', url: 'https://www.demo.example/cdn/demo/icon-192.png' },
];

describe('native version format and the 2.4.39 threshold', () => {
  it('reads only major.minor.patch', () => {
    expect(parseVersion('2.4.39')).toEqual([2, 4, 39]);
    for (const bad of ['2.4', '2.4.39.1', 'v2.4.39', '2.4.x', '', ' 2.4.39']) expect(parseVersion(bad), bad).toBeNull();
  });

  it('compares numerically, not as text', () => {
    expect(compareVersions('2.4.100', '2.4.39')).toBeGreaterThan(0);
    expect(compareVersions('2.10.0', '2.4.39')).toBeGreaterThan(0);
    expect(compareVersions('2.4.39', '2.4.39')).toBe(0);
    expect(compareVersions('2.4.38', '2.4.39')).toBeLessThan(0);
    expect(compareVersions('bad', '2.4.39')).toBeNull();
  });

  it('downloads directly from 2.4.39 on; below it, or unreadable, it does not', () => {
    expect(canDownloadDirect('2.4.39')).toBe(true);
    expect(canDownloadDirect('3.0.0')).toBe(true);
    expect(canDownloadDirect('2.4.38')).toBe(false);
    expect(canDownloadDirect('2.4')).toBe(false);
    expect(canDownloadDirect(null)).toBe(false);
  });

  it('offers the upgrade only inside the native app with a known version below the threshold', () => {
    expect(upgradeAvailable(true, '2.4.38')).toBe(true);
    expect(upgradeAvailable(true, '2.4.39')).toBe(false);
    expect(upgradeAvailable(false, '2.4.38')).toBe(false);
    expect(upgradeAvailable(true, null)).toBe(false);
  });
});

describe('isNativeApp', () => {
  it('is the UA token or an inApp value that is not off', () => {
    expect(isNativeApp('2.4.39', null)).toBe(true);
    expect(isNativeApp(null, '1')).toBe(true);
    for (const off of [null, undefined, '', '0', 'false', 'FALSE']) expect(isNativeApp(null, off), String(off)).toBe(false);
  });
});

describe('how a download starts', () => {
  it('uses an anchor on iOS 11 or lower, and on iOS 12 only in a web clip', () => {
    expect(opensThroughAnchor(11, false)).toBe(true);
    expect(opensThroughAnchor(9, false)).toBe(true);
    expect(opensThroughAnchor(12, true)).toBe(true);
    expect(opensThroughAnchor(12, false)).toBe(false);
    expect(opensThroughAnchor(13, true)).toBe(false);
    expect(opensThroughAnchor(null, true)).toBe(false);
  });

  it('opens the upgrade modal in an outdated native app, else anchor or navigation', () => {
    expect(downloadMethod({ nativeApp: true, nativeVersion: '2.4.0', iosVersion: null, webclip: false })).toBe('upgrade');
    expect(downloadMethod({ nativeApp: true, nativeVersion: '2.4.39', iosVersion: null, webclip: false })).toBe('navigate');
    expect(downloadMethod({ nativeApp: false, nativeVersion: null, iosVersion: 12, webclip: true })).toBe('anchor');
    expect(downloadMethod({ nativeApp: false, nativeVersion: null, iosVersion: 16, webclip: true })).toBe('navigate');
  });

  it('shows the tip from iOS 17 on', () => {
    expect(showsIosTip(17)).toBe(true);
    expect(showsIosTip(18)).toBe(true);
    expect(showsIosTip(16)).toBe(false);
    expect(showsIosTip(null)).toBe(false);
  });

  it('reports .ipa, .apk and .mobileconfig files only', () => {
    expect(isAppFile('https://dl.example/a.apk')).toBe(true);
    expect(isAppFile('https://dl.example/a.IPA?x=1')).toBe(true);
    expect(isAppFile('https://x.example/cdn/demo/webclip.mobileconfig')).toBe(true);
    expect(isAppFile('https://apps.example/app/id1')).toBe(false);
    expect(isAppFile('https://dl.example/page?file=a.apk')).toBe(false);
    expect(isAppFile('not a url')).toBe(false);
  });
});

describe('popup and upgrade links', () => {
  it('gives iOS the store and iOS lite, Android the apk, others every link; never the icon', () => {
    expect(popupLinks(RES, { ios: true, android: false }).map((r) => r.resourceType)).toEqual(['IOS', 'MOBILECONFIG']);
    expect(popupLinks(RES, { ios: false, android: true }).map((r) => r.resourceType)).toEqual(['Android']);
    expect(popupLinks(RES, { ios: false, android: false }).map((r) => r.resourceType)).toEqual(['IOS', 'MOBILECONFIG', 'Android']);
  });

  it('uses banner m_popup1 on iOS and m_popup2 elsewhere', () => {
    expect(popupBanner(true)).toBe('m_popup1');
    expect(popupBanner(false)).toBe('m_popup2');
  });

  it('upgrades through the iOS or Android app link', () => {
    expect(upgradeLink(RES, true)?.url).toBe('https://apps.example/app/id1');
    expect(upgradeLink(RES, false)?.url).toBe('https://dl.example/demo.apk');
    expect(upgradeLink([], false)).toBeNull();
  });
});
