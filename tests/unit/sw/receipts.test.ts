/** Push receipts from the worker (production-wire E4): the wire form, durable until a 2xx, one click per 24 h. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORES } from '../../../contract/idb.ts';
import { PUSH_CLICKED, PUSH_DELIVERED } from '../../../contract/push.ts';
import { connect, entries, type Db } from '../../../sw/db.ts';
import { queueReceipt, sendReceipts } from '../../../sw/receipts.ts';

const T0 = Date.parse('2026-05-01T10:00:00Z');
const HOUR = 3_600_000;
const URL_ = '/wps/relay/EMFE_appPushDeliveryCallback';

interface Sent { url: string; method: string; headers: Record<string, string>; body: unknown }
let n = 0;
let db: Db;
let sent: Sent[];
let answers: Array<number | 'offline'>;

/** Records each request; answers 200 unless a status (or 'offline': a network error) was queued. */
const fetcher = vi.fn(async (url: string, init: RequestInit = {}) => {
  sent.push({ url, method: init.method ?? 'GET', headers: { ...(init.headers as Record<string, string>) }, body: JSON.parse(String(init.body)) });
  const next = answers.shift() ?? 200;
  if (next === 'offline') throw new TypeError('Failed to fetch');
  return new Response(null, { status: next });
}) as unknown as typeof fetch;

const waiting = async (): Promise<string[]> => (await entries(db, STORES.kv)).map((e) => e.key).filter((k) => k.startsWith('pushReceipt:'));

beforeEach(() => {
  db = connect(`receipts-${++n}`);
  sent = [];
  answers = [];
  vi.mocked(fetcher).mockClear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('push receipts', () => {
  it('sends PUT EMFE_appPushDeliveryCallback {trackingUuid, eventType} as JSON with the worker\'s Merchant, then forgets it', async () => {
    await queueReceipt(db, { trackingUuid: 'tu-1', eventType: PUSH_DELIVERED }, T0);
    await sendReceipts(db, 'demo', T0, fetcher);
    expect(sent).toEqual([{
      url: URL_, method: 'PUT', headers: { 'Content-Type': 'application/json', Merchant: 'demo' }, body: { trackingUuid: 'tu-1', eventType: 'DELIVERED' },
    }]);
    expect(await waiting()).toEqual([]);
    await sendReceipts(db, 'demo', T0, fetcher);
    expect(sent).toHaveLength(1);
  });

  it('keeps a receipt through a network error, a 5xx and a 429, and sends it again until a 2xx', async () => {
    await queueReceipt(db, { trackingUuid: 'tu-2', eventType: PUSH_DELIVERED }, T0);
    answers.push('offline', 503, 429);
    for (let i = 0; i < 3; i += 1) {
      await sendReceipts(db, 'demo', T0 + i, fetcher);
      expect(await waiting(), `attempt ${i + 1}`).toHaveLength(1);
    }
    await sendReceipts(db, 'demo', T0 + 3, fetcher);
    expect(await waiting()).toEqual([]);
    expect(sent.map((s) => s.body)).toEqual(Array.from({ length: 4 }, () => ({ trackingUuid: 'tu-2', eventType: 'DELIVERED' })));
  });

  it('drops a receipt the server refuses for good (a 4xx), and one a week old without sending it', async () => {
    await queueReceipt(db, { trackingUuid: 'refused', eventType: PUSH_DELIVERED }, T0);
    answers.push(400);
    await sendReceipts(db, 'demo', T0, fetcher);
    expect(await waiting()).toEqual([]);
    await queueReceipt(db, { trackingUuid: 'old', eventType: PUSH_DELIVERED }, T0);
    await sendReceipts(db, 'demo', T0 + 7 * 24 * HOUR + 1, fetcher);
    expect(await waiting()).toEqual([]);
    expect(sent.map((s) => (s.body as { trackingUuid: string }).trackingUuid)).toEqual(['refused']);
  });

  it('sends one CLICKED receipt per trackingUuid per 24 h; delivery and click of one message are two receipts', async () => {
    await queueReceipt(db, { trackingUuid: 'tu-3', eventType: PUSH_DELIVERED }, T0);
    await queueReceipt(db, { trackingUuid: 'tu-3', eventType: PUSH_CLICKED }, T0);
    await queueReceipt(db, { trackingUuid: 'tu-3', eventType: PUSH_CLICKED }, T0 + HOUR);
    await sendReceipts(db, 'demo', T0 + HOUR, fetcher);
    await queueReceipt(db, { trackingUuid: 'tu-3', eventType: PUSH_CLICKED }, T0 + 23 * HOUR);
    await sendReceipts(db, 'demo', T0 + 23 * HOUR, fetcher);
    expect(sent.map((s) => (s.body as { eventType: string }).eventType).sort()).toEqual(['CLICKED', 'DELIVERED']);
    // Another message's click is its own.
    await queueReceipt(db, { trackingUuid: 'tu-4', eventType: PUSH_CLICKED }, T0 + 23 * HOUR);
    // 24 h later the mark has run out (and is cleaned up): a click counts again.
    await sendReceipts(db, 'demo', T0 + 24 * HOUR + 1, fetcher);
    expect((await entries(db, STORES.kv)).map((e) => e.key)).toEqual(['clickedTrackingUuid:tu-4']);
    await queueReceipt(db, { trackingUuid: 'tu-3', eventType: PUSH_CLICKED }, T0 + 24 * HOUR + 2);
    await sendReceipts(db, 'demo', T0 + 24 * HOUR + 2, fetcher);
    expect(sent.slice(2).map((s) => s.body)).toEqual([{ trackingUuid: 'tu-4', eventType: 'CLICKED' }, { trackingUuid: 'tu-3', eventType: 'CLICKED' }]);
  });

  it('stores nothing for a message without a trackingUuid, and never rejects when the store fails', async () => {
    await queueReceipt(db, { trackingUuid: '', eventType: PUSH_DELIVERED }, T0);
    await queueReceipt(db, { trackingUuid: '', eventType: PUSH_CLICKED }, T0);
    expect(await entries(db, STORES.kv)).toEqual([]);
    const broken: Db = () => Promise.reject(new Error('no IndexedDB'));
    await expect(sendReceipts(broken, 'demo', T0, fetcher)).resolves.toBeUndefined();
    expect(sent).toEqual([]);
  });
});
