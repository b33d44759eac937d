import { describe, expect, it, vi } from 'vitest';
import { TOKEN_REFRESH_POLL_MS } from '../../../contract/constants.ts';
import { freshIdentity } from '../../../src/social/freshIdentity.ts';
import { idTokenAgeS, pollFreshIdToken } from '../../../src/social/tokenPoll.ts';

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const tokenAt = (iatS: number, tag = 'a') => `${b64({ alg: 'none' })}.${b64({ iat: iatS, tag })}.`;

/** A fake clock: sleep advances it, so the poll's interval is observable without waiting. */
function clock(startMs: number) {
  let now = startMs;
  const sleeps: number[] = [];
  return { now: () => now, sleep: async (ms: number) => { sleeps.push(ms); now += ms; }, sleeps, advance: (ms: number) => { now += ms; } };
}

describe('provider ID token refresh polling (spec section 9: 100 ms)', () => {
  it('reads the age from iat', () => {
    expect(idTokenAgeS(tokenAt(1000), 1_030_000)).toBe(30);
    expect(idTokenAgeS('not-a-jwt', 0)).toBeNull();
  });

  it('polls every TOKEN_REFRESH_POLL_MS until the refreshed token arrives', async () => {
    const c = clock(2_000_000);
    const stale = tokenAt(1000);
    const fresh = tokenAt(1999, 'new');
    let reads = 0;
    const read = () => (++reads >= 4 ? fresh : stale);
    await expect(pollFreshIdToken(read, { now: c.now, sleep: c.sleep })).resolves.toBe(fresh);
    expect(TOKEN_REFRESH_POLL_MS).toBe(100);
    expect(c.sleeps).toEqual([100, 100, 100]);
  });

  it('gives up after the time-out with null', async () => {
    const c = clock(2_000_000);
    await expect(pollFreshIdToken(() => null, { now: c.now, sleep: c.sleep, timeoutMs: 1000 })).resolves.toBeNull();
    expect(c.sleeps.length).toBe(10);
  });

  it('refreshes only a token past the max age, and keeps a fresh one untouched', async () => {
    const c = clock(2_000_000);
    const young = { provider: 'google' as const, token: tokenAt(1990) };
    const refresher = vi.fn(async () => () => tokenAt(2000, 'new'));
    await expect(freshIdentity(young, refresher, { now: c.now, sleep: c.sleep })).resolves.toBe(young);
    expect(refresher).not.toHaveBeenCalled();
    const old = { ...young, token: tokenAt(1000) };
    const next = await freshIdentity(old, refresher, { now: c.now, sleep: c.sleep });
    expect(refresher).toHaveBeenCalledOnce();
    expect(next).toEqual({ ...old, token: tokenAt(2000, 'new') });
  });

  it('sends the held token when no provider user is signed in', async () => {
    const old = { provider: 'google' as const, token: tokenAt(1) };
    await expect(freshIdentity(old, async () => null, { now: () => 2_000_000 })).resolves.toBe(old);
    const line = { provider: 'line' as const, token: 'x' };
    await expect(freshIdentity(line, async () => { throw new Error('never asked'); })).resolves.toBe(line);
  });
});
