/** Production's answer shapes of the content relays (production-wire D1, D2, D5, D10, D12, D13, D17, D22). */
import { describe, expect, it } from 'vitest';
import type { AnnouncementLists, PromoAnnounce } from '../../contract/content.ts';
import { RELAYS, type RelayKey } from '../../contract/relays.ts';
import { call, DEMO, envelope, login, LOTTO, useApp } from './helpers.ts';

const s = useApp();

const relay = async <T>(key: RelayKey, opts: { query?: string; origin?: string; token?: string; method?: string } = {}) => {
  const origin = opts.origin ?? DEMO;
  const headers: Record<string, string> = { Merchant: origin === DEMO ? 'demo' : 'lotto', ...(opts.token ? { Authorization: opts.token } : {}) };
  const res = await call(s.app, `${origin}/wps/relay/${RELAYS[key].name}${opts.query ?? ''}`, { method: opts.method ?? RELAYS[key].method, headers });
  return { res, env: await envelope<T>(res) };
};

describe('CCSFE_getListAnnouncements', () => {
  it('types=B&platform=M answers value.banners[] only, with absolute images and the spec fields', async () => {
    const v = (await relay<AnnouncementLists>('announcements', { query: '?types=B&platform=M' })).env.value!;
    expect(v.banners!.length).toBeGreaterThan(3);
    expect(new Set(v.banners!.map((b) => b.groupName))).toEqual(new Set(['m_top', 'm_popup1', 'm_popup2', 'm_home', 'm_invite']));
    expect(v.banners![0]).toEqual(expect.objectContaining({ groupName: 'm_top', linkageType: 'NONE', url: expect.stringMatching(/^http:\/\/localhost\/cdn\/demo\/banners\//) }));
    expect([v.promotion, v.player, v.popup, v.hot]).toEqual([[], [], [], []]);
  });

  it('types=PR&platform=M groups the notices: MARQUEE as player, POPUP as popup; banners come along as production does', async () => {
    const v = (await relay<AnnouncementLists>('announcements', { query: '?types=PR&platform=M' })).env.value!;
    expect(Object.keys(v).sort()).toEqual(['banners', 'hot', 'player', 'popup', 'promotion']);
    expect(v.player?.map((a) => a.id)).toEqual(['a-2']);
    expect(v.popup?.map((a) => a.id)).toEqual(['a-1']);
    const lotto = (await relay<AnnouncementLists>('announcements', { query: '?types=PR&platform=M', origin: LOTTO })).env.value!;
    expect(lotto.player?.map((a) => a.id)).toEqual(['l-1']);
  });

  it('is public and cacheable: a stray Authorization is ignored, a guest answer is not no-store; a bad query is 400', async () => {
    expect((await relay('announcements', { query: '?types=B&platform=M', token: 'not-a-token' })).res.status).toBe(200);
    const { res } = await relay('announcements', { query: '?types=B&platform=M' });
    expect(res.headers.get('Cache-Control') ?? '').not.toContain('no-store');
    expect((await relay('announcements', { query: `?types=${'B'.repeat(200)}` })).res.status).toBe(400);
  });
});

describe('other content rows', () => {
  it('PROMOFE_getPromoAnnounceV2 answers announcements[] and quickAccess{quickAccesses, style}', async () => {
    const v = (await relay<PromoAnnounce>('promoAnnounce', { query: '?types=PR&platform=M&version=1' })).env.value!;
    expect(v).toEqual({ announcements: [], quickAccess: { quickAccesses: [], style: '' } });
  });

  it('MCSFE_checkRsgUnlockEvent is a POST for guests answering a boolean; GET is 405', async () => {
    expect((await relay<boolean>('rsgUnlock')).env.value).toBe(false);
    expect((await relay('rsgUnlock', { method: 'GET' })).res.status).toBe(405);
  });

  it('WPSCORE_saveMemberInfoByAuthKey answers a member an opaque key string', async () => {
    expect((await relay('saveMemberInfoByAuthKey')).res.status).toBe(401);
    const { token } = await login(s.app, 'player01');
    const a = (await relay<string>('saveMemberInfoByAuthKey', { token })).env.value!;
    const b = (await relay<string>('saveMemberInfoByAuthKey', { token })).env.value!;
    expect(a).toMatch(/^[\w-]{16,}$/);
    expect(a).not.toBe(b);
  });

  it('WPS3RD_refreshMayaTokens takes env in the query and checks it', async () => {
    const { token } = await login(s.app, 'player01');
    const ok = await relay<{ linked: boolean }>('refreshMayaTokens', { token, query: '?env=sandbox' });
    expect(ok.res.status).toBe(200);
    expect(typeof ok.env.value?.linked).toBe('boolean');
    expect((await relay('refreshMayaTokens', { token, query: `?env=${'x'.repeat(40)}` })).res.status).toBe(400);
  });

  it('CBS_unreadCount answers value.unReadCount for a member', async () => {
    const { token } = await login(s.app, 'player01');
    expect((await relay<{ unReadCount: number }>('chatUnread', { token })).env.value).toEqual({ unReadCount: 2 });
  });
});
