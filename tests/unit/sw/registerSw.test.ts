import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, swScriptUrl } from '../../../src/pwa/registerSw.ts';

const register = vi.fn(async () => ({ scope: '/m/' }) as unknown as ServiceWorkerRegistration);

function installServiceWorker(): void {
  Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
}

describe('registerServiceWorker', () => {
  beforeEach(() => {
    vi.stubEnv('DEV', false);
    register.mockClear();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('builds the script URL with encoded env and merchant', () => {
    expect(swScriptUrl('acme', 'production')).toBe('/m/sw.js?env=production&merchant=acme');
    expect(swScriptUrl('a&b=c', 'test')).toBe('/m/sw.js?env=test&merchant=a%26b%3Dc');
  });

  it('registers /m/sw.js with the /m/ scope', async () => {
    installServiceWorker();
    const registration = await registerServiceWorker('acme', 'production', Promise.resolve());
    expect(registration).not.toBeNull();
    expect(register).toHaveBeenCalledWith('/m/sw.js?env=production&merchant=acme', { scope: '/m/' });
  });

  it('waits until it is told to (the settled page)', async () => {
    installServiceWorker();
    let go!: () => void;
    const pending = registerServiceWorker('acme', 'test', new Promise<void>((resolve) => { go = resolve; }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(register).not.toHaveBeenCalled();
    go();
    await pending;
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('registers at once when the tab is left before the page settled (install then runs without the page)', async () => {
    installServiceWorker();
    const pending = registerServiceWorker('acme', 'test', new Promise<void>(() => {}));
    await Promise.resolve();
    expect(register).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pagehide'));
    await pending;
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('returns null in development and without service worker support', () => {
    installServiceWorker();
    vi.stubEnv('DEV', true);
    expect(registerServiceWorker('acme', 'development', Promise.resolve())).toBeNull();
    vi.stubEnv('DEV', false);
    Reflect.deleteProperty(navigator, 'serviceWorker');
    expect(registerServiceWorker('acme', 'production', Promise.resolve())).toBeNull();
    expect(register).not.toHaveBeenCalled();
  });

  it('logs a failed registration and resolves to null', async () => {
    installServiceWorker();
    register.mockRejectedValueOnce(new Error('SecurityError'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(registerServiceWorker('acme', 'production', Promise.resolve())).resolves.toBeNull();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
