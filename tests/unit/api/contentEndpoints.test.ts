/** Contract tests of the content and member relays (production-wire D1-D22): the request sent, the answer read. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  checkRsgUnlock, downloadDomain, getAnnouncementGroups, getAvailablePromotions, getBannerGroup, getCustomerServiceScripts,
  getDownloadTexts, getLobbyBanners, getPromotionCategories,
} from '../../../src/api/content.ts';
import { chatLanguage, getChatUnread, getPromoCodeEnable, getUnreadCount, launchChat, markInboxRead } from '../../../src/api/member.ts';
import { configureClient } from '../../../src/api/hooks.ts';
import { failEnv, json, okEnv, resetAll, stubFetch, type FetchCall } from './fetchStub.ts';

const query = (c: FetchCall) => Object.fromEntries(new URL(c.url, 'https://x.example').searchParams);
const path = (c: FetchCall) => new URL(c.url, 'https://x.example').pathname;
const banner = (over: Record<string, unknown> = {}) => ({
  id: 'b1', groupName: 'm_home', url: 'https://cdn.example/b1.png', linkageType: 'URL', linkage: '/m/promo', roomId: '', nodeId: '', gameType: '', vendor: '', ...over,
});

describe('content endpoint functions', () => {
  beforeEach(() => {
    resetAll();
    configureClient({ getToken: () => 'tok', getLanguage: () => 'EN', getMerchant: () => 'acme', onAlert: vi.fn(), onSessionExpired: vi.fn() });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'info').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('D1 banners: GET CCSFE_getListAnnouncements?types=B&platform=M without Authorization; value.banners[] mapped, bad items dropped', async () => {
    const calls = stubFetch(() => json(okEnv({ banners: [banner(), banner({ id: undefined, groupName: 'm_top', linkageType: 'X', nodeId: 7 }), { groupName: 'm_top' }, 'junk'] })));
    const list = await getLobbyBanners();
    expect(calls[0]!.method).toBe('GET');
    expect(path(calls[0]!)).toBe('/wps/relay/CCSFE_getListAnnouncements');
    expect(query(calls[0]!)).toEqual({ types: 'B', platform: 'M' });
    expect(calls[0]!.headers.Authorization).toBeUndefined();
    expect(list).toEqual([
      banner(),
      { id: 'm_top-1', groupName: 'm_top', url: 'https://cdn.example/b1.png', linkageType: 'NONE', linkage: '/m/promo', roomId: '', nodeId: '7', gameType: '', vendor: '' },
    ]);
  });

  it('D1 banner groups come from the same cached answer (one request)', async () => {
    const calls = stubFetch(() => json(okEnv({ banners: [banner(), banner({ id: 'p1', groupName: 'm_popup1' })] })));
    expect((await getBannerGroup('m_popup1'))?.map((b) => b.id)).toEqual(['p1']);
    expect((await getLobbyBanners())?.map((b) => b.id)).toEqual(['b1', 'p1']);
    expect(calls).toHaveLength(1);
  });

  it('D1 an unusable answer is null (the lobby keeps its banners), a missing list is empty', async () => {
    stubFetch(() => json(okEnv([banner()])));
    expect(await getLobbyBanners()).toBeNull();
    resetAll();
    stubFetch(() => json(okEnv({ player: [] })));
    expect(await getLobbyBanners()).toEqual([]);
    resetAll();
    stubFetch(() => json(failEnv('x')));
    expect(await getLobbyBanners()).toBeNull();
  });

  it('D2 announcements: a failed read raises no dialog (each reader shows its own failure or nothing), yet a 503 still starts the recovery', async () => {
    const onAlert = vi.fn();
    const onOutage = vi.fn();
    configureClient({ getToken: () => 'tok', getLanguage: () => 'EN', getMerchant: () => 'acme', onAlert, onOutage, onSessionExpired: vi.fn() });
    stubFetch(() => json(failEnv('announcement.failed', 'Announcements are unavailable'), 200));
    expect(await getAnnouncementGroups()).toBeNull();
    stubFetch(() => json(failEnv('system.unavailable', 'Down'), 503));
    expect(await getAnnouncementGroups()).toBeNull();
    expect(onAlert).not.toHaveBeenCalled();
    expect(onOutage).toHaveBeenCalledTimes(1);
  });

  it('D2 announcements: types=PR&platform=M; grouped answer read by kind, content or contents[0].content', async () => {
    const calls = stubFetch(() => json(okEnv({
      player: [{ id: 1, title: 'Hi', content: '<b>Line</b>' }, { id: 2, contents: [{ content: 'From contents' }], contentType: 'text' }, { id: 3 }],
      popup: [{ id: 'p', title: 'Popup', content: 'x', contentType: 'html', forcedRead: true }],
      banners: [banner()],
      hot: 'not a list',
    })));
    const g = await getAnnouncementGroups();
    expect(query(calls[0]!)).toEqual({ types: 'PR', platform: 'M' });
    expect(calls[0]!.headers.Authorization).toBeUndefined();
    expect(g).toEqual({
      promotion: [],
      player: [
        { id: '1', title: 'Hi', content: '<b>Line</b>', contentType: 'html', forcedRead: false },
        { id: '2', title: '', content: 'From contents', contentType: 'text', forcedRead: false },
      ],
      popup: [{ id: 'p', title: 'Popup', content: 'x', contentType: 'html', forcedRead: true }],
      hot: [],
    });
  });

  it('D6 promotion categories: value.categories; a bare list (the old shape) is refused', async () => {
    const calls = stubFetch(() => json(okEnv({ categories: [{ id: 'w', name: 'Welcome', promotions: [] }] })));
    expect(await getPromotionCategories()).toEqual([{ id: 'w', name: 'Welcome', promotions: [] }]);
    expect(path(calls[0]!)).toBe('/wps/relay/PROMOFE_getPromotionAnnouncementCategory');
    expect(calls[0]!.headers.Language).toBe('EN');
    resetAll();
    stubFetch(() => json(okEnv([{ id: 'w', name: 'Welcome', promotions: [] }])));
    expect(await getPromotionCategories()).toBeNull();
  });

  it('D8 availability is sent without Authorization and checked', async () => {
    const calls = stubFetch(() => json(okEnv({ APP_DOWNLOAD: { enabled: true, count: 1 }, REFERRAL: { enabled: false, count: 0 } })));
    expect((await getAvailablePromotions())?.APP_DOWNLOAD.enabled).toBe(true);
    expect(calls[0]!.headers.Authorization).toBeUndefined();
    resetAll();
    stubFetch(() => json(okEnv({ APP_DOWNLOAD: true })));
    expect(await getAvailablePromotions()).toBeNull();
  });

  it('D10 RSG unlock is a POST answering a boolean', async () => {
    const calls = stubFetch(() => json(okEnv(true)));
    expect(await checkRsgUnlock()).toBe(true);
    expect([calls[0]!.method, path(calls[0]!)]).toEqual(['POST', '/wps/relay/MCSFE_checkRsgUnlockEvent']);
    expect(calls[0]!.headers.Authorization).toBeUndefined();
    resetAll();
    stubFetch(() => json(okEnv({ due: true })));
    expect(await checkRsgUnlock()).toBeNull();
  });

  it('D11 the help script answer is value.scripts', async () => {
    const calls = stubFetch(() => json(okEnv({ scripts: '<script src="https://x.example/a.js"></script>' })));
    expect(await getCustomerServiceScripts()).toBe('<script src="https://x.example/a.js"></script>');
    expect(path(calls[0]!)).toBe('/wps/relay/WPSCORE_getCustomerServiceScript');
    resetAll();
    stubFetch(() => json(okEnv({ scriptUrl: '/a.js' })));
    expect(await getCustomerServiceScripts()).toBeNull();
  });

  it('D13 download setting: domain = host minus its first label; value.app_desc.value and login_prompt_text.value', async () => {
    expect(['www.brand.com', 'brand.com', 'localhost', '127.0.0.1', 'a.b.c.d'].map(downloadDomain)).toEqual(['brand.com', 'com', 'localhost', '127.0.0.1', 'b.c.d']);
    const calls = stubFetch(() => json(okEnv({ app_desc: { value: 'Desc' }, login_prompt_text: { value: 'Hi' } })));
    expect(await getDownloadTexts('m.brand.com')).toEqual({ appDesc: 'Desc', loginPromptText: 'Hi' });
    expect(query(calls[0]!)).toEqual({ domain: 'brand.com' });
    resetAll();
    stubFetch(() => json(okEnv([{ resourceType: 'IOS', url: 'x' }])));
    expect(await getDownloadTexts('m.brand.com')).toEqual({ appDesc: '', loginPromptText: '' });
  });
});

describe('member endpoint functions', () => {
  beforeEach(() => {
    resetAll();
    configureClient({ getToken: () => 'tok', getLanguage: () => 'EN', getMerchant: () => 'acme', onAlert: vi.fn(), onSessionExpired: vi.fn() });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('D7 promo-code switch: value is a bare boolean; the old {enabled} is ignored', async () => {
    const calls = stubFetch(() => json(okEnv(true)));
    expect(await getPromoCodeEnable()).toBe(true);
    expect([calls[0]!.method, path(calls[0]!), calls[0]!.headers.Authorization]).toEqual(['GET', '/wps/relay/PROMOFE_getPromoCodeEnable', 'tok']);
    resetAll();
    stubFetch(() => json(okEnv({ enabled: true })));
    expect(await getPromoCodeEnable()).toBeNull();
  });

  it('D17 chat unread reads value.unReadCount; D18 inbox unread is a bare number', async () => {
    const calls = stubFetch((c) => json(okEnv(c.url.includes('CBS_unreadCount') ? { unReadCount: 3 } : 7)));
    expect(await getChatUnread()).toBe(3);
    expect(await getUnreadCount()).toBe(7);
    expect(calls.map(path)).toEqual(['/wps/relay/CBS_unreadCount', '/wps/relay/CSP_unreadCount']);
    resetAll();
    stubFetch((c) => json(okEnv(c.url.includes('CBS_unreadCount') ? { count: 3 } : { count: 7 })));
    expect(await getChatUnread()).toBeNull();
    expect(await getUnreadCount()).toBeNull();
  });

  it('D3 mark as read posts {announcementId, read: true}', async () => {
    const calls = stubFetch(() => json(okEnv(true)));
    await markInboxRead('12');
    expect([calls[0]!.method, path(calls[0]!)]).toEqual(['POST', '/wps/relay/MCSFE_markAnnouncementAsRead']);
    expect(JSON.parse(calls[0]!.body!)).toEqual({ announcementId: '12', read: true });
  });

  it('D16 launchChat sends b2c 1, title, backUrl and language (CN for CN and TW)', async () => {
    expect(['CN', 'TW', 'th', 'EN'].map(chatLanguage)).toEqual(['CN', 'CN', 'TH', 'EN']);
    const calls = stubFetch(() => json(okEnv({ url: 'https://chat.example/r' })));
    expect(await launchChat({ title: 'Live chat', backUrl: 'https://site.example/m/home', language: 'TW' })).toBe('https://chat.example/r');
    expect(path(calls[0]!)).toBe('/wps/relay/CBS_launchChat');
    expect(query(calls[0]!)).toEqual({ b2c: '1', title: 'Live chat', backUrl: 'https://site.example/m/home', language: 'CN' });
    resetAll();
    stubFetch(() => json(okEnv({})));
    expect(await launchChat({ title: 't', backUrl: 'b', language: 'EN' })).toBeNull();
  });
});
