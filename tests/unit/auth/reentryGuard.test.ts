import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REENTRY_GUARD_MS } from '../../../contract/constants.ts';
import { BUSY, createReentryGuard } from '../../../src/auth/reentryGuard.ts';

beforeEach(() => { vi.useFakeTimers(); });
afterEach(() => { vi.useRealTimers(); });

describe('re-entry guard (spec sections 4 and 9)', () => {
  it('five fast calls run the work once; the other four answer busy', async () => {
    const guard = createReentryGuard();
    let release!: () => void;
    const work = vi.fn(() => new Promise<string>((r) => { release = () => r('done'); }));
    const runs = Array.from({ length: 5 }, () => guard.run(work));
    release();
    const results = await Promise.all(runs);
    expect(work).toHaveBeenCalledTimes(1);
    expect(results.filter((r) => r === BUSY)).toHaveLength(4);
    expect(results).toContain('done');
  });

  it('stays closed for the 500 ms cool-down after the answer, then opens', async () => {
    const guard = createReentryGuard();
    const work = vi.fn(async () => 'ok');
    await guard.run(work);
    await vi.advanceTimersByTimeAsync(REENTRY_GUARD_MS - 1);
    expect(await guard.run(work)).toBe(BUSY);
    expect(guard.busy).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(guard.busy).toBe(false);
    expect(await guard.run(work)).toBe('ok');
    expect(work).toHaveBeenCalledTimes(2);
  });

  it('a throwing run still releases the guard after the cool-down', async () => {
    const guard = createReentryGuard();
    await expect(guard.run(async () => { throw new Error('boom'); })).rejects.toThrow('boom');
    expect(await guard.run(async () => 1)).toBe(BUSY);
    await vi.advanceTimersByTimeAsync(REENTRY_GUARD_MS);
    expect(await guard.run(async () => 1)).toBe(1);
  });
});
