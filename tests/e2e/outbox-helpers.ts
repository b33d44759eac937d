import type { Page } from 'playwright-core';

/** What the tests read of an outbox entry (contract/idb.ts has the whole record). */
export interface OutboxRow { eventID: string; attempts: number; fallbackAttempts: number; report: { eventName: string } }

/** The page's outbox entries, read from IndexedDB as the service worker left them. */
export const outboxRows = (page: Page): Promise<OutboxRow[]> => page.evaluate(() => new Promise<OutboxRow[]>((resolve, reject) => {
  const open = indexedDB.open('tessera');
  open.onerror = () => reject(open.error);
  open.onsuccess = () => {
    const req = open.result.transaction('outbox').objectStore('outbox').getAll();
    req.onsuccess = () => {
      open.result.close();
      resolve(req.result as OutboxRow[]);
    };
    req.onerror = () => reject(req.error);
  };
}));
