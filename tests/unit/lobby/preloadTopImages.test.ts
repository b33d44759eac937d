import { describe, expect, it } from 'vitest';
import type { Banner } from '../../../contract/wps.ts';
import { topImageUrls } from '../../../src/lobby/preloadTopImages.ts';

const b = (id: string, groupName: string, url: string): Banner => ({ id, groupName, url, linkageType: 'P', linkage: 'p', roomId: '', nodeId: '', gameType: '', vendor: '' }) as Banner;

describe('topImageUrls: what the home page shows first', () => {
  const banners = [b('h', 'm_home', 'https://cdn/home.png'), b('i', 'm_invite', 'https://cdn/invite.png'), b('t1', 'm_top', '/cdn/t1.png'), b('t2', 'm_top', '/cdn/t2.png')];

  it('the invite banner when it will show, then the first top banner', () => {
    expect(topImageUrls(banners, true, false)).toEqual(['https://cdn/invite.png', '/cdn/t1.png']);
  });

  it('no invite banner when the referral promotion is off or the player closed it this session', () => {
    expect(topImageUrls(banners, false, false)).toEqual(['/cdn/t1.png']);
    expect(topImageUrls(banners, true, true)).toEqual(['/cdn/t1.png']);
  });

  it('never a hostile or empty URL from the answer', () => {
    expect(topImageUrls([b('i', 'm_invite', 'javascript:alert(1)'), b('t', 'm_top', '//evil.example/x.png')], true, false)).toEqual([]);
    expect(topImageUrls([b('i', 'm_invite', '')], true, false)).toEqual([]);
    expect(topImageUrls([], true, false)).toEqual([]);
  });
});
