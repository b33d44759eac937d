import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORES } from '../../../contract/idb.ts';
import { SW_MESSAGES } from '../../../contract/messages.ts';
import { newEntry } from '../../../contract/outbox.ts';
import type { EventReport } from '../../../contract/wps.ts';
import { del, entries, put as putEntries } from '../../../sw/db.ts';
import { swHarness } from './swHarness.ts';

let h: ReturnType<typeof swHarness>;
let ob: typeof import('../../../sw/outbox.ts');

const report = (eventID: string): EventReport => ({ eventID, event: 'login', value: {}, domain: 'localhost', affiliateCode: '', channels: [], clickIds: {} });
const put = async (...ids: string[]) => { for (const id of ids) await putEntries(ob.outboxDb, STORES.outbox, newEntry(report(id), Date.now())); };
const stored = async () => (await entries(ob.outboxDb, STORES.outbox)).map((e) => e.key);

beforeEach(async () => {
  vi.resetModules();
  h = swHarness('demo');
  ob = await import('../../../sw/outbox.ts');
  for (const { key } of await entries(ob.outboxDb, STORES.outbox)) await del(ob.outboxDb, STORES.outbox, key);
});
afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
});

describe('service worker outbox', () => {
  it('sends what the page stored when OUTBOX_FLUSH arrives, with the Merchant header, and deletes it after a 2xx', async () => {
    await put('a', 'b');
    await ob.outboxHandlers[SW_MESSAGES.flushOutbox]!({ type: SW_MESSAGES.flushOutbox }, { reply: () => undefined });
    expect(h.sent.map((r) => [r.url, r.method, r.merchant, (r.body as EventReport).eventID])).toEqual([
      ['/wps/system/event', 'POST', 'demo', 'a'], ['/wps/system/event', 'POST', 'demo', 'b'],
    ]);
    expect(await stored()).toEqual([]);
  });

  it('keeps an entry after a 502 and sends the same eventID again after the backoff', async () => {
    await put('retry');
    h.answers.push(502);
    await ob.replayOutbox();
    expect(h.sent.map((r) => (r.body as EventReport).eventID)).toEqual(['retry', 'retry']);
    expect(await stored()).toEqual([]);
  });

  it('treats a 200 that says success false as a failure', async () => {
    const transport = ob.fetchTransport('demo');
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ success: false }), { status: 200 })));
    expect(await transport.report(report('x'))).toBe(false);
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    expect(await transport.report(report('x'))).toBe(false);
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>', { status: 200 })));
    expect(await transport.ping([report('x')])).toBe(false);
  });

  it('sends the fallback as GET /wps/system/test/ping?events= with the reports as JSON', async () => {
    await ob.fetchTransport('demo').ping([report('p1'), report('p2')]);
    const url = new URL(h.sent[0]!.url, 'http://localhost');
    expect(url.pathname).toBe('/wps/system/test/ping');
    expect((JSON.parse(url.searchParams.get('events')!) as EventReport[]).map((r) => r.eventID)).toEqual(['p1', 'p2']);
    expect(h.sent[0]!.merchant).toBe('demo');
  });

  it('sends nothing while offline and keeps the entries', async () => {
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    await put('off');
    await ob.replayOutbox();
    expect(h.sent).toEqual([]);
    expect(await stored()).toEqual(['off']);
  });

  it('removes a malformed stored entry with a log line and still sends the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await put('good');
    await putEntries(ob.outboxDb, STORES.outbox, { eventID: 'bad', report: 'junk' } as never);
    await ob.replayOutbox();
    expect(await stored()).toEqual([]);
    expect(h.sent.map((r) => (r.body as EventReport).eventID)).toEqual(['good']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('malformed'), expect.anything());
  });

  it('stores and sends a receipt the worker produced itself', async () => {
    await ob.enqueueReport(report('receipt-1'));
    expect(h.sent.map((r) => (r.body as EventReport).eventID)).toEqual(['receipt-1']);
    expect(await stored()).toEqual([]);
  });
});
