import { describe, expect, it, vi } from 'vitest';
import { ok, fail } from '../../../contract/envelope.ts';
import { PUSH_TOKEN_REFRESH_MS } from '../../../contract/constants.ts';
import { bindPush, unbindPush, type PushDeps } from '../../../src/push/bindPush.ts';
import type { PushProvider } from '../../../src/push/provider.ts';
import { readToken, TOKEN_KEY, writeToken } from '../../../src/push/pushMemory.ts';

const NOW = 1_800_000_000_000;

function setup(opts: { token?: string | null; refuse?: string } = {}) {
  const calls: [string, unknown][] = [];
  let issued = 0;
  const provider: PushProvider & { getToken: ReturnType<typeof vi.fn>; deleteToken: ReturnType<typeof vi.fn> } = {
    kind: 'local',
    getToken: vi.fn(async () => (opts.token === null ? null : opts.token ?? `tok-${(issued += 1)}`)),
    deleteToken: vi.fn(async () => undefined),
  };
  const deps: PushDeps = {
    storage: localStorage, now: () => NOW, merchant: 'demo', memberId: '7',
    provider: async () => provider,
    relay: async (name, body) => { calls.push([name, body]); return name === opts.refuse ? fail('x', 'refused') : ok(true); },
  };
  return { deps, provider, calls };
}

describe('bindPush', () => {
  it('gets a token, binds it ({registrationToken}) and subscribes it to topic ALL', async () => {
    const { deps, calls } = setup();
    expect(await bindPush(deps)).toBe('bound');
    expect(calls).toEqual([
      ['fcmBind', { registrationToken: 'tok-1' }],
      ['fcmSubscribe', { registrationToken: 'tok-1', topic: 'ALL' }],
    ]);
    expect(readToken(localStorage)).toMatchObject({ token: 'tok-1', memberId: '7', at: NOW, merchant: 'demo' });
  });

  it('does nothing more while the bound token is younger than 7 days', async () => {
    const { deps, calls, provider } = setup();
    writeToken(localStorage, { token: 'old', provider: 'local', merchant: 'demo', at: NOW - PUSH_TOKEN_REFRESH_MS + 1, memberId: '7' });
    expect(await bindPush(deps)).toBe('already-bound');
    expect(calls).toEqual([]);
    expect(provider.getToken).not.toHaveBeenCalled();
  });

  it('rebinds the same young token for another member', async () => {
    const { deps, calls, provider } = setup();
    writeToken(localStorage, { token: 'young', provider: 'local', merchant: 'demo', at: NOW - 1000, memberId: '6' });
    expect(await bindPush(deps)).toBe('bound');
    expect(provider.getToken).not.toHaveBeenCalled();
    expect(calls[0]).toEqual(['fcmBind', { registrationToken: 'young' }]);
    expect(readToken(localStorage)).toMatchObject({ token: 'young', at: NOW - 1000, memberId: '7' });
  });

  it('refreshes a token after 7 days: unsubscribes and revokes the old one, binds a new one', async () => {
    const { deps, calls, provider } = setup();
    writeToken(localStorage, { token: 'stale', provider: 'local', merchant: 'demo', at: NOW - PUSH_TOKEN_REFRESH_MS, memberId: '7' });
    expect(await bindPush(deps)).toBe('bound');
    expect(calls[0]).toEqual(['fcmUnsubscribe', { registrationToken: 'stale', unsubscribeAll: true }]);
    expect(provider.deleteToken).toHaveBeenCalledOnce();
    expect(readToken(localStorage)).toMatchObject({ token: 'tok-1', at: NOW });
  });

  it('reports a refused bind and does not mark the token bound', async () => {
    const { deps } = setup({ refuse: 'fcmSubscribe' });
    expect(await bindPush(deps)).toBe('refused');
    expect(readToken(localStorage)?.memberId).toBe('');
  });

  it('stops without a provider or a token', async () => {
    const { deps, calls } = setup({ token: null });
    expect(await bindPush(deps)).toBe('no-token');
    expect(await bindPush({ ...deps, provider: async () => null })).toBe('no-provider');
    expect(calls).toEqual([]);
  });

  it('ignores a corrupt stored token (logged and removed) and binds a fresh one', async () => {
    localStorage.setItem(TOKEN_KEY, '{"token": 42}');
    const { deps } = setup();
    expect(await bindPush(deps)).toBe('bound');
    expect(readToken(localStorage)?.token).toBe('tok-1');
  });
});

describe('unbindPush (logout)', () => {
  it('unsubscribes the bound token, revokes it and forgets it', async () => {
    const { deps, calls, provider } = setup();
    writeToken(localStorage, { token: 'bound', provider: 'local', merchant: 'demo', at: NOW, memberId: '7' });
    await unbindPush(deps);
    expect(calls).toEqual([['fcmUnsubscribe', { registrationToken: 'bound', unsubscribeAll: true }]]);
    expect(provider.deleteToken).toHaveBeenCalledOnce();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('still forgets the token when the provider throws', async () => {
    const { deps, provider } = setup();
    provider.deleteToken.mockRejectedValue(new Error('offline'));
    writeToken(localStorage, { token: 'bound', provider: 'local', merchant: 'demo', at: NOW, memberId: '7' });
    await expect(unbindPush(deps)).resolves.toBeUndefined();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});
