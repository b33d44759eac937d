// Every marketing event the page creates carries the device id, so the server can limit events per phone behind a
// shared carrier address: the worker's fetches and the beacons send no id header, so the id travels in the event.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORES, type OutboxEntry } from '../../../contract/idb.ts';
import { collectBody, type CollectEvent } from '../../../contract/marketing.ts';
import { outboxDb } from '../../../src/marketing/outboxWriter.ts';
import { DEVICE_ID_KEY, isValidDeviceId } from '../../../src/lib/deviceId.ts';

const STORED = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
const reports = async (): Promise<CollectEvent[]> => ((await (await outboxDb()).getAll(STORES.outbox)) as OutboxEntry[]).map((e) => e.report);

/** track() from freshly loaded modules: the id a page resolved stays with that page. */
async function freshTrack() {
  vi.resetModules();
  return (await import('../../../src/marketing/track.ts')).track;
}

beforeEach(async () => {
  await (await outboxDb()).clear(STORES.outbox);
  localStorage.clear();
  document.cookie = `${DEVICE_ID_KEY}=; Max-Age=0; Path=/`;
  // A controlling worker takes the flush request, so nothing is sent from the page here.
  Object.defineProperty(navigator, 'serviceWorker', { value: { controller: { postMessage: vi.fn() }, addEventListener: vi.fn() }, configurable: true });
});
afterEach(() => {
  vi.doUnmock('../../../src/lib/deviceId.ts');
  vi.restoreAllMocks();
  Object.defineProperty(navigator, 'serviceWorker', { value: undefined, configurable: true });
});

describe('the device id in marketing events', () => {
  it('puts the stored device id beside the event\'s named fields, and so into the collect body\'s value', async () => {
    localStorage.setItem(DEVICE_ID_KEY, STORED);
    const track = await freshTrack();
    expect(await track('login', { customerId: '9' })).toBe(true);
    const [report] = await reports();
    expect(report!.deviceId).toBe(STORED);
    const body = JSON.parse(collectBody('demo', report!)) as { value: string };
    expect((JSON.parse(body.value) as CollectEvent).deviceId).toBe(STORED);
  });

  it('makes the id on a first visit, keeps it, and sends the same id with every later event', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const track = await freshTrack();
    expect(await track('firstOpen')).toBe(true);
    expect(await track('viewContent')).toBe(true);
    const [a, b] = await reports();
    expect(isValidDeviceId(a!.deviceId)).toBe(true);
    expect(b!.deviceId).toBe(a!.deviceId);
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(a!.deviceId);
  });

  it('still stores the event, without an id, when the id cannot be had', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.resetModules();
    vi.doMock('../../../src/lib/deviceId.ts', () => ({ getDeviceId: () => Promise.reject(new Error('storage gone')) }));
    const { track } = await import('../../../src/marketing/track.ts');
    expect(await track('login')).toBe(true);
    const [report] = await reports();
    expect(report).toBeDefined();
    expect('deviceId' in report!).toBe(false);
    expect(warn).toHaveBeenCalledWith('[marketing] events go without a device id', expect.any(Error));
  });
});
