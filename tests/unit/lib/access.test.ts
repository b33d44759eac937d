import { describe, expect, it } from 'vitest';
import { PUBLIC_PATHS } from '../../../contract/routes.ts';
import { accessDecision } from '../../../src/lib/access.ts';
import { safeGo } from '../../../src/lib/safeGo.ts';

describe('accessDecision', () => {
  it.each(PUBLIC_PATHS)('guest may open public %s', (path) => {
    expect(accessDecision(path, false)).toEqual({ allow: true });
  });

  it('the public set is the spec list', () => {
    expect([...PUBLIC_PATHS].sort()).toEqual([
      '/', '/index', '/index.html', '/home', '/login', '/register', '/register.html', '/activity', '/inviteFriends',
      '/sports', '/live', '/rng', '/table', '/fish', '/pvp', '/crash', '/arcade', '/elott', '/news', '/download', '/app',
    ].sort());
  });

  it('guest on /feedback goes home', () => {
    expect(accessDecision('/feedback', false)).toEqual({ redirect: '/home' });
  });

  it.each([
    ['/member/home', '/login?go=%2Fm%2Fmember%2Fhome'],
    ['/game', '/login?go=%2Fm%2Fgame'],
    ['/changePsw', '/login?go=%2Fm%2FchangePsw'],
    ['/launchGame', '/login?go=%2Fm%2FlaunchGame'],
    ['/agentRegister', '/login?go=%2Fm%2FagentRegister'],
    ['/unknown/page', '/login?go=%2Fm%2Funknown%2Fpage'],
  ])('guest on %s is sent to %s', (path, redirect) => {
    expect(accessDecision(path, false)).toEqual({ redirect });
  });

  it('carries the query into go', () => {
    expect(accessDecision('/launchGame', false, '?vendor=V&code=1')).toEqual({
      redirect: '/login?go=%2Fm%2FlaunchGame%3Fvendor%3DV%26code%3D1',
    });
    expect(accessDecision('/game', false, 'x=1')).toEqual({ redirect: '/login?go=%2Fm%2Fgame%3Fx%3D1' });
  });

  it('a trailing slash does not bypass the guard or block a public page', () => {
    expect(accessDecision('/game/', false)).toEqual({ redirect: '/login?go=%2Fm%2Fgame' });
    expect(accessDecision('/home/', false)).toEqual({ allow: true });
    expect(accessDecision('', false)).toEqual({ allow: true });
  });

  it.each(['/member/home', '/feedback', '/game', '/home', '/anything'])('member may open %s', (path) => {
    expect(accessDecision(path, true)).toEqual({ allow: true });
  });

  it.each([
    ['/launchGame', '?vendor=V&code=1&backUrl=%2Fm%2Fhome', '/m/launchGame?vendor=V&code=1&backUrl=%2Fm%2Fhome'],
    ['/member/home', '', '/m/member/home'],
    ['/news/item', '?q=a%20b', '/m/news/item?q=a%20b'],
  ])('the go target for %s%s survives the login page check', (path, search, target) => {
    const decision = accessDecision(path, false, search);
    if (!('redirect' in decision)) throw new Error('expected a redirect');
    const go = new URLSearchParams(decision.redirect.slice(decision.redirect.indexOf('?'))).get('go');
    expect(go).toBe(target);
    expect(safeGo(go, 'https://www.example.com')).toBe(target);
  });
});

describe('accessDecision: forced password change and a URL token being confirmed', () => {
  const forced = { hasSession: true, mustChangePassword: true };
  it.each(['/', '/home', '/member/home', '/sports', '/launchGame', '/login', '/register', '/feedback', '/game', '/home/'])(
    'keeps a member held on the forced change on /changePsw when %s is opened',
    (path) => expect(accessDecision(path, forced, '?vendor=PG&code=X')).toEqual({ redirect: '/changePsw' }),
  );

  it('lets the held member open /changePsw itself, and everything once the change is done', () => {
    expect(accessDecision('/changePsw', forced)).toEqual({ allow: true });
    expect(accessDecision('/member/home', { hasSession: true, mustChangePassword: false })).toEqual({ allow: true });
  });

  it('a forced-change mark without a session does not hold a guest', () => {
    expect(accessDecision('/home', { hasSession: false, mustChangePassword: true })).toEqual({ allow: true });
  });

  it('while a URL token is confirmed, guarded pages wait instead of sending the player to login; public pages show', () => {
    expect(accessDecision('/member/home', { hasSession: false, tokenPending: true })).toEqual({ wait: true });
    expect(accessDecision('/home', { hasSession: false, tokenPending: true })).toEqual({ allow: true });
    expect(accessDecision('/member/home', { hasSession: false, tokenPending: false })).toMatchObject({ redirect: expect.stringContaining('/login') });
  });
});
