import { afterEach, describe, expect, it, vi } from 'vitest';

/** Browsers with storage blocked throw a SecurityError from the window.sessionStorage / localStorage getters. */
function blockStorage(name: 'sessionStorage' | 'localStorage'): () => void {
  const real = Object.getOwnPropertyDescriptor(globalThis, name);
  Object.defineProperty(globalThis, name, {
    configurable: true,
    get() { throw new DOMException('The operation is insecure.', 'SecurityError'); },
  });
  return () => { if (real) Object.defineProperty(globalThis, name, real); };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('storage blocked by the browser', () => {
  // Regression: src/state/session.ts read() guards with `typeof sessionStorage === 'undefined'`, which does not catch a
  // throwing getter; importing the session store (and so the whole app) throws before the first render.
  it('the session store still loads, as a guest', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const restore = blockStorage('sessionStorage');
    try {
      vi.resetModules();
      const mod = await import('../../../src/state/session.ts');
      expect(mod.state.info).toBeNull();
    } finally {
      restore();
    }
  });

  // Regression: adoptUrlToken → setSession evaluates the global `sessionStorage` outside any try (src/state/session.ts
  // lines 37 and 56), so a handed-over token with storage blocked throws out of readLanding (main.tsx, before render).
  it('readLanding does not throw when storage is blocked', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { readLanding } = await import('../../../src/boot/landing.ts');
    const restore = blockStorage('localStorage');
    try {
      history.replaceState(null, '', '/m/home?token=Abcdefgh1234&affiliateCode=a1');
      const restoreSession = blockStorage('sessionStorage');
      try {
        expect(() => readLanding()).not.toThrow();
      } finally {
        restoreSession();
      }
    } finally {
      restore();
    }
  });
});
