import { describe, expect, it } from 'vitest';
import type { Resource } from '../../../contract/wps.ts';
import { barHiddenReason, popupAtStart, type BarContext } from '../../../src/download/barRules.ts';

const android: Resource = { resourceType: 'Android', url: 'https://dl.example/a.apk' };
const ios: Resource = { resourceType: 'IOS', url: 'https://apps.example/id1' };
const lite: Resource = { resourceType: 'MOBILECONFIG', url: 'https://x.example/cdn/d/webclip.mobileconfig' };
const icon: Resource = { resourceType: 'AppDownloadIcon', url: 'https://x.example/cdn/d/icon-192.png' };

const shown: BarContext = {
  nativeApp: false, installedPwa: false, closedThisSession: false, resources: [android, icon], homeScreen: false,
  showInHomeScreen: false, minRankLevel: 0, rankLevel: null, webclip: false, ios: false, requiredLogin: false, loggedIn: false,
};

describe('barHiddenReason', () => {
  it('shows the bar when no rule hides it', () => {
    expect(barHiddenReason(shown)).toBeNull();
  });

  it('hides it in the native app or an installed PWA', () => {
    expect(barHiddenReason({ ...shown, nativeApp: true })).toBe('native-or-pwa');
    expect(barHiddenReason({ ...shown, installedPwa: true })).toBe('native-or-pwa');
  });

  it('hides it once closed this session', () => {
    expect(barHiddenReason({ ...shown, closedThisSession: true })).toBe('closed');
  });

  it('hides it without download links (the icon alone is not a link)', () => {
    expect(barHiddenReason({ ...shown, resources: [icon] })).toBe('no-links');
    expect(barHiddenReason({ ...shown, resources: [] })).toBe('no-links');
  });

  it('hides it in home-screen mode unless allowed', () => {
    expect(barHiddenReason({ ...shown, homeScreen: true })).toBe('home-screen');
    expect(barHiddenReason({ ...shown, homeScreen: true, showInHomeScreen: true })).toBeNull();
  });

  it('hides it below the VIP rank requirement', () => {
    expect(barHiddenReason({ ...shown, minRankLevel: 3, rankLevel: 2 })).toBe('vip');
    expect(barHiddenReason({ ...shown, minRankLevel: 3, rankLevel: null })).toBe('vip');
    expect(barHiddenReason({ ...shown, minRankLevel: 3, rankLevel: 3 })).toBeNull();
  });

  it('hides it for a web clip on iOS without an iOS link', () => {
    expect(barHiddenReason({ ...shown, webclip: true, ios: true, resources: [lite, android] })).toBe('webclip-ios');
    expect(barHiddenReason({ ...shown, webclip: true, ios: true, resources: [ios, lite] })).toBeNull();
    expect(barHiddenReason({ ...shown, webclip: true, ios: false, resources: [lite] })).toBeNull();
  });

  it('hides it when login is required and absent', () => {
    expect(barHiddenReason({ ...shown, requiredLogin: true })).toBe('login-required');
    expect(barHiddenReason({ ...shown, requiredLogin: true, loggedIn: true })).toBeNull();
  });
});

describe('popupAtStart', () => {
  it('opens once per session, on a start page, while the bar shows', () => {
    expect(popupAtStart({ barVisible: true, appWindowShown: false, startPage: true })).toBe(true);
    expect(popupAtStart({ barVisible: false, appWindowShown: false, startPage: true })).toBe(false);
    expect(popupAtStart({ barVisible: true, appWindowShown: true, startPage: true })).toBe(false);
    expect(popupAtStart({ barVisible: true, appWindowShown: false, startPage: false })).toBe(false);
  });
});
