import { describe, expect, it, vi } from 'vitest';
import type { OutboxEntry } from '../../../contract/idb.ts';
import { newEntry, OUTBOX_REST_MAX_MS, OUTBOX_REST_MS } from '../../../contract/outbox.ts';
import { createFlusher, flushLoop, flushOnce, triggerAll, type OutboxEnv } from '../../../contract/outboxRunner.ts';
import { collectEvent as report } from './collectEvent.ts';

/** An in-memory store, a clock, and a server that de-duplicates by eventID and answers from a script. */
function world(script: { report?: () => boolean; ping?: () => boolean } = {}) {
  const rows = new Map<string, unknown>();
  const server = new Map<string, number>();
  const calls = { report: 0, ping: 0, pingSizes: [] as number[] };
  let now = 0;
  let online = true;
  const env: OutboxEnv = {
    store: {
      all: async () => [...rows].map(([key, value]) => ({ key, value })),
      put: async (e: OutboxEntry) => { rows.set(e.eventID, structuredClone(e)); },
      remove: async (k) => { rows.delete(k); },
    },
    transport: {
      report: async (r) => {
        calls.report += 1;
        const ok = script.report?.() ?? true;
        const id = r.eventValue.eventID;
        if (ok) server.set(id, (server.get(id) ?? 0) + 1);
        return ok;
      },
      ping: async (r) => {
        calls.ping += 1;
        calls.pingSizes.push(1);
        const ok = script.ping?.() ?? true;
        const id = r.eventValue.eventID;
        if (ok) server.set(id, (server.get(id) ?? 0) + 1);
        return ok;
      },
    },
    now: () => now,
    random: () => 0,
    online: () => online,
    log: vi.fn(),
  };
  const add = (id: string) => rows.set(id, newEntry(report(id), now));
  const sleep = async (ms: number) => { now += ms; };
  return { env, rows, server, calls, add, sleep, setNow: (t: number) => { now = t; }, setOnline: (v: boolean) => { online = v; } };
}

describe('flushOnce', () => {
  it('sends due entries and deletes them only after a success', async () => {
    let n = 0;
    const w = world({ report: () => (n += 1) !== 2 });
    for (const id of ['a', 'b', 'c']) w.add(id);
    const wait = await flushOnce(w.env);
    expect(w.calls.report).toBe(3);
    expect([...w.rows.keys()]).toEqual(['b']);
    expect(w.rows.get('b')).toMatchObject({ attempts: 1, nextAttemptAt: 1000 });
    expect(wait).toBe(1000);
  });

  it('sends nothing while offline and keeps every entry', async () => {
    const w = world();
    w.add('a');
    w.setOnline(false);
    expect(await flushOnce(w.env)).toBeNull();
    expect(w.calls.report).toBe(0);
    expect(w.rows.size).toBe(1);
  });

  it('removes malformed entries with a log line instead of crashing', async () => {
    const w = world();
    w.rows.set('junk', { eventID: 'junk', report: 'nope' });
    w.rows.set('mismatch', newEntry(report('other'), 0));
    w.add('good');
    await flushOnce(w.env);
    expect(w.rows.size).toBe(0);
    expect(w.server.get('good')).toBe(1);
    expect(w.env.log).toHaveBeenCalledTimes(2);
  });
});

describe('production forms', () => {
  it('pings one event at a time; the first failed ping fails the round (one request per round while the server is down)', async () => {
    const w = world({ report: () => false, ping: () => false });
    for (const id of ['a', 'b', 'c']) w.add(id);
    for (let i = 0; i < 3; i += 1) { await flushOnce(w.env); w.setNow(w.env.now() + 60_000); }
    w.calls.ping = 0;
    await flushOnce(w.env);
    expect(w.calls.ping).toBe(1);
    expect([...w.rows.values()].map((e) => (e as OutboxEntry).fallbackAttempts)).toEqual([1, 1, 1]);
  });

  it("drops an entry an earlier build stored in the {event, value, clickIds} shape, with a log line, and sends the rest", async () => {
    const w = world();
    const old = { eventID: 'old-1', event: 'login', value: { customerId: '9' }, domain: 'localhost', affiliateCode: 'aff', channels: ['google'], clickIds: { gclid: 'G' } };
    w.rows.set('old-1', { eventID: 'old-1', report: old, attempts: 0, fallbackAttempts: 0, nextAttemptAt: 0, createdAt: 0 });
    w.add('new-1');
    const sent: unknown[] = [];
    const report = w.env.transport.report;
    w.env.transport.report = async (r) => { sent.push(r); return report(r); };
    await flushOnce(w.env);
    expect(sent.map((r) => (r as { eventValue: { eventID: string } }).eventValue.eventID)).toEqual(['new-1']);
    expect(w.rows.size).toBe(0);
    expect(w.env.log).toHaveBeenCalledWith('[outbox] removed a malformed entry "old-1"');
  });
});

describe('flushLoop', () => {
  it('falls back to batched pings after three failed reports, and the ping delivers', async () => {
    const w = world({ report: () => false });
    for (let i = 0; i < 60; i += 1) w.add(`e${i}`);
    await flushLoop(w.env, w.sleep, 60_000);
    expect(w.calls.report).toBe(180);
    // Batches stay under 50 reports and the URL budget, and together carry every report once.
    expect(w.calls.pingSizes.every((n) => n <= 50)).toBe(true);
    expect(w.calls.pingSizes.reduce((a, b) => a + b, 0)).toBe(60);
    expect(w.rows.size).toBe(0);
    expect([...w.server.values()].every((c) => c === 1)).toBe(true);
  });

  it('rests an entry after 3 + 5 failures without deleting it; a trigger starts a new cycle', async () => {
    let up = false;
    const w = world({ report: () => up, ping: () => up });
    w.add('a');
    // A loop that gives up on waits longer than the cycle's own backoff: it stops once the entry rests.
    await flushLoop(w.env, w.sleep, 10_000);
    expect(w.calls).toMatchObject({ report: 3, ping: 5 });
    expect(w.rows.get('a')).toMatchObject({ attempts: 3, fallbackAttempts: 5 });
    expect((w.rows.get('a') as OutboxEntry).nextAttemptAt - w.env.now()).toBe(OUTBOX_REST_MS);
    up = true;
    await triggerAll(w.env);
    await flushLoop(w.env, w.sleep, 60_000);
    expect(w.rows.size).toBe(0);
    expect(w.server.get('a')).toBe(1);
  });

  it('with no trigger at all, a running loop keeps pinging resting entries and delivers once the server is back', async () => {
    let up = false;
    const w = world({ report: () => up, ping: () => up });
    for (let i = 0; i < 60; i += 1) w.add(`r${i}`);
    let slept = 0;
    // The outage ends after 5 minutes of the loop's own time; nothing else happens.
    const sleep = async (ms: number): Promise<void> => { await w.sleep(ms); slept += ms; if (slept >= 300_000) up = true; };
    await flushLoop(w.env, sleep, 60_000);
    expect(w.rows.size).toBe(0);
    expect(w.server.size).toBe(60);
    // Delivered at the first rest that ended after the outage: within the cap plus jitter.
    expect(slept - 300_000).toBeLessThanOrEqual(OUTBOX_REST_MAX_MS + 500);
    // Resting retries are batched pings (60 events: 2 per try), never 60 reports each.
    expect(w.calls.report).toBe(180);
  });

  it('delivers 200 events exactly once through 502 bursts, offline periods and a closed tab', async () => {
    let call = 0;
    // Every third answer is a 502.
    const w = world({ report: () => (call += 1) % 3 !== 0, ping: () => (call += 1) % 3 !== 0 });
    for (let i = 0; i < 200; i += 1) {
      w.add(`ev-${i}`);
      if (i === 50) w.setOnline(false);
      if (i === 90) w.setOnline(true);
      // The tab closes mid-flight: one pass, then the run is abandoned; the rows stay in the store.
      if (i % 40 === 39) await flushOnce(w.env);
    }
    await triggerAll(w.env);
    await flushLoop(w.env, w.sleep, 60_000);
    expect(w.rows.size).toBe(0);
    expect(w.server.size).toBe(200);
    // Nothing is sent again after a success, so no report reached the server twice.
    expect([...w.server.values()].every((c) => c === 1)).toBe(true);
  });
});

describe('createFlusher', () => {
  it('runs once at a time, and a request during a run wakes its sleep and runs again', async () => {
    vi.useFakeTimers();
    try {
      const runs: string[] = [];
      let first = true;
      const flush = createFlusher(async (sleep) => {
        runs.push('start');
        if (first) {
          first = false;
          await sleep(60_000);
          runs.push('woke');
        }
        runs.push('end');
      }, { set: (fn, ms) => setTimeout(fn, ms), clear: (h) => clearTimeout(h as number) });
      const a = flush();
      await Promise.resolve();
      const b = flush();
      expect(b).toBe(a);
      await a;
      expect(runs).toEqual(['start', 'woke', 'end', 'start', 'end']);
    } finally {
      vi.useRealTimers();
    }
  });
});
