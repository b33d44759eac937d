/** The page sends the outbox itself only while no service worker controls it; Web Locks keep the two apart. */
import { STORES, type OutboxEntry } from '../../contract/idb.ts';
import { OUTBOX_LOCK } from '../../contract/outbox.ts';
import { createFlusher, flushLoop, triggerAll, type OutboxEnv } from '../../contract/outboxRunner.ts';
import { pingEvent, sendEvent } from '../api/events.ts';
import { localStore } from '../lib/memoryStorage';
import { safeGetItem } from '../lib/storage';
import { MERCHANT_KEY, state as merchant } from '../state/merchant';
import { outboxDb } from './outboxWriter.ts';

/** The page may close at any time; retries beyond a minute wait for the next trigger or the worker. */
const MAX_WAIT_MS = 60_000;

export function pageEnv(): OutboxEnv {
  return {
    store: {
      async all() {
        const tx = (await outboxDb()).transaction(STORES.outbox);
        const [keys, values] = await Promise.all([tx.store.getAllKeys(), tx.store.getAll()]);
        return keys.map((key, i) => ({ key: String(key), value: values[i] as unknown }));
      },
      async put(entry: OutboxEntry) { await (await outboxDb()).put(STORES.outbox, entry); },
      async remove(key: string) { await (await outboxDb()).delete(STORES.outbox, key); },
    },
    transport: {
      // Before status answers: the merchant of the last good status, as production reads localStorage merchant.
      report: (event) => sendEvent(merchant.status?.merchantCode ?? safeGetItem(localStore(), MERCHANT_KEY) ?? '', event),
      ping: pingEvent,
    },
    now: Date.now,
    random: Math.random,
    online: () => navigator.onLine !== false,
    log: (message, detail) => console.warn(message, detail ?? ''),
  };
}

let pendingTrigger = false;

const flush = createFlusher(async (sleep) => {
  const env = pageEnv();
  const run = async (): Promise<void> => {
    if (pendingTrigger) {
      pendingTrigger = false;
      await triggerAll(env);
    }
    await flushLoop(env, sleep, MAX_WAIT_MS);
  };
  const locks = navigator.locks as LockManager | undefined;
  await (locks ? locks.request(OUTBOX_LOCK, run) : run());
}, { set: (fn, ms) => setTimeout(fn, ms), clear: (h) => clearTimeout(h as number) });

/** trigger makes resting entries start a new cycle; the periodic retry passes false and sends only what is due. */
export function flushFromPage(trigger = true): Promise<void> {
  if (trigger) pendingTrigger = true;
  return flush().catch((error: unknown) => console.warn('[outbox] page flush failed', error));
}
