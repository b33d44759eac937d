import { describe, expect, it, vi } from 'vitest';
import { referralLink, shareTargetUrl } from '../../../src/member/inviteLinks';
import { appIcon, storeOrder } from '../../../src/components/lobby/storeOrder';
import { referralSummaryOf } from '../../../src/share/useReferralSummary';
import type { Resource } from '../../../contract/wps';

const link = referralLink('https://www.demo.example', 'player 01&x');

describe('share targets', () => {
  it('carry the encoded referral link', () => {
    for (const target of ['line', 'whatsapp', 'telegram'] as const) {
      const u = new URL(shareTargetUrl(target, link, 'Join me:'));
      const carried = target === 'telegram' ? u.searchParams.get('url') : u.searchParams.get('text');
      expect(carried).toContain(link);
      // The link travels encoded: its own & does not split the share URL's query.
      expect(u.search).not.toContain('&x');
    }
    expect(new URL(shareTargetUrl('line', link, 't')).host).toBe('line.me');
    expect(new URL(shareTargetUrl('whatsapp', link, 't')).host).toBe('wa.me');
    expect(new URL(shareTargetUrl('telegram', link, 't')).host).toBe('t.me');
  });
});

const R = (resourceType: Resource['resourceType'], url: string): Resource => ({ resourceType, url });
const resources = [R('Android', 'https://d.example/app.apk'), R('MOBILECONFIG', 'https://d.example/w.mobileconfig'),
  R('AppDownloadIcon', 'https://d.example/icon.png'), R('IOS', 'https://apps.apple.com/app/x'), R('IOS', 'javascript:alert(1)')];

describe('store order', () => {
  it('puts the App Store, then iOS lite first on iOS; the apk first on Android; all on a computer', () => {
    const ios = storeOrder(resources, { ios: true, android: false });
    expect(ios.mine.map((r) => r.resourceType)).toEqual(['IOS', 'MOBILECONFIG']);
    expect(ios.others.map((r) => r.resourceType)).toEqual(['Android']);
    const android = storeOrder(resources, { ios: false, android: true });
    expect(android.mine.map((r) => r.resourceType)).toEqual(['Android']);
    expect(android.others.map((r) => r.resourceType)).toEqual(['IOS', 'MOBILECONFIG']);
    const desktop = storeOrder(resources, { ios: false, android: false });
    expect(desktop.mine.map((r) => r.resourceType)).toEqual(['Android', 'MOBILECONFIG', 'IOS']);
    expect(desktop.others).toEqual([]);
  });

  it('finds the app icon only at a safe URL', () => {
    expect(appIcon(resources)).toBe('https://d.example/icon.png');
    expect(appIcon([R('AppDownloadIcon', 'data:image/png;base64,xx')])).toBeNull();
  });
});

describe('referral summary', () => {
  it('takes two counts, ignores anything else with a log line', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(referralSummaryOf({ invited: 2, team: 0 })).toEqual({ invited: 2, team: 0 });
    expect(referralSummaryOf({ invited: -1, team: 0 })).toBeNull();
    expect(referralSummaryOf({ invited: '2', team: 0 })).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
