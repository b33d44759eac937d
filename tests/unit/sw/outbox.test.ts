import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '../eventually.ts';
import { STORES } from '../../../contract/idb.ts';
import { SW_MESSAGES } from '../../../contract/messages.ts';
import { newEntry, OUTBOX_REST_MS } from '../../../contract/outbox.ts';
import { OUTBOX_SYNC_TAG } from '../../../contract/messages.ts';
import type { CollectEvent } from '../../../contract/marketing.ts';
import { collectEvent as report } from '../outbox/collectEvent.ts';
import { del, entries, put as putEntries } from '../../../sw/db.ts';
import { collected, swHarness, type SentRequest } from './swHarness.ts';

let h: ReturnType<typeof swHarness>;
let ob: typeof import('../../../sw/outbox.ts');

const idOf = (r: SentRequest): string => collected(r).eventValue.eventID;
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
    // The collect beacon's body by fetch (no sendBeacon in a worker): text/plain {merchant, value: JSON string}.
    expect(h.sent.map((r) => [r.url, r.method, r.merchant, r.contentType, idOf(r)])).toEqual([
      ['/wps/system/collect', 'POST', 'demo', 'text/plain', 'a'], ['/wps/system/collect', 'POST', 'demo', 'text/plain', 'b'],
    ]);
    expect(h.sent.every((r) => (r.body as { merchant: string }).merchant === 'demo')).toBe(true);
    expect(collected(h.sent[0]!)).toEqual(report('a'));
    expect(await stored()).toEqual([]);
  });

  it('keeps an entry after a 502 and sends the same eventID again after the backoff', async () => {
    await put('retry');
    h.answers.push(502);
    await ob.replayOutbox();
    expect(h.sent.map(idOf)).toEqual(['retry', 'retry']);
    expect(await stored()).toEqual([]);
  });

  it('treats a 200 that says success false as a failure', async () => {
    const transport = ob.fetchTransport('demo');
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ success: false }), { status: 200 })));
    expect(await transport.report(report('x'))).toBe(false);
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    expect(await transport.report(report('x'))).toBe(false);
    // Production's answers are unseen: an empty 2xx (the reference collect's 204) counts, a body saying success false does not.
    vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 204 })));
    expect(await transport.report(report('x'))).toBe(true);
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ success: false, value: null }), { status: 200 })));
    expect(await transport.ping(report('x'))).toBe(false);
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 503 })));
    expect(await transport.ping(report('x'))).toBe(false);
  });

  it('sends the fallback as GET /wps/system/test/ping?events= with ONE event as JSON (production\'s form)', async () => {
    expect(await ob.fetchTransport('demo').ping(report('p1'))).toBe(true);
    const url = new URL(h.sent[0]!.url, 'http://localhost');
    expect(url.pathname).toBe('/wps/system/test/ping');
    expect(JSON.parse(url.searchParams.get('events')!) as CollectEvent).toEqual(report('p1'));
    expect(h.sent[0]!.method).toBe('GET');
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
    expect(h.sent.map(idOf)).toEqual(['good']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('malformed'), expect.anything());
  });

  it('registers a Background Sync while events wait offline, and a sync event with that tag sends them', async () => {
    const register = vi.fn(async (_tag: string) => undefined);
    Object.assign(h.registration, { sync: { register } });
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    await put('later');
    await ob.replayOutbox();
    expect(register).toHaveBeenCalledWith(OUTBOX_SYNC_TAG);
    Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
    ob.wireOutbox();
    await eventually(async () => expect(await stored()).toEqual([]));
    register.mockClear();
    await put('synced');
    let done: Promise<unknown> = Promise.resolve();
    const event = Object.assign(new Event('sync'), { tag: OUTBOX_SYNC_TAG, waitUntil: (p: Promise<unknown>) => { done = p; } });
    dispatchEvent(event);
    await done;
    expect(h.sent.map(idOf)).toContain('synced');
    expect(await stored()).toEqual([]);
    // Nothing left: no new registration.
    expect(register).not.toHaveBeenCalled();
  });

  it('OUTBOX_RETRY sends only what is due: a resting entry waits for its rest, which OUTBOX_FLUSH cuts short', async () => {
    // Due later than the worker's loop waits (an older build's 10-minute rest): the retry returns at once.
    const resting = { ...newEntry(report('rest'), Date.now()), attempts: 3, fallbackAttempts: 5, nextAttemptAt: Date.now() + 40 * OUTBOX_REST_MS };
    await putEntries(ob.outboxDb, STORES.outbox, resting);
    await ob.outboxHandlers[SW_MESSAGES.retryOutbox]!({ type: SW_MESSAGES.retryOutbox }, { reply: () => undefined });
    expect(h.sent).toEqual([]);
    expect(await stored()).toEqual(['rest']);
    await ob.outboxHandlers[SW_MESSAGES.flushOutbox]!({ type: SW_MESSAGES.flushOutbox }, { reply: () => undefined });
    expect(await stored()).toEqual([]);
  });

  it('stores and sends an event the worker produced itself', async () => {
    await ob.enqueueReport(report('own-1'));
    expect(h.sent.map(idOf)).toEqual(['own-1']);
    expect(await stored()).toEqual([]);
  });
});
