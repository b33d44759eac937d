import { describe, expect, it } from 'vitest';
import { barLook, needsBanner } from '../../../src/download/barLook';

const ICON = { resourceType: 'AppDownloadIcon' as const, url: 'https://cdn.example/icon.png' };
const APK = { resourceType: 'Android' as const, url: 'https://dl.example/app.apk' };
const TOP = [{ url: 'https://cdn.example/m_top.png' }];

describe('download bar look', () => {
  it('uses the app-download icon first, the bar banner group (m_top) next, the install icon last', () => {
    const base = { pwaTitle: 'Club Royale', pwaIcon: 'https://cdn.example/192.png', merchantName: 'Club' };
    expect(barLook({ ...base, resources: [ICON, APK], banners: TOP }).image).toBe(ICON.url);
    expect(barLook({ ...base, resources: [APK], banners: TOP }).image).toBe(TOP[0]!.url);
    expect(barLook({ ...base, resources: [APK], banners: [] }).image).toBe(base.pwaIcon);
    expect(barLook({ ...base, resources: [APK], banners: [{ url: 'javascript:alert(1)' }] }).image).toBe(base.pwaIcon);
  });

  it("shows the merchant's own app name, falling back to the merchant's name", () => {
    expect(barLook({ resources: [], banners: null, pwaTitle: 'Club Royale', pwaIcon: undefined, merchantName: 'X' }).title).toBe('Club Royale');
    expect(barLook({ resources: [], banners: null, pwaTitle: '  ', pwaIcon: undefined, merchantName: 'Club Royale' }).title).toBe('Club Royale');
  });

  it('asks for the banner group only without an app-download icon', () => {
    expect(needsBanner([ICON, APK])).toBe(false);
    expect(needsBanner([APK])).toBe(true);
  });
});
