import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUIET_MAX_MS, QUIET_MS, quietFor, settlePage, untilQuiet } from '../../../src/boot/pageQuiet.ts';
import { state as ui } from '../../../src/state/ui.ts';
import { settledYet } from './helpers.ts';

let clock = 0;
let pending: IdleRequestCallback | null = null;

/** The browser grants an idle period at `at` ms with `remaining` ms of budget. */
function idleAt(at: number, remaining = 49): void {
  clock = at;
  const cb = pending;
  pending = null;
  cb?.({ didTimeout: false, timeRemaining: () => remaining });
}

/** Idle periods every 50 ms over [from, to]. */
function idleEvery50(from: number, to: number): void {
  for (let t = from; t <= to; t += 50) idleAt(t);
}

beforeEach(() => {
  vi.useFakeTimers();
  clock = 0;
  pending = null;
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
  vi.stubGlobal('requestIdleCallback', (cb: IdleRequestCallback) => { pending = cb; return 1; });
  vi.stubGlobal('cancelIdleCallback', () => { pending = null; });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  ui.quiet = false;
  Reflect.deleteProperty(document, 'readyState');
});

describe('quietFor: a main thread idle for a while, without a break', () => {
  it('resolves once full idle periods have followed each other for the whole span', async () => {
    const p = quietFor(1000, 10_000);
    idleEvery50(50, 950);
    expect(await settledYet(p)).toBe(false);
    idleAt(1000);
    expect(await settledYet(p)).toBe(true);
  });

  it('an idle period with little budget left (a frame or task waiting) starts the span again', async () => {
    const p = quietFor(1000, 10_000);
    idleEvery50(50, 450);
    idleAt(500, 10);
    idleEvery50(550, 1450);
    expect(await settledYet(p)).toBe(false);
    idleAt(1500);
    expect(await settledYet(p)).toBe(true);
  });

  it('a gap between idle periods (a task ran) starts the span again', async () => {
    const p = quietFor(1000, 10_000);
    idleEvery50(50, 100);
    // 300 ms without an idle callback: something held the thread.
    idleEvery50(400, 1350);
    expect(await settledYet(p)).toBe(false);
    idleAt(1400);
    expect(await settledYet(p)).toBe(true);
  });

  it('never waits longer than its cap, even on a thread that is never idle', async () => {
    const p = quietFor(1000, 5000);
    await vi.advanceTimersByTimeAsync(4999);
    expect(await settledYet(p)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settledYet(p)).toBe(true);
    expect(pending).toBeNull();
  });

  it('without idle callbacks (Safari), a plain pause', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const p = quietFor(1000, 10_000);
    await vi.advanceTimersByTimeAsync(999);
    expect(await settledYet(p)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settledYet(p)).toBe(true);
  });
});

describe('settlePage: the work before, the load event, then quiet', () => {
  beforeEach(() => { vi.stubGlobal('requestIdleCallback', undefined); });

  it('marks the page quiet only after the work has settled, the page has loaded and the thread was quiet', async () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    let finish!: () => void;
    const settled = settlePage(new Promise<void>((resolve) => { finish = resolve; }));
    await vi.advanceTimersByTimeAsync(QUIET_MS * 3);
    expect(ui.quiet).toBe(false);
    finish();
    await vi.advanceTimersByTimeAsync(QUIET_MS * 3);
    expect(ui.quiet).toBe(false);
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(QUIET_MS - 1);
    expect(ui.quiet).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(ui.quiet).toBe(true);
  });

  it('work that never settles (or fails) holds the page back at most QUIET_MAX_MS', async () => {
    void settlePage(new Promise(() => undefined));
    await vi.advanceTimersByTimeAsync(QUIET_MAX_MS + QUIET_MS - 1);
    expect(ui.quiet).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(ui.quiet).toBe(true);
    ui.quiet = false;
    const failed = settlePage(Promise.reject(new Error('chunk failed')));
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    await failed;
    expect(ui.quiet).toBe(true);
  });

  it('untilQuiet waits for the mark', async () => {
    const p = untilQuiet();
    expect(await settledYet(p)).toBe(false);
    ui.quiet = true;
    expect(await settledYet(p)).toBe(true);
    expect(await settledYet(untilQuiet())).toBe(true);
  });
});
