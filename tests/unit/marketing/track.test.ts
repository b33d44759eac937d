import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ref } from 'valtio';
import { STORES, type OutboxEntry } from '../../../contract/idb.ts';
import { SW_MESSAGES } from '../../../contract/messages.ts';
import { isCollectEvent, type CollectEvent } from '../../../contract/marketing.ts';
import { state as merchant } from '../../../src/state/merchant.ts';
import type { StatusInfo } from '../../../contract/wps.ts';
import { enqueue, outboxDb } from '../../../src/marketing/outboxWriter.ts';
import { track } from '../../../src/marketing/track.ts';
import { resetClient } from '../../../src/api/client.ts';
import { stubFetch } from '../api/fetchStub.ts';
import { eventually } from '../eventually.ts';

const entries = async (): Promise<OutboxEntry[]> => (await outboxDb()).getAll(STORES.outbox);
const ok = () => new Response(JSON.stringify({ success: true, value: { duplicate: false }, code: null, message: null }), { status: 200, headers: { 'Content-Type': 'application/json' } });

function controller(postMessage: ((m: unknown) => void) | null) {
  Object.defineProperty(navigator, 'serviceWorker', {
    value: postMessage ? { controller: { postMessage }, addEventListener: vi.fn() } : undefined, configurable: true,
  });
}

beforeEach(async () => {
  resetClient();
  await (await outboxDb()).clear(STORES.outbox);
});
afterEach(() => {
  merchant.status = null;
  vi.unstubAllGlobals();
  controller(null);
});

describe('track', () => {
  it('asks an active worker that does not control the page yet', async () => {
    const active = { postMessage: vi.fn() };
    Object.defineProperty(navigator, 'serviceWorker', {
      value: { controller: null, getRegistration: vi.fn(async () => ({ active })), addEventListener: vi.fn() }, configurable: true,
    });
    const calls = stubFetch(ok);
    expect(await track('firstOpen')).toBe(true);
    await eventually(() => expect(active.postMessage).toHaveBeenCalledWith({ type: SW_MESSAGES.flushOutbox }));
    expect(calls).toEqual([]);
    expect(await entries()).toHaveLength(1);
  });

  it('stores a report with a fresh UUID eventID and asks the controlling worker to send it', async () => {
    const post = vi.fn();
    controller(post);
    history.replaceState(null, '', '/m/home?affiliateCode=aff7&gclid=G-1');
    expect(await track('login', { customerId: '9' })).toBe(true);
    expect(await track('login', { customerId: '9' })).toBe(true);
    const [a, b] = await entries();
    // Production's form: the event's name, a dot, a random part (here a UUID).
    expect(a!.eventID).toMatch(/^login\.[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a!.eventID).not.toBe(b!.eventID);
    expect(isCollectEvent(a!.report)).toBe(true);
    expect(a!.report).toMatchObject({
      eventName: 'login', affiliateCode: 'aff7', domain: location.href,
      eventValue: { eventID: a!.eventID, domain: location.href, gclid: 'G-1', channels: ['google'], customerId: '9' },
    });
    expect(a).toMatchObject({ attempts: 0, fallbackAttempts: 0 });
    expect(post).toHaveBeenCalledWith({ type: SW_MESSAGES.flushOutbox });
  });

  it('refuses a report above the 1.5 MB write cap, logged, and keeps the outbox as it was', async () => {
    const post = vi.fn();
    controller(post);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // track() bounds every field; enqueue guards the store for any other writer.
    const report = (size: number): CollectEvent => ({
      domain: 'x', affiliateCode: '', eventName: 'login', eventValue: { eventID: `login.${crypto.randomUUID()}`, domain: 'x', channels: [], gclid: 'x'.repeat(size) },
    });
    expect(await enqueue(report(800 * 1024))).toBe(false);
    expect(await entries()).toEqual([]);
    expect(post).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^\[outbox\] refused login: \d+ bytes/));
    expect(await enqueue(report(700 * 1024))).toBe(true);
    expect(await entries()).toHaveLength(1);
    error.mockRestore();
  });

  it('sends from the page itself when no worker controls it, and empties the outbox on success', async () => {
    controller(null);
    merchant.status = ref({ merchantCode: 'demo', analytics: { pixelIds: {}, gaId: null } } as unknown as StatusInfo);
    const calls = stubFetch(ok);
    expect(await track('viewContent')).toBe(true);
    await eventually(async () => expect(await entries()).toEqual([]));
    // The collect beacon's body: {merchant, value: the event as a JSON string}, text/plain; no ping was needed.
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /wps/system/collect']);
    expect(calls[0]!.headers['Content-Type']).toBe('text/plain');
    const body = JSON.parse(calls[0]!.body!) as { merchant: string; value: string };
    expect(body.merchant).toBe('demo');
    const sent = JSON.parse(body.value) as CollectEvent;
    expect(sent.eventName).toBe('viewContent');
    expect(sent.eventValue.eventID).toMatch(/^viewContent\./);
  });

  it('before status answers, names the merchant of the last good status (localStorage merchant), as production does', async () => {
    controller(null);
    localStorage.setItem('merchant', 'kept');
    const calls = stubFetch(ok);
    try {
      expect(await track('firstOpen')).toBe(true);
      await eventually(async () => expect(await entries()).toEqual([]));
      expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /wps/system/collect']);
      expect((JSON.parse(calls[0]!.body!) as { merchant: string }).merchant).toBe('kept');
    } finally {
      localStorage.removeItem('merchant');
    }
  });
});
