import { describe, expect, it, vi } from 'vitest';
import { forceRefresh, forcedRefreshTarget } from '../../../src/lib/forcedRefresh.ts';

describe('forcedRefreshTarget', () => {
  it.each([
    '/m/home', '/m/index', '/m/index.html', '/m/game', '/m/login', '/m/register', '/m/register.html', '/m/member/home',
    '/', '/m', '/m/', '/m/home/',
  ])('%s reloads in place', (path) => {
    expect(forcedRefreshTarget(path)).toBe('reload');
  });

  it.each(['/m/activity', '/m/sports', '/m/changePsw', '/m/member', '/m/member/home/x', '/m/feedback', '/other', '/m/homex'])(
    '%s goes to /m/home',
    (path) => {
      expect(forcedRefreshTarget(path)).toBe('/m/home');
    },
  );
});

describe('forceRefresh', () => {
  const stub = (pathname: string) => ({ pathname, reload: vi.fn(), assign: vi.fn() });

  it('reloads on a reload-in-place path', () => {
    const loc = stub('/m/game');
    forceRefresh(loc);
    expect(loc.reload).toHaveBeenCalledTimes(1);
    expect(loc.assign).not.toHaveBeenCalled();
  });

  it('assigns /m/home elsewhere', () => {
    const loc = stub('/m/activity');
    forceRefresh(loc);
    expect(loc.assign).toHaveBeenCalledWith('/m/home');
    expect(loc.reload).not.toHaveBeenCalled();
  });
});
