import { describe, expect, it, vi } from 'vitest';
import type { Banner } from '../../../contract/wps.ts';
import { bannerAction, type BannerContext } from '../../../src/lobby/bannerAction.ts';

const b = (over: Partial<Banner>): Banner => ({
  id: 'b1', groupName: 'm_home', url: 'https://cdn/x.svg', linkageType: 'NONE', linkage: '', roomId: '', nodeId: '', gameType: '', vendor: '', ...over,
});
const guest: BannerContext = {
  origin: 'https://www.acme.example', own: { current: 'www.acme.example', mainDomain: 'acme.example' },
  token: null, userName: '', isAgent: false, backUrl: '/m/home',
};
const member: BannerContext = { ...guest, token: 'tok123', userName: 'gus' };
const agent: BannerContext = { ...member, isAgent: true };

describe('P', () => {
  it('opens /m/activity?id= for everyone, refusing malformed ids', () => {
    expect(bannerAction(b({ linkageType: 'P', linkage: 'promo-7' }), guest)).toEqual({ kind: 'internal', href: '/m/activity?id=promo-7' });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(bannerAction(b({ linkageType: 'P', linkage: 'a&b=c' }), guest)).toEqual({ kind: 'none' });
  });
});

describe('URL', () => {
  it('an internal /m path navigates inside the site; hostile paths are refused', () => {
    expect(bannerAction(b({ linkageType: 'URL', linkage: '/m/sports?x=1' }), member)).toEqual({ kind: 'internal', href: '/m/sports?x=1' });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const bad of ['//evil.example/m/x', '/m/../admin', '/other', 'javascript:alert(1)', 'data:text/html,hi', 'https://u:p@acme.example/']) {
      expect(bannerAction(b({ linkageType: 'URL', linkage: bad }), member), bad).toEqual({ kind: 'none' });
    }
  });

  it('a same-origin absolute /m URL is internal', () => {
    expect(bannerAction(b({ linkageType: 'URL', linkage: 'https://www.acme.example/m/live' }), guest)).toEqual({ kind: 'internal', href: '/m/live' });
  });

  it('appends token and username only for a member and only on the merchant\'s own hosts', () => {
    const own = bannerAction(b({ linkageType: 'URL', linkage: 'https://news.acme.example/tips?a=1' }), member);
    expect(own).toEqual({ kind: 'external', href: 'https://news.acme.example/tips?a=1&token=tok123&username=gus' });
    expect(bannerAction(b({ linkageType: 'URL', linkage: 'https://acme.example/' }), member)).toMatchObject({ href: 'https://acme.example/?token=tok123&username=gus' });
    for (const foreign of ['https://www.example.org/rg', 'https://acme.example.evil.org/', 'https://notacme.example/']) {
      const a = bannerAction(b({ linkageType: 'URL', linkage: foreign }), member);
      expect(a.kind).toBe('external');
      expect('href' in a && a.href, foreign).not.toContain('tok123');
    }
    expect(bannerAction(b({ linkageType: 'URL', linkage: 'https://news.acme.example/tips' }), guest)).toEqual({ kind: 'external', href: 'https://news.acme.example/tips' });
  });

  it('sends agents to agent registration instead of the invite page', () => {
    expect(bannerAction(b({ linkageType: 'URL', linkage: '/m/inviteFriends?from=banner' }), agent)).toEqual({ kind: 'internal', href: '/m/agentRegister?from=banner' });
    expect(bannerAction(b({ linkageType: 'URL', linkage: '/m/inviteFriends' }), member)).toEqual({ kind: 'internal', href: '/m/inviteFriends' });
    expect(bannerAction(b({ linkageType: 'URL', linkage: '/m/inviteFriendsX' }), agent)).toEqual({ kind: 'internal', href: '/m/inviteFriendsX' });
  });
});

describe('G', () => {
  const game = b({ linkageType: 'G', linkage: 'PG-fortune-tiger', vendor: 'PG', gameType: 'RNG', nodeId: '1' });
  const lotto = b({ linkageType: 'G', linkage: 'TCG_LOTTO_VN-mega', vendor: 'TCG_LOTTO_VN', gameType: 'ELOTT', nodeId: '2' });

  it('a member launches the game or the lottery through /m/launchGame, with the banner\'s node id and the lane\'s prize mode', () => {
    expect(bannerAction(game, member)).toEqual({ kind: 'launch', href: '/m/launchGame?vendor=PG&code=PG-fortune-tiger&nodeId=1&backUrl=%2Fm%2Fhome' });
    expect(bannerAction(lotto, member)).toEqual({ kind: 'launch', href: '/m/launchGame?prize_mode=Elott&code=TCG_LOTTO_VN-mega&nodeId=2&lottoView=betting&backUrl=%2Fm%2Fhome' });
    expect(bannerAction({ ...lotto, gameType: 'LOTT' }, member)).toMatchObject({ href: expect.stringContaining('prize_mode=Lott&') });
  });

  it('a guest is sent to /m/login for a lottery (also by vendor alone), and offered free play otherwise', () => {
    const login = bannerAction(lotto, guest);
    expect(login.kind).toBe('login');
    expect('href' in login && decodeURIComponent(login.href.split('go=')[1] ?? '')).toMatch(/^\/m\/launchGame\?prize_mode=Elott/);
    expect(bannerAction({ ...game, vendor: 'TCG_SEA', gameType: '' }, guest).kind).toBe('login');
    expect(bannerAction(game, guest)).toEqual({ kind: 'trial', gameId: 'PG-fortune-tiger', nodeId: '1' });
  });

  it('refuses a malformed game reference', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(bannerAction({ ...game, linkage: 'x"><script>' }, member)).toEqual({ kind: 'none' });
    expect(bannerAction({ ...game, vendor: '' }, member)).toEqual({ kind: 'none' });
  });
});

it('NONE and unknown linkage types do nothing', () => {
  expect(bannerAction(b({ linkageType: 'NONE' }), member)).toEqual({ kind: 'none' });
  expect(bannerAction(b({ linkageType: 'X' as Banner['linkageType'], linkage: '/m/home' }), member)).toEqual({ kind: 'none' });
});

describe('URL: which hosts get the session token', () => {
  it('never over plain http from an https page, never for a bare TLD, an IP or an empty main domain', () => {
    const plain = bannerAction(b({ linkageType: 'URL', linkage: 'http://news.acme.example/tips' }), member);
    expect('href' in plain && plain.href).toBe('http://news.acme.example/tips');
    for (const mainDomain of ['example', 'com', '203.0.113.7', '', '.', 'acme..example']) {
      const ctx: BannerContext = { ...member, own: { current: 'www.acme.example', mainDomain } };
      const a = bannerAction(b({ linkageType: 'URL', linkage: 'https://news.acme.example/' }), ctx);
      expect('href' in a && a.href, mainDomain).not.toContain('tok123');
    }
  });

  it('an http site (local development) may hand it to its own http hosts; the current host always counts', () => {
    const ctx: BannerContext = { ...member, origin: 'http://localhost:8080', own: { current: 'localhost', mainDomain: 'demo.localhost' } };
    expect(bannerAction(b({ linkageType: 'URL', linkage: 'http://agent.demo.localhost/x' }), ctx)).toMatchObject({ href: 'http://agent.demo.localhost/x?token=tok123&username=gus' });
    expect(bannerAction(b({ linkageType: 'URL', linkage: 'http://club.localhost/x' }), ctx)).toMatchObject({ href: 'http://club.localhost/x' });
  });
});
