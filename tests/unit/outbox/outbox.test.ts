import { describe, expect, it } from 'vitest';
import { EVENT_FALLBACK_RETRIES, EVENT_PRIMARY_RETRIES } from '../../../contract/constants.ts';
import type { OutboxEntry } from '../../../contract/idb.ts';
import {
  afterFailure, backoffMs, isOutboxEntry, newEntry, onTrigger, OUTBOX_REST_MAX_MS, OUTBOX_REST_MS, phaseOf, restart,
} from '../../../contract/outbox.ts';
import { collectEvent as report } from './collectEvent.ts';

/** Fails an entry n times at time `now`, jitter r. */
function fail(e: OutboxEntry, n: number, now = 0, r = 0): OutboxEntry {
  let out = e;
  for (let i = 0; i < n; i += 1) out = afterFailure(out, now, r);
  return out;
}

describe('backoff', () => {
  it('doubles from 1000 ms and adds up to 500 ms of jitter', () => {
    expect([1, 2, 3, 4, 5].map((n) => backoffMs(n, 0))).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(backoffMs(1, 1)).toBe(1500);
    expect(backoffMs(2, 0.5)).toBe(2250);
  });

  it('keeps the jitter within [0, 500] whatever the random source returns', () => {
    for (const r of [-1, 2, Number.NaN, Number.POSITIVE_INFINITY]) {
      const d = backoffMs(1, r);
      expect(d).toBeGreaterThanOrEqual(1000);
      expect(d).toBeLessThanOrEqual(1500);
    }
  });
});

describe('state transitions', () => {
  const e = newEntry(report('a'), 100);

  it('starts due now in the primary phase', () => {
    expect(e).toMatchObject({ eventID: 'a', attempts: 0, fallbackAttempts: 0, nextAttemptAt: 100, createdAt: 100 });
    expect(phaseOf(e)).toBe('primary');
  });

  it(`makes ${EVENT_PRIMARY_RETRIES} primary attempts with growing backoff, then ${EVENT_FALLBACK_RETRIES} fallback attempts, then rests`, () => {
    const delays: number[] = [];
    const phases: string[] = [];
    let x = e;
    for (let i = 0; i < EVENT_PRIMARY_RETRIES + EVENT_FALLBACK_RETRIES; i += 1) {
      phases.push(phaseOf(x));
      x = afterFailure(x, 0, 0);
      delays.push(x.nextAttemptAt);
    }
    expect(phases).toEqual(['primary', 'primary', 'primary', 'fallback', 'fallback', 'fallback', 'fallback', 'fallback']);
    // After the last primary failure the fallback starts its own sequence at 1000 ms.
    expect(delays).toEqual([1000, 2000, 1000, 1000, 2000, 4000, 8000, OUTBOX_REST_MS]);
    expect(phaseOf(x)).toBe('resting');
  });

  it('keeps a resting entry queued: one more try after 15 s, then 30 s, then every 45 s (plus jitter), never dropped', () => {
    let x = fail(e, EVENT_PRIMARY_RETRIES + EVENT_FALLBACK_RETRIES, 0);
    expect(x.nextAttemptAt).toBe(OUTBOX_REST_MS);
    const rests: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      x = afterFailure(x, 0, 0);
      rests.push(x.nextAttemptAt);
      expect(phaseOf(x)).toBe('resting');
    }
    expect(rests).toEqual([2 * OUTBOX_REST_MS, OUTBOX_REST_MAX_MS, OUTBOX_REST_MAX_MS, OUTBOX_REST_MAX_MS]);
    expect(afterFailure(x, 0, 1).nextAttemptAt).toBe(OUTBOX_REST_MAX_MS + 500);
    // Far past any outage the rest stays capped (no overflow into Infinity or NaN).
    expect(afterFailure({ ...x, fallbackAttempts: 5000 }, 7, 0).nextAttemptAt).toBe(7 + OUTBOX_REST_MAX_MS);
  });

  it('restarts a resting entry with a new cycle, due now', () => {
    const resting = fail(e, 8);
    expect(restart(resting, 5)).toMatchObject({ attempts: 0, fallbackAttempts: 0, nextAttemptAt: 5 });
  });

  it('a trigger makes waiting entries due now and restarts resting ones, keeping the counters of the others', () => {
    const waiting = fail(e, 2, 0);
    expect(onTrigger(waiting, 10)).toMatchObject({ attempts: 2, nextAttemptAt: 10 });
    expect(onTrigger(fail(e, 8), 10)).toMatchObject({ attempts: 0, fallbackAttempts: 0, nextAttemptAt: 10 });
    const due = newEntry(report('b'), 3);
    expect(onTrigger(due, 10)).toBe(due);
  });
});

describe('stored entry validation', () => {
  it('accepts a well-formed entry and refuses tampered ones', () => {
    const good = newEntry(report('ok'), 1);
    expect(isOutboxEntry(good)).toBe(true);
    for (const bad of [
      null, 'text', [], { ...good, eventID: '' }, { ...good, report: { ...good.report, eventValue: { ...good.report.eventValue, eventID: 'other' } } },
      { ...good, attempts: -1 }, { ...good, attempts: 1.5 }, { ...good, nextAttemptAt: Number.NaN }, { ...good, report: null },
      { ...good, report: { ...good.report, eventValue: { ...good.report.eventValue, channels: 'x' } } },
      { ...good, report: { ...good.report, eventName: '' } }, { ...good, report: { ...good.report, eventValue: null } },
    ]) expect(isOutboxEntry(bad), JSON.stringify(bad)).toBe(false);
  });
});
