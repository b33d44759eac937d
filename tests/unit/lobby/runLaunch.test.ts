import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Envelope } from '../../../contract/envelope.ts';
import type { GameLaunchResult } from '../../../contract/games.ts';
import { runLaunch, type LaunchDeps } from '../../../src/lobby/runLaunch.ts';
import { loadFullCatalog, setLanguage } from '../../../src/i18n/index.ts';

// The url-is-null message is the catalogue's text.
beforeAll(async () => { await setLanguage('EN', ['EN']); await loadFullCatalog(); });

const ok = (gameUrl: unknown): Envelope<GameLaunchResult> => ({ success: true, value: { gameUrl } as GameLaunchResult, code: null, message: null });
const fail = (code: string, message: string | null = null): Envelope<GameLaunchResult> => ({ success: false, value: null, code, message });

beforeEach(() => { vi.useFakeTimers(); });
afterEach(() => { vi.useRealTimers(); });

function deps(over: Partial<LaunchDeps> = {}) {
  const cancel = new AbortController();
  const seen = { calls: 0, opened: [] as string[], signals: [] as AbortSignal[] };
  const d: LaunchDeps = {
    cancel: cancel.signal,
    call: (signal) => { seen.calls += 1; seen.signals.push(signal); return Promise.resolve(ok('/demo-games/rng?game=x')); },
    open: (url) => { seen.opened.push(url); return false; },
    ...over,
  };
  return { d, seen, cancel };
}

describe('runLaunch', () => {
  it('waits 150 ms before the call', async () => {
    const { d, seen } = deps();
    const done = runLaunch(d);
    await vi.advanceTimersByTimeAsync(149);
    expect(seen.calls).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen.calls).toBe(1);
    await expect(done).resolves.toEqual({ kind: 'opened' });
    expect(seen.opened).toEqual(['/demo-games/rng?game=x']);
  });

  it('times out when a redirect has not left the page 10 s after the call, and aborts the call', async () => {
    const { d, seen } = deps({ open: () => true });
    const done = runLaunch(d);
    await vi.advanceTimersByTimeAsync(150 + 9_999);
    let settled = false;
    void done.then(() => { settled = true; });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(done).resolves.toEqual({ kind: 'timeout' });
    expect(seen.signals[0]?.aborted).toBe(true);
  });

  it('times out when the call itself never answers within 10 s', async () => {
    const { d } = deps({ call: () => new Promise(() => {}) });
    const done = runLaunch(d);
    await vi.advanceTimersByTimeAsync(10_150);
    await expect(done).resolves.toEqual({ kind: 'timeout' });
  });

  it('an aborted call (ECONNABORTED or request.aborted) is a time-out; other failures carry their message', async () => {
    for (const code of ['ECONNABORTED', 'request.aborted']) {
      const { d } = deps({ call: () => Promise.resolve(fail(code)) });
      const done = runLaunch(d);
      await vi.advanceTimersByTimeAsync(150);
      await expect(done).resolves.toEqual({ kind: 'timeout' });
    }
    const { d } = deps({ call: () => Promise.resolve(fail('game.not.found', 'no such game')) });
    const done = runLaunch(d);
    await vi.advanceTimersByTimeAsync(150);
    await expect(done).resolves.toEqual({ kind: 'error', message: 'no such game' });
  });

  it('refuses a hostile or missing gameUrl instead of opening it: the url-is-null message (spec section 5)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const bad of ['javascript:alert(1)', '//evil.example/x', 42, null, undefined, '']) {
      const { d, seen } = deps({ call: () => Promise.resolve(ok(bad)) });
      const done = runLaunch(d);
      await vi.advanceTimersByTimeAsync(150);
      await expect(done).resolves.toEqual({ kind: 'error', message: 'This game cannot be opened right now. Please try another one.' });
      expect(seen.opened).toEqual([]);
    }
  });

  it('leaving the page cancels quietly, before or during the call', async () => {
    const before = deps();
    const a = runLaunch(before.d);
    before.cancel.abort();
    await expect(a).resolves.toEqual({ kind: 'cancelled' });
    await vi.advanceTimersByTimeAsync(500);
    expect(before.seen.calls).toBe(0);

    const during = deps({ call: () => new Promise(() => {}) });
    const b = runLaunch(during.d);
    await vi.advanceTimersByTimeAsync(200);
    during.cancel.abort();
    await expect(b).resolves.toEqual({ kind: 'cancelled' });
  });
});
