import { describe, expect, it } from 'vitest';
import { postLoginTarget, type PostLoginInput } from '../../../src/actions/postLoginTarget.ts';

const origin = 'https://acme.example';
const base: PostLoginInput = { firstTimeLogin: false, passwordExpired: false, forceChangeOnExpiry: false, go: null, origin };
const target = (over: Partial<PostLoginInput>) => postLoginTarget({ ...base, ...over }).target;

describe('postLoginTarget', () => {
  it('first login → /m/changePsw, even with a valid go', () => {
    expect(target({ firstTimeLogin: true })).toBe('/m/changePsw');
    expect(target({ firstTimeLogin: true, go: '/m/game' })).toBe('/m/changePsw');
  });

  it('expired password with PWDEXPFORCECHANGE3 → /m/changePsw', () => {
    expect(target({ passwordExpired: true, forceChangeOnExpiry: true, go: '/m/game' })).toBe('/m/changePsw');
  });

  it('expired password without the flag → go, or /m/home', () => {
    expect(target({ passwordExpired: true, go: '/m/game?x=1' })).toBe('/m/game?x=1');
    expect(target({ passwordExpired: true })).toBe('/m/home');
  });

  it('the default password (the server says so) → /m/changePsw, even with a valid go', () => {
    expect(target({ defaultPassword: true, go: '/m/game' })).toBe('/m/changePsw');
    expect(target({ defaultPassword: false, go: '/m/game' })).toBe('/m/game');
  });

  it('the flag alone forces nothing', () => {
    expect(target({ forceChangeOnExpiry: true })).toBe('/m/home');
  });

  it('a valid go is the target', () => {
    expect(target({ go: '/m/member/home' })).toBe('/m/member/home');
    expect(target({ go: '/m/activity?id=12#top' })).toBe('/m/activity?id=12#top');
  });

  it.each([
    'https://evil.example/m/home', '//evil.example/m/home', '/\\evil.example', 'javascript:alert(1)', '/m/../admin',
    '/m/%2e%2e/x', '/home', 'm/home', '/mx/home', '', ' /m/home', '/m//evil.example',
  ])('a hostile or foreign go (%j) → /m/home', (go) => {
    expect(target({ go })).toBe('/m/home');
  });
});
