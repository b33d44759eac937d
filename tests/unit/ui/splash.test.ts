import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SPLASH_EXTRA_MS, SPLASH_MIN_MS } from '../../../contract/constants.ts';
import { hideSplash } from '../../../src/boot/splash.ts';
import { SPLASH_KEY } from '../../../src/lib/splash.ts';

const MIN = SPLASH_MIN_MS + SPLASH_EXTRA_MS; // 1400 ms since load
let el: HTMLElement;

beforeEach(() => {
  vi.useFakeTimers();
  el = document.createElement('div');
  el.id = 'splash';
  document.body.append(el);
});
afterEach(() => {
  el.remove();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('hideSplash', () => {
  it('first load of the session: visible until 1400 ms since load, then hidden and the session marked', () => {
    vi.spyOn(performance, 'now').mockReturnValue(300);
    hideSplash();
    vi.advanceTimersByTime(MIN - 300 - 1);
    expect(el.hidden).toBe(false);
    expect(sessionStorage.getItem(SPLASH_KEY)).toBeNull();
    vi.advanceTimersByTime(1);
    expect(el.hidden).toBe(true);
    expect(sessionStorage.getItem(SPLASH_KEY)).toBe('1');
  });

  it('a slow start past the minimum hides it on the next tick', () => {
    vi.spyOn(performance, 'now').mockReturnValue(5000);
    hideSplash();
    vi.advanceTimersByTime(0);
    expect(el.hidden).toBe(true);
  });

  it('a second load in the same session hides it at once', () => {
    sessionStorage.setItem(SPLASH_KEY, '1');
    vi.spyOn(performance, 'now').mockReturnValue(10);
    hideSplash();
    vi.advanceTimersByTime(0);
    expect(el.hidden).toBe(true);
  });

  it('first load then reload: the second run does not wait', () => {
    vi.spyOn(performance, 'now').mockReturnValue(0);
    hideSplash();
    vi.advanceTimersByTime(MIN);
    el.hidden = false;
    hideSplash();
    vi.advanceTimersByTime(0);
    expect(el.hidden).toBe(true);
  });

  it('no #splash element: nothing happens', () => {
    el.remove();
    expect(() => hideSplash()).not.toThrow();
  });
});
