import { afterEach, describe, expect, it, vi } from 'vitest';
import { SPLASH_EXTRA_MS, SPLASH_MIN_MS } from '../../../contract/constants.ts';
import { SPLASH_KEY, markSplashShown, shouldShowSplash, splashDelay } from '../../../src/lib/splash.ts';

afterEach(() => vi.restoreAllMocks());

describe('splashDelay', () => {
  it('waits 1400 ms in total from load start', () => {
    expect(SPLASH_MIN_MS + SPLASH_EXTRA_MS).toBe(1400);
    expect(splashDelay(1000, 1000)).toBe(1400);
    expect(splashDelay(1500, 1000)).toBe(900);
    expect(splashDelay(2399, 1000)).toBe(1);
    expect(splashDelay(2400, 1000)).toBe(0);
    expect(splashDelay(9000, 1000)).toBe(0);
  });
});

describe('splash once per session', () => {
  it('shows until marked, then never again in the session', () => {
    expect(shouldShowSplash(sessionStorage)).toBe(true);
    markSplashShown(sessionStorage);
    expect(sessionStorage.getItem(SPLASH_KEY)).toBe('1');
    expect(shouldShowSplash(sessionStorage)).toBe(false);
  });

  it('uses session storage only as given (local storage is untouched)', () => {
    markSplashShown(sessionStorage);
    expect(localStorage.getItem(SPLASH_KEY)).toBeNull();
    expect(shouldShowSplash(localStorage)).toBe(true);
  });

  it('shows the splash when storage is blocked, without throwing', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const blocked = {
      length: 0, clear() {}, key: () => null, removeItem() {},
      getItem: () => { throw new DOMException('no', 'SecurityError'); },
      setItem: () => { throw new DOMException('no', 'SecurityError'); },
    } satisfies Storage;
    expect(shouldShowSplash(blocked)).toBe(true);
    expect(() => markSplashShown(blocked)).not.toThrow();
  });
});
