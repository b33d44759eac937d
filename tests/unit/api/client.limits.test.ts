import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { relayPath } from '../../../contract/relays.ts';
import { request } from '../../../src/api/client.ts';
import { CLIENT_CODES } from '../../../src/api/clientCodes.ts';
import { configureClient } from '../../../src/api/hooks.ts';
import { deferred, json, okEnv, resetAll, stubFetch } from './fetchStub.ts';
import type { Deferred } from './fetchStub.ts';

/** Spec sections 7 and 9 through request(): the limiter counts per path, whatever the query. */
describe('request scheduling', () => {
  beforeEach(() => {
    resetAll();
    configureClient({ getToken: () => 'tok', getLanguage: () => 'EN', getMerchant: () => 'acme' });
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('the game list runs 2 at a time and its GETs start 120 ms apart, across different queries', async () => {
    const gates: Deferred<Response>[] = [];
    const starts: number[] = [];
    stubFetch(() => {
      starts.push(Date.now());
      const g = deferred<Response>();
      gates.push(g);
      return g.promise;
    });
    const path = relayPath('gameList');
    const all = ['a', 'b', 'c', 'd', 'e'].map((category) => request({ method: 'GET', path, query: { category } }));
    await vi.advanceTimersByTimeAsync(5000);
    expect(starts).toEqual([0, 120]);
    gates[0]!.resolve(json(okEnv([])));
    await vi.advanceTimersByTimeAsync(1000);
    expect(starts).toHaveLength(3);
    while (gates.length < 5) {
      gates.forEach((g) => g.resolve(json(okEnv([]))));
      await vi.advanceTimersByTimeAsync(1000);
    }
    gates.forEach((g) => g.resolve(json(okEnv([]))));
    expect((await Promise.all(all)).every((e) => e.success)).toBe(true);
  });

  it('the time-out counts from the fetch start, not from the time queued behind the cap', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const starts: number[] = [];
    stubFetch(() => {
      starts.push(Date.now());
      return new Promise<Response>(() => {});
    });
    const codes: (string | null)[] = [];
    for (let i = 0; i < 11; i += 1) {
      void request({ method: 'POST', path: '/wps/slow', timeoutMs: 1000, silent: true }).then((e) => { codes.push(e.code); });
    }
    await vi.advanceTimersByTimeAsync(1000);
    expect(codes).toHaveLength(10);
    expect(starts.at(-1)).toBe(1000);
    await vi.advanceTimersByTimeAsync(999);
    expect(codes).toHaveLength(10);
    await vi.advanceTimersByTimeAsync(1);
    expect(codes).toEqual(Array(11).fill(CLIENT_CODES.timeout));
  });

  it('a GET with an AbortSignal is never shared, so aborting it leaves the other caller its answer', async () => {
    const gate = deferred<Response>();
    const calls = stubFetch(() => gate.promise);
    const ctrl = new AbortController();
    const mine = request({ method: 'GET', path: '/other/S', signal: ctrl.signal });
    const other = request({ method: 'GET', path: '/other/S' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(2);
    ctrl.abort();
    gate.resolve(json(okEnv('v')));
    expect((await mine).code).toBe(CLIENT_CODES.aborted);
    expect(await other).toEqual(okEnv('v'));
  });
});
