// Group commit of event reports (server/services/event-batch.ts): reports that arrive together are written in one
// statement, each answered only once its batch is committed; a duplicate inside a batch is answered as a duplicate,
// and a failing batch fails every report in it.
import { describe, expect, it } from 'vitest';
import type { EventReport, EventReportResult } from '../../contract/wps.ts';
import { TEST_IP_HEADER } from '../../server/http/client-ip.ts';
import { EventBatcher, eventBatcher, type EventRow } from '../../server/services/event-batch.ts';
import { DB_KIND } from './db.ts';
import { call, DEMO, envelope, storedEvents, useApp } from './helpers.ts';

const s = useApp();

const report = (eventID: string): EventReport => ({ eventID, event: 'login', value: {}, domain: 'localhost', affiliateCode: '', channels: [], clickIds: {} });
const row = (eventID: string): EventRow => ({ event_id: eventID, merchant: 'demo', event: 'login', body: JSON.stringify(report(eventID)), source: 'event', received_at: new Date().toISOString() });
const countLike = async (prefix: string): Promise<number> =>
  Number((await s.db.selectFrom('events').select((e) => e.fn.countAll().as('n')).where('event_id', 'like', `${prefix}%`).executeTakeFirstOrThrow()).n);

describe(`event group commit (${DB_KIND})`, () => {
  it('stores forty simultaneous reports in fewer statements than reports, each acknowledged only once it is in the table', async () => {
    const batcher = eventBatcher(s.db);
    const before = batcher.batches;
    const post = (i: number) => call(s.app, `${DEMO}/wps/system/event`, { method: 'POST', headers: { Merchant: 'demo', [TEST_IP_HEADER]: `10.2.0.${i + 1}` }, json: report(`batch-${i}`) })
      // Read the table the moment each answer arrives: an acknowledged report is already committed.
      .then(async (res) => ({ answer: await envelope<EventReportResult>(res), stored: await storedEvents(s.db, `batch-${i}`) }));
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => post(i)));
    expect(results.every((r) => r.answer.success && r.answer.value?.duplicate === false)).toBe(true);
    expect(results.every((r) => r.stored === 1)).toBe(true);
    expect(await countLike('batch-')).toBe(40);
    expect(batcher.batches - before).toBeLessThan(40);
  });

  it('answers a second report of one eventID in the same batch as a duplicate, and one already stored as a duplicate too', async () => {
    const batcher = new EventBatcher(s.db);
    expect(await batcher.add(row('dup-old'))).toBe(true);
    const answers = await Promise.all([batcher.add(row('dup-new')), batcher.add(row('dup-new')), batcher.add(row('dup-old')), batcher.add(row('dup-other'))]);
    expect(answers).toEqual([true, false, false, true]);
    expect(batcher.batches).toBe(2);
    expect(await storedEvents(s.db, 'dup-new')).toBe(1);
  });

  it('fails every report of a failing batch and stores none of them', async () => {
    const batcher = new EventBatcher(s.db);
    const bad = { ...row('fail-bad'), merchant: null } as unknown as EventRow;
    const answers = await Promise.allSettled([batcher.add(row('fail-1')), batcher.add(bad), batcher.add(row('fail-2'))]);
    expect(answers.map((a) => a.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(await countLike('fail-')).toBe(0);
    // The next batch is written as usual.
    expect(await batcher.add(row('fail-after'))).toBe(true);
  });

  it('splits a burst larger than one batch into several, in order', async () => {
    const batcher = new EventBatcher(s.db, 3);
    const answers = await Promise.all(Array.from({ length: 7 }, (_, i) => batcher.add(row(`split-${i}`))));
    expect(answers.every(Boolean)).toBe(true);
    expect(batcher.batches).toBe(3);
    expect(await countLike('split-')).toBe(7);
  });
});
