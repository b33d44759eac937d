import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { completeLogin } from '../../../src/auth/completeLogin.ts';
import { clearSession, state as session } from '../../../src/state/session.ts';
import { answer, withMerchant, resetAuthTest } from './authMocks.ts';
import { json, resetApi, setUrl, stubFetch } from '../ui/helpers.ts';

beforeEach(() => {
  resetApi();
  setUrl('https://acme.example/m/login');
  withMerchant();
  stubFetch(() => json({ success: false, value: null, code: 'x', message: null }, 500));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(resetAuthTest);

/** Runs every queued microtask (promise continuations), but no timer. */
const drainMicrotasks = async (): Promise<void> => {
  for (let i = 0; i < 50; i += 1) await Promise.resolve();
};

describe('completeLogin', () => {
  it('sets the session in the answer\'s task and hands the target over a task later, so the session\'s re-render and the next page\'s are separate tasks', async () => {
    let target: string | undefined;
    void completeLogin(answer, { method: 'username', go: '/m/game' }).then((t) => { target = t; });
    await drainMicrotasks();
    expect(session.info?.token).toBe('tok-1');
    expect(target, 'not within the same task').toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await drainMicrotasks();
    expect(target).toBe('/m/game');
  });

  it.each([
    ['a first login', { firstTimeLogin: true }],
    ['the default password', { defaultPassword: true }],
  ])('remembers the forced change for the session after %s; a normal login does not', async (_, extra) => {
    await expect(completeLogin({ ...answer, ...extra }, { method: 'username', go: '/m/game' })).resolves.toBe('/m/changePsw');
    expect(session.mustChangePassword).toBe(true);
    clearSession();
    await expect(completeLogin(answer, { method: 'username', go: '/m/game' })).resolves.toBe('/m/game');
    expect(session.mustChangePassword).toBe(false);
  });
});
