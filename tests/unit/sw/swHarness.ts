/**
 * A service-worker stand-in for unit tests of sw/push.ts and sw/outbox.ts: the page's window plays
 * `self`, with the worker's URL, a fake registration and clients, and a fetch that records event reports.
 */
import { vi } from 'vitest';
import type { CollectEvent } from '../../../contract/marketing.ts';

export interface SentRequest { url: string; method: string; merchant: string | null; contentType: string | null; body: unknown }

export function swHarness(merchant = 'demo') {
  (globalThis as unknown as { happyDOM: { setURL(u: string): void } }).happyDOM.setURL(`http://localhost/m/sw.js?env=test&merchant=${merchant}`);
  const shown: { title: string; options: NotificationOptions }[] = [];
  const sent: SentRequest[] = [];
  const answers: number[] = [];
  const registration = { showNotification: vi.fn(async (title: string, options: NotificationOptions) => { shown.push({ title, options }); }) };
  const clients = { matchAll: vi.fn(async () => [] as unknown[]), openWindow: vi.fn(async (_u: string) => null) };
  Object.defineProperty(globalThis, 'registration', { value: registration, configurable: true });
  Object.defineProperty(globalThis, 'clients', { value: clients, configurable: true });
  vi.stubGlobal('fetch', vi.fn(async (input: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    sent.push({ url: input, method: init.method ?? 'GET', merchant: headers.get('Merchant'), contentType: headers.get('Content-Type'), body: init.body ? JSON.parse(String(init.body)) : null });
    const status = answers.shift() ?? 200;
    return new Response(JSON.stringify({ success: status < 300, value: null, code: null, message: null }), { status });
  }));
  return { shown, sent, registration, clients, answers };
}

/** The event a collect request carried: its body is {merchant, value: the event as a JSON string}. */
export function collected(r: SentRequest): CollectEvent {
  return JSON.parse((r.body as { value: string }).value) as CollectEvent;
}

/** A window client as clients.matchAll returns it. */
export function windowClient(url: string) {
  const client = {
    url,
    focus: vi.fn(async () => client),
    navigate: vi.fn(async (to: string) => { client.url = new URL(to, url).href; return client; }),
  };
  return client;
}
