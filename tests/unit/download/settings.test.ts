import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseDownloadSettings } from '../../../src/download/settings.ts';

afterEach(() => vi.restoreAllMocks());

describe('parseDownloadSettings', () => {
  it('reads a plain resource list with every default (waiting 20 s, banner group m_top)', () => {
    const s = parseDownloadSettings([{ resourceType: 'Android', url: 'https://dl.example/a.apk' }]);
    expect(s).toEqual({
      resources: [{ resourceType: 'Android', url: 'https://dl.example/a.apk' }], waitingSeconds: 20, bannerGroup: 'm_top',
      requiredLogin: false, minRankLevel: 0, showInHomeScreen: false, mandatoryUpdate: false,
    });
  });

  it('reads the object form', () => {
    const s = parseDownloadSettings({ resources: [{ resourceType: 'IOS', url: 'https://apps.example/id1' }], waitingSeconds: 5, bannerGroup: 'm_dl', requiredLogin: true, minRankLevel: 2, showInHomeScreen: true, mandatoryUpdate: true });
    expect(s).toMatchObject({ waitingSeconds: 5, bannerGroup: 'm_dl', requiredLogin: true, minRankLevel: 2, showInHomeScreen: true, mandatoryUpdate: true });
  });

  it('drops hostile resources and values with a log line, and falls back to status resources', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const s = parseDownloadSettings({
      resources: [{ resourceType: 'Android', url: 'javascript:alert(1)' }, { resourceType: 'EVIL', url: 'https://x.example' }, { resourceType: 'IOS', url: 'https://u:p@x.example/a' }, null],
      waitingSeconds: -1, bannerGroup: '<img>', requiredLogin: 'yes', minRankLevel: 1.5,
    }, [{ resourceType: 'Android', url: 'https://dl.example/a.apk' }]);
    expect(s.resources).toEqual([{ resourceType: 'Android', url: 'https://dl.example/a.apk' }]);
    expect(s).toMatchObject({ waitingSeconds: 20, bannerGroup: 'm_top', requiredLogin: false, minRankLevel: 0 });
    expect(warn).toHaveBeenCalledTimes(4);
  });

  it('never throws on garbage', () => {
    for (const bad of [null, undefined, 42, 'x', { resources: 'x' }]) expect(parseDownloadSettings(bad).resources).toEqual([]);
  });
});
