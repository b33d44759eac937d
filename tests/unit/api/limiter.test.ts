import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET_SPACING_MAX_PATH } from '../../../contract/constants.ts';
import { createLimiter } from '../../../src/api/limiter.ts';
import type { Limiter } from '../../../src/api/limiter.ts';
import { deferred, flush } from './fetchStub.ts';
import type { Deferred } from './fetchStub.ts';

/** Drives a limiter with tasks that stay in flight until released, recording start times and the peak. */
function harness(limiter: Limiter) {
  const starts: { path: string; id: number; at: number }[] = [];
  const gates: Deferred<void>[] = [];
  let running = 0;
  let peak = 0;
  const run = (path: string, method: string, id = starts.length) =>
    limiter.run(path, method, async () => {
      starts.push({ path, id, at: Date.now() });
      running += 1;
      peak = Math.max(peak, running);
      const g = deferred<void>();
      gates.push(g);
      await g.promise;
      running -= 1;
      return id;
    });
  return { starts, gates, run, peak: () => peak, startsOn: (p: string) => starts.filter((s) => s.path === p) };
}

describe('limiter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
  });
  afterEach(() => vi.useRealTimers());
  const clock = { now: () => Date.now(), setTimer: (fn: () => void, ms: number) => { setTimeout(fn, ms); } };

  it('caps a path at 10 in flight and runs the rest FIFO', async () => {
    const t = harness(createLimiter(clock));
    const done = Array.from({ length: 25 }, (_, i) => t.run('/wps/member/x', 'POST', i));
    await flush();
    expect(t.starts).toHaveLength(10);
    for (let round = 0; round < 5; round += 1) {
      t.gates.forEach((g) => g.resolve());
      await flush(20);
    }
    expect(await Promise.all(done)).toEqual(Array.from({ length: 25 }, (_, i) => i));
    expect(t.peak()).toBe(10);
    expect(t.starts.map((s) => s.id)).toEqual(Array.from({ length: 25 }, (_, i) => i));
  });

  it('caps the game list at 2 in flight, GETs included', async () => {
    const t = harness(createLimiter(clock));
    const path = '/wps/relay/GCSGAME_gameList';
    const done = Array.from({ length: 7 }, (_, i) => t.run(path, 'GET', i));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(t.starts).toHaveLength(2);
    while (t.starts.length < 7) {
      t.gates.forEach((g) => g.resolve());
      await vi.advanceTimersByTimeAsync(1000);
    }
    t.gates.forEach((g) => g.resolve());
    await Promise.all(done);
    expect(t.peak()).toBe(2);
  });

  it('counts caps per path: other paths are not blocked by a full one', async () => {
    const t = harness(createLimiter(clock));
    for (let i = 0; i < 3; i += 1) void t.run('/wps/relay/GCSGAME_gameList', 'POST');
    void t.run('/wps/other', 'POST');
    await flush();
    expect(t.startsOn('/wps/relay/GCSGAME_gameList')).toHaveLength(2);
    expect(t.startsOn('/wps/other')).toHaveLength(1);
  });

  it('spaces GETs on one /wps path 120 ms apart', async () => {
    const t = harness(createLimiter(clock));
    void t.run('/wps/a', 'GET');
    void t.run('/wps/a', 'GET');
    void t.run('/wps/a', 'GET');
    await flush();
    expect(t.starts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(119);
    expect(t.starts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.starts).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(120);
    expect(t.starts.map((s) => s.at - 1_000_000)).toEqual([0, 120, 240]);
  });

  it('adds 30 ms per OTHER /wps path with a GET in flight (non-/wps paths and POSTs do not count)', async () => {
    const t = harness(createLimiter(clock));
    void t.run('/wps/b', 'GET');
    void t.run('/wps/c', 'GET');
    void t.run('/api/not-wps', 'GET');
    void t.run('/wps/d', 'POST');
    void t.run('/wps/a', 'GET');
    void t.run('/wps/a', 'GET');
    await flush();
    expect(t.startsOn('/wps/a')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(179);
    expect(t.startsOn('/wps/a')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.startsOn('/wps/a').map((s) => s.at - 1_000_000)).toEqual([0, 180]);
  });

  it('re-checks the wait when it ends: another path starting a GET meanwhile adds its 30 ms', async () => {
    const t = harness(createLimiter(clock));
    void t.run('/wps/a', 'GET');
    void t.run('/wps/a', 'GET');
    await vi.advanceTimersByTimeAsync(60);
    void t.run('/wps/b', 'GET');
    await vi.advanceTimersByTimeAsync(60);
    expect(t.startsOn('/wps/a')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(30);
    expect(t.startsOn('/wps/a').map((s) => s.at - 1_000_000)).toEqual([0, 150]);
  });

  it('does not space paths over 200 characters, but does space one of exactly 200', async () => {
    const t = harness(createLimiter(clock));
    const long = `/wps/${'x'.repeat(GET_SPACING_MAX_PATH - 4)}`;
    const edge = `/wps/${'y'.repeat(GET_SPACING_MAX_PATH - 5)}`;
    expect(long.length).toBe(201);
    expect(edge.length).toBe(200);
    for (let i = 0; i < 3; i += 1) { void t.run(long, 'GET'); void t.run(edge, 'GET'); }
    await flush();
    expect(t.startsOn(long)).toHaveLength(3);
    expect(t.startsOn(edge)).toHaveLength(1);
  });

  it('does not space POSTs or GETs outside /wps', async () => {
    const t = harness(createLimiter(clock));
    for (let i = 0; i < 3; i += 1) { void t.run('/wps/a', 'POST'); void t.run('/m/assets/x.json', 'GET'); }
    await flush();
    expect(t.starts).toHaveLength(6);
  });

  it('uses the injected clock', async () => {
    let now = 0;
    const timers: { fn: () => void; ms: number }[] = [];
    const limiter = createLimiter({ now: () => now, setTimer: (fn, ms) => { timers.push({ fn, ms }); } });
    const t = harness(limiter);
    void t.run('/wps/a', 'GET');
    void t.run('/wps/a', 'GET');
    await flush();
    expect(timers.map((x) => x.ms)).toEqual([120]);
    now = 120;
    timers[0]!.fn();
    await flush();
    expect(t.starts).toHaveLength(2);
  });

  it('a throwing task rejects its own promise and frees the slot', async () => {
    const limiter = createLimiter(clock);
    await expect(limiter.run('/wps/p', 'POST', () => { throw new Error('x'); })).rejects.toThrow('x');
    expect(limiter.inFlight('/wps/p')).toBe(0);
  });
});
