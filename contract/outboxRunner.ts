/**
 * One outbox runner for both runtimes: the page and the service worker pass their own IndexedDB store,
 * transport and clock, so the sending rules exist once. An entry is deleted only after a 2xx.
 */
import type { OutboxEntry } from './idb.ts';
import type { CollectEvent } from './marketing.ts';
import { afterFailure, isOutboxEntry, onTrigger, phaseOf } from './outbox.ts';

export interface OutboxStore {
  /** Every stored value with its key; values are untrusted (another build or a corrupt write may have put them). */
  all(): Promise<Array<{ key: string; value: unknown }>>;
  put(entry: OutboxEntry): Promise<void>;
  remove(key: string): Promise<void>;
}

export interface OutboxTransport {
  /** The collect beacon's body by a request whose answer is read: true only on a 2xx without success false. Never throws. */
  report(event: CollectEvent): Promise<boolean>;
  /** The fallback: one event per ping (production's form). */
  ping(event: CollectEvent): Promise<boolean>;
}

export interface OutboxEnv {
  store: OutboxStore;
  transport: OutboxTransport;
  now(): number;
  random(): number;
  online(): boolean;
  log(message: string, detail?: unknown): void;
}

/** Primary reports sent at once; more would only queue behind the browser's per-host connections. */
const PARALLEL = 4;

async function readEntries(env: OutboxEnv): Promise<OutboxEntry[]> {
  const entries: OutboxEntry[] = [];
  for (const { key, value } of await env.store.all()) {
    // An earlier build's {event, value, clickIds} shape is dropped too: the worker's budget has no room to convert it.
    if (isOutboxEntry(value) && value.eventID === key) {
      entries.push(value);
    } else {
      env.log(`[outbox] removed a malformed entry "${String(key).slice(0, 64)}"`);
      await env.store.remove(key);
    }
  }
  return entries.sort((a, b) => a.createdAt - b.createdAt);
}

async function settle(env: OutboxEnv, entry: OutboxEntry, ok: boolean): Promise<void> {
  if (ok) await env.store.remove(entry.eventID);
  else await env.store.put(afterFailure(entry, env.now(), env.random()));
}

/** Makes every entry due now (resting ones start a new cycle): a replay trigger. */
export async function triggerAll(env: OutboxEnv): Promise<void> {
  const now = env.now();
  for (const e of await readEntries(env)) {
    const next = onTrigger(e, now);
    if (next !== e) await env.store.put(next);
  }
}

/**
 * Sends every due entry once. Returns the ms until the next entry is due, 0 when entries are due
 * again right away, or null when the outbox is empty or the device is offline (wait for a trigger).
 */
export async function flushOnce(env: OutboxEnv): Promise<number | null> {
  if (!env.online()) return null;
  const now = env.now();
  const entries = await readEntries(env);
  const due = entries.filter((e) => e.nextAttemptAt <= now);
  const primary = due.filter((e) => phaseOf(e) === 'primary');
  for (let i = 0; i < primary.length; i += PARALLEL) {
    await Promise.all(primary.slice(i, i + PARALLEL).map(async (e) => settle(env, e, await env.transport.report(e.report))));
  }
  // One event per ping; the first failed ping fails the round's rest too: one request per round while the server is down.
  let down = false;
  for (const e of due.filter((x) => phaseOf(x) !== 'primary')) {
    down ||= !(await env.transport.ping(e.report));
    await settle(env, e, !down);
  }

  const left = (await env.store.all()).map((x) => x.value).filter(isOutboxEntry);
  if (left.length === 0) return null;
  const next = Math.min(...left.map((e) => e.nextAttemptAt));
  return Math.max(0, next - env.now());
}

/**
 * Flushes until the outbox is empty, offline, or the next entry is due later than maxWaitMs (a later
 * trigger or timer picks it up). Rests are shorter than the runtimes' maxWaitMs, so a running loop keeps
 * retrying through an outage by itself. sleep is injected so tests run on fake time.
 */
export async function flushLoop(env: OutboxEnv, sleep: (ms: number) => Promise<void>, maxWaitMs: number): Promise<void> {
  for (;;) {
    const wait = await flushOnce(env);
    if (wait === null || wait > maxWaitMs) return;
    if (wait > 0) await sleep(wait);
  }
}

export interface Timer {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

/**
 * Coalesces flush requests: one run at a time; a request during a run wakes its backoff sleep and
 * makes it run once more, so a new entry never waits behind another entry's backoff.
 */
export function createFlusher(run: (sleep: (ms: number) => Promise<void>) => Promise<void>, timer: Timer): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  let wake: (() => void) | null = null;
  const sleep = (ms: number): Promise<void> => new Promise((resolve) => {
    const done = (): void => { wake = null; resolve(); };
    const handle = timer.set(done, ms);
    wake = () => { timer.clear(handle); done(); };
  });
  return () => {
    if (running) {
      again = true;
      wake?.();
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await run(sleep);
      } while (again);
    })().finally(() => { running = null; });
    return running;
  };
}
