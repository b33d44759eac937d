import { afterEach, describe, expect, it, vi } from 'vitest';

type Mod = typeof import('../../../src/lib/memoryStorage.ts');
const fresh = async (): Promise<Mod> => {
  vi.resetModules();
  return import('../../../src/lib/memoryStorage.ts');
};

function block(name: 'localStorage' | 'sessionStorage'): () => void {
  const real = Object.getOwnPropertyDescriptor(globalThis, name);
  Object.defineProperty(globalThis, name, {
    configurable: true,
    get() { throw new DOMException('The operation is insecure.', 'SecurityError'); },
  });
  return () => { if (real) Object.defineProperty(globalThis, name, real); };
}

afterEach(() => vi.restoreAllMocks());

describe('localStore and sessionStore', () => {
  it('give the real storages, probed once per visit', async () => {
    const { localStore, sessionStore } = await fresh();
    const probes = [vi.spyOn(localStorage, 'getItem'), vi.spyOn(sessionStorage, 'getItem')];
    expect(localStore()).toBe(localStorage);
    expect(sessionStore()).toBe(sessionStorage);
    localStore();
    sessionStore();
    expect(probes.map((p) => p.mock.calls.length)).toEqual([1, 1]);
  });

  it('fall back to one working memory store per kind when the browser blocks storage, logged once', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { localStore, sessionStore } = await fresh();
    const restore = [block('localStorage'), block('sessionStorage')];
    try {
      const local = localStore();
      expect(localStore()).toBe(local);
      expect(sessionStore()).not.toBe(local);
      local.setItem('k', 'v');
      expect([local.getItem('k'), local.length, local.key(0)]).toEqual(['v', 1, 'k']);
      local.removeItem('k');
      expect(local.getItem('k')).toBeNull();
      expect(error).toHaveBeenCalledTimes(2);
    } finally {
      restore.forEach((r) => r());
    }
  });
});
