import { describe, expect, it, vi } from 'vitest';
import { ONCE_KEYS, trackDepositSubmit, trackOpen, type Track } from '../../../src/marketing/onceRules.ts';

const tracker = (ok = true) => vi.fn<Track>(async () => ok);

describe('once-rules', () => {
  it('fires firstOpen once ever and viewContent once per browser session', async () => {
    const track = tracker();
    expect(await trackOpen({ local: localStorage, session: sessionStorage, track, homeScreen: false })).toEqual(['firstOpen', 'viewContent']);
    expect(await trackOpen({ local: localStorage, session: sessionStorage, track, homeScreen: false })).toEqual([]);
    sessionStorage.clear();
    expect(await trackOpen({ local: localStorage, session: sessionStorage, track, homeScreen: false })).toEqual(['viewContent']);
    expect(track).toHaveBeenCalledTimes(3);
  });

  it('fires a2hsFirstOpen once, on the first home-screen open only', async () => {
    const track = tracker();
    await trackOpen({ local: localStorage, session: sessionStorage, track, homeScreen: false });
    expect(track.mock.calls.map((c) => c[0])).not.toContain('a2hsFirstOpen');
    expect(await trackOpen({ local: localStorage, session: sessionStorage, track, homeScreen: true })).toEqual(['a2hsFirstOpen']);
    expect(await trackOpen({ local: localStorage, session: sessionStorage, track, homeScreen: true })).toEqual([]);
  });

  it('tries again on the next open when the event could not be stored', async () => {
    expect(await trackOpen({ local: localStorage, session: sessionStorage, track: tracker(false), homeScreen: false })).toEqual([]);
    expect(localStorage.getItem(ONCE_KEYS.firstOpen)).toBe('0');
    expect(await trackOpen({ local: localStorage, session: sessionStorage, track: tracker(), homeScreen: false })).toEqual(['firstOpen', 'viewContent']);
  });

  it('fires firstDeposit on the first depositSubmit of each customer', async () => {
    const track = tracker();
    const env = { local: localStorage, track };
    expect(await trackDepositSubmit(env, { customerId: 'c1', amount: 100, currency: 'PHP' })).toEqual(['depositSubmit', 'firstDeposit']);
    expect(await trackDepositSubmit(env, { customerId: 'c1', amount: 50 })).toEqual(['depositSubmit']);
    expect(await trackDepositSubmit(env, { customerId: 'c2', amount: 10 })).toEqual(['depositSubmit', 'firstDeposit']);
    expect(track.mock.calls[1]).toEqual(['firstDeposit', { customerId: 'c1', amount: 100, currency: 'PHP' }]);
  });

  it('reads a corrupt customer list as empty', async () => {
    localStorage.setItem(ONCE_KEYS.deposited, '{"x":1}');
    expect(await trackDepositSubmit({ local: localStorage, track: tracker() }, { customerId: 'c1' })).toEqual(['depositSubmit', 'firstDeposit']);
  });
});
