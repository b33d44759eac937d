import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHE_CLEANUP_MS, CACHE_TTL_MS, STORAGE_WRITE_CAP_BYTES } from '../../../contract/constants.ts';
import type { Envelope } from '../../../contract/envelope.ts';
import { PERSIST_PREFIX, createCache, evictionCount } from '../../../src/api/cache.ts';
import type { CacheDeps } from '../../../src/api/cache.ts';
import type { StorageLike } from '../../../src/lib/storage.ts';

const ok = <T>(value: T): Envelope<T> => ({ success: true, value, code: null, message: null });

function deps(over: Partial<CacheDeps> = {}): CacheDeps & { random: ReturnType<typeof vi.fn> } {
  return {
    now: () => Date.now(),
    random: vi.fn(() => 0.5),
    storage: () => sessionStorage,
    setInterval: (fn, ms) => setInterval(fn, ms),
    clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
    ...over,
  } as CacheDeps & { random: ReturnType<typeof vi.fn> };
}

describe('GET cache', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('keeps an entry for 180 s by default', () => {
    expect(CACHE_TTL_MS).toBe(180_000);
    const c = createCache(deps());
    c.set('k', ok(1));
    vi.setSystemTime(CACHE_TTL_MS - 1);
    expect(c.get('k')).toEqual(ok(1));
    vi.setSystemTime(CACHE_TTL_MS);
    expect(c.get('k')).toBeNull();
  });

  it('honours a custom lifetime', () => {
    const c = createCache(deps());
    c.set('k', ok(1), { ttlMs: 1000 });
    vi.setSystemTime(1000);
    expect(c.get('k')).toBeNull();
  });

  it('never stores failures', () => {
    const c = createCache(deps());
    c.set('k', { success: false, value: null, code: 'x', message: null });
    expect(c.get('k')).toBeNull();
    expect(c.sizes().memory).toBe(0);
  });

  it('over 30 entries, the size check evicts the oldest 20 %', () => {
    const d = deps();
    const c = createCache(d);
    for (let i = 0; i < 30; i += 1) { vi.setSystemTime(i); c.set(`k${i}`, ok(i)); }
    d.random.mockReturnValue(0.05);
    vi.setSystemTime(30);
    c.set('k30', ok(30));
    // 31 entries, ceil(31 * 0.2) = 7 oldest dropped.
    expect(c.sizes().memory).toBe(24);
    for (let i = 0; i < 7; i += 1) expect(c.get(`k${i}`)).toBeNull();
    for (let i = 7; i <= 30; i += 1) expect(c.get(`k${i}`)).toEqual(ok(i));
  });

  it('the size check runs only on a 10 % draw of the injected random source', () => {
    const d = deps();
    const c = createCache(d);
    d.random.mockReturnValue(0.1);
    for (let i = 0; i < 40; i += 1) c.set(`k${i}`, ok(i));
    expect(d.random).toHaveBeenCalledTimes(40);
    expect(c.sizes().memory).toBe(40);
    d.random.mockReturnValue(0.0999);
    c.set('k40', ok(40));
    // 41 entries: 20 % (9) would leave 32, so the check drops back to the cap.
    expect(c.sizes().memory).toBe(30);
  });

  it('caps the persist layer at 100 entries, evicting the oldest 20 %', () => {
    const d = deps();
    const c = createCache(d);
    for (let i = 0; i < 100; i += 1) { vi.setSystemTime(i); c.set(`p${i}`, ok(i), { persist: true }); }
    expect(c.sizes().persisted).toBe(100);
    d.random.mockReturnValue(0);
    vi.setSystemTime(100);
    c.set('p100', ok(100), { persist: true });
    // 101 entries, ceil(101 * 0.2) = 21 oldest dropped.
    expect(c.sizes().persisted).toBe(80);
    expect(sessionStorage.getItem(`${PERSIST_PREFIX}p20`)).toBeNull();
    expect(sessionStorage.getItem(`${PERSIST_PREFIX}p21`)).not.toBeNull();
    expect(sessionStorage.getItem(`${PERSIST_PREFIX}p100`)).not.toBeNull();
  });

  it('eviction count: nothing at the cap, 20 % or back to the cap beyond it', () => {
    expect(evictionCount(30, 30)).toBe(0);
    expect(evictionCount(31, 30)).toBe(7);
    expect(evictionCount(100, 30)).toBe(70);
  });

  it('reads the persist layer after the memory layer is gone (a reload)', () => {
    createCache(deps()).set('m', ok({ id: 'a' }), { persist: true });
    const reloaded = createCache(deps());
    expect(reloaded.get('m')).toEqual(ok({ id: 'a' }));
    expect(reloaded.sizes().memory).toBe(1);
  });

  it('cleans expired entries every 5 minutes, with a timer started lazily', () => {
    expect(CACHE_CLEANUP_MS).toBe(5 * 60_000);
    const c = createCache(deps());
    expect(vi.getTimerCount()).toBe(0);
    c.set('a', ok(1), { ttlMs: 1000 });
    c.set('b', ok(2), { ttlMs: 1000, persist: true });
    c.set('c', ok(3), { ttlMs: 10 * 60_000 });
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(CACHE_CLEANUP_MS - 1);
    expect(c.sizes()).toEqual({ memory: 3, persisted: 1 });
    vi.advanceTimersByTime(1);
    expect(c.sizes()).toEqual({ memory: 1, persisted: 0 });
    expect(c.get('c')).toEqual(ok(3));
  });

  it('clear() empties both layers and stops the timer', () => {
    const c = createCache(deps());
    c.set('a', ok(1));
    c.set('b', ok(2), { persist: true });
    sessionStorage.setItem('unrelated', 'keep');
    c.clear();
    expect(c.sizes()).toEqual({ memory: 0, persisted: 0 });
    expect(sessionStorage.getItem('unrelated')).toBe('keep');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('refuses an oversized persist write without throwing', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const c = createCache(deps());
    const big = 'x'.repeat(STORAGE_WRITE_CAP_BYTES + 1);
    expect(() => c.set('big', ok(big), { persist: true })).not.toThrow();
    expect(sessionStorage.getItem(`${PERSIST_PREFIX}big`)).toBeNull();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('refused'));
  });

  it('survives a storage quota error without throwing', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const full: StorageLike = {
      length: 0, key: () => null, getItem: () => null, removeItem: () => {},
      setItem: () => { throw new DOMException('full', 'QuotaExceededError'); },
    };
    const c = createCache(deps({ storage: () => full }));
    expect(() => c.set('k', ok(1), { persist: true })).not.toThrow();
    expect(logged).toHaveBeenCalled();
    expect(c.get('k')).toEqual(ok(1));
  });

  it('drops a corrupt persisted entry instead of failing', () => {
    sessionStorage.setItem(`${PERSIST_PREFIX}bad`, '{not json');
    const c = createCache(deps());
    expect(c.get('bad')).toBeNull();
    expect(sessionStorage.getItem(`${PERSIST_PREFIX}bad`)).toBeNull();
  });

  it('invalidate() drops matching keys in both layers', () => {
    const c = createCache(deps());
    c.set('GET /wps/member/info x', ok(1), { persist: true });
    c.set('GET /wps/other x', ok(2), { persist: true });
    c.invalidate((k) => k.startsWith('GET /wps/member/info'));
    expect(c.get('GET /wps/member/info x')).toBeNull();
    expect(c.get('GET /wps/other x')).toEqual(ok(2));
  });
});
