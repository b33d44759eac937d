import { describe, expect, it } from 'vitest';
import { PATHS } from '../../../contract/routes';
import { landingRoute } from '../../../src/routes';

describe('landingRoute: the page a landing renders, so its chunk is the one preloaded', () => {
  it('a guest on a members-only page gets the login page, a member the page itself', () => {
    expect(landingRoute(PATHS.memberHome, false)?.path).toBe(PATHS.login);
    expect(landingRoute(PATHS.memberHome, true)?.path).toBe(PATHS.memberHome);
    expect(landingRoute(PATHS.changePsw, false)?.path).toBe(PATHS.login);
  });

  it('a guest on /feedback is sent home; public pages are themselves for everyone', () => {
    expect(landingRoute(PATHS.feedback, false)?.path).toBe(PATHS.home);
    expect(landingRoute(PATHS.activity, false)?.path).toBe(PATHS.activity);
    expect(landingRoute(PATHS.login, true)?.path).toBe(PATHS.login);
  });

  it('no route outside the base or for an unknown path', () => {
    expect(landingRoute(null, true)).toBeUndefined();
    expect(landingRoute('/nowhere', true)).toBeUndefined();
    expect(landingRoute('/nowhere', false), 'the not-found page is not guarded').toBeUndefined();
  });
});
