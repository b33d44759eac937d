import { describe, expect, it } from 'vitest';
import { openDB } from 'idb';
import { IDB_VERSION, STORES, type TesseraDB } from '../../../contract/idb.ts';
import { newEntry } from '../../../contract/outbox.ts';
import { collectEvent } from '../outbox/collectEvent.ts';
import { connect, del, entries, get, put } from '../../../sw/db.ts';

let n = 0;
const fresh = () => {
  const name = `sw-db-${++n}`;
  return { name, db: connect(name) };
};
const entry = (eventID: string) => newEntry(collectEvent(eventID), 1);
const deleted = (name: string) => new Promise<void>((resolve, reject) => {
  const r = indexedDB.deleteDatabase(name);
  r.onsuccess = () => resolve();
  r.onerror = () => reject(r.error);
  r.onblocked = () => reject(new Error('deletion blocked by an open connection'));
});

describe('sw/db', () => {
  it('opens the shared schema: both stores, keyed as the contract says, once per getter', async () => {
    const { db } = fresh();
    const d = await db();
    expect(d.version).toBe(IDB_VERSION);
    expect([...d.objectStoreNames].sort()).toEqual([STORES.kv, STORES.outbox]);
    const tx = d.transaction([STORES.outbox, STORES.kv]);
    expect(tx.objectStore(STORES.outbox).keyPath).toBe('eventID');
    expect(tx.objectStore(STORES.kv).keyPath).toBe('key');
    expect(await db()).toBe(d);
  });

  it('puts, gets, lists and deletes, and the page (idb) sees the same records', async () => {
    const { name, db } = fresh();
    await put(db, STORES.outbox, entry('a'));
    await put(db, STORES.outbox, entry('b'));
    await put(db, STORES.kv, { key: 'k', value: 'v1' });
    await put(db, STORES.kv, { key: 'k', value: 'v2' });
    expect(await get(db, STORES.kv, 'k')).toEqual({ key: 'k', value: 'v2' });
    expect(await get(db, STORES.kv, 'missing')).toBeUndefined();
    expect(await entries(db, STORES.outbox)).toEqual([{ key: 'a', value: entry('a') }, { key: 'b', value: entry('b') }]);

    const page = await openDB<TesseraDB>(name, IDB_VERSION);
    expect(await page.getAllKeys(STORES.outbox)).toEqual(['a', 'b']);
    page.close();

    await del(db, STORES.outbox, 'a');
    await del(db, STORES.outbox, 'never-stored');
    expect((await entries(db, STORES.outbox)).map((e) => e.key)).toEqual(['b']);
  });

  it('stores every value of a multi-put in one transaction: all visible once it resolves, none when one is refused', async () => {
    const { db } = fresh();
    await put(db, STORES.kv, { key: 'x', value: 1 }, { key: 'y', value: 2 }, { key: 'z', value: 3 });
    expect((await entries(db, STORES.kv)).map((e) => [e.key, e.value.value])).toEqual([['x', 1], ['y', 2], ['z', 3]]);

    // The second value has no key: the first must not be kept either.
    await expect(put(db, STORES.kv, { key: 'w', value: 4 }, { value: 5 } as never)).rejects.toThrow();
    expect(await get(db, STORES.kv, 'w')).toBeUndefined();
    expect((await entries(db, STORES.kv)).map((e) => e.key)).toEqual(['x', 'y', 'z']);
  });

  it('lets go on versionchange, so a deletion elsewhere is not blocked, and reopens with the schema', async () => {
    const { name, db } = fresh();
    const first = await db();
    await put(db, STORES.kv, { key: 'k', value: 'old' });
    await deleted(name);
    const second = await db();
    expect(second).not.toBe(first);
    expect([...second.objectStoreNames].sort()).toEqual([STORES.kv, STORES.outbox]);
    expect(await get(db, STORES.kv, 'k')).toBeUndefined();
    await put(db, STORES.kv, { key: 'k', value: 'new' });
    expect(await get(db, STORES.kv, 'k')).toEqual({ key: 'k', value: 'new' });
  });

  it('reopens after the browser closed the connection', async () => {
    const { db } = fresh();
    await put(db, STORES.kv, { key: 'k', value: 'kept' });
    const first = await db();
    // What a browser does on an abnormal close (storage cleared, disk error): close, then fire close.
    first.close();
    first.onclose?.call(first, new Event('close'));
    const second = await db();
    expect(second).not.toBe(first);
    expect(await get(db, STORES.kv, 'k')).toEqual({ key: 'k', value: 'kept' });
  });

  it('tries again on the next call when opening fails', async () => {
    const { name, db } = fresh();
    const newer = await openDB(name, IDB_VERSION + 1);
    await expect(db()).rejects.toThrow();
    newer.close();
    await deleted(name);
    expect((await db()).version).toBe(IDB_VERSION);
  });
});
