/** postMessage from pages: validated, same-origin only, dispatched to one handler per message type. */
import { SW_MESSAGES, type SwMessage } from '../contract/messages.ts';
import { buildVersion } from './precache.ts';
import { purgeMemberCache } from './purge.ts';

declare const self: ServiceWorkerGlobalScope;

export type SwMessageType = SwMessage['type'];

/** The part of an ExtendableMessageEvent this module reads (tests pass plain objects). */
export interface IncomingMessage {
  data: unknown;
  origin: string;
  source: unknown;
  ports: ReadonlyArray<{ postMessage(message: unknown): void }>;
  waitUntil?(promise: Promise<unknown>): void;
}

export interface MessageContext {
  /** Answers on the first transferred port (no-op when the page sent none). */
  reply(message: unknown): void;
}

export type SwMessageHandlers = {
  [K in SwMessageType]?: (message: Extract<SwMessage, { type: K }>, context: MessageContext) => unknown;
};

const MAX_URL_LENGTH = 2048;
const TYPES: readonly unknown[] = Object.values(SW_MESSAGES);
// Keys STORE_DATA may carry (payload: production's form; top-level URLs: Tessera's earlier one); the others carry type only.
const STORE_DATA_KEYS = ['type', 'targetUrl', 'iconUrl', 'payload'];

/** A bounded string; the STORE_DATA handler then keeps only http(s) URLs on the merchant's hosts (merchantUrl). */
function isHttpUrl(x: unknown): x is string {
  return typeof x === 'string' && x !== '' && x.length <= MAX_URL_LENGTH;
}

/** Returns the message when its shape is exactly one of SwMessage, else null. Never throws. */
export function parseSwMessage(data: unknown): SwMessage | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const proto: unknown = Object.getPrototypeOf(data);
  if (proto !== Object.prototype && proto !== null) return null;
  const record = data as Record<string, unknown>;
  const type = record.type as SwMessageType;
  if (!TYPES.includes(type)) return null;
  const allowed = type === SW_MESSAGES.storeData ? STORE_DATA_KEYS : ['type'];
  if (Object.keys(record).some((key) => !allowed.includes(key))) return null;
  if (type === SW_MESSAGES.storeData) {
    const { payload } = record;
    if (payload !== undefined && (typeof payload !== 'object' || payload === null || record.targetUrl !== undefined || record.iconUrl !== undefined)) return null;
    const { targetUrl, iconUrl } = (payload ?? record) as Record<string, unknown>;
    if (targetUrl !== undefined && !isHttpUrl(targetUrl)) return null;
    if (iconUrl !== undefined && !isHttpUrl(iconUrl)) return null;
    return { type, ...(targetUrl !== undefined && { targetUrl }), ...(iconUrl !== undefined && { iconUrl }) };
  }
  return { type } as SwMessage;
}

/** True only for a window or worker client of our own origin (a Client has `url`; a ServiceWorker does not). */
export function isSameOriginClient(event: Pick<IncomingMessage, 'origin' | 'source'>, origin: string): boolean {
  if (event.origin !== '' && event.origin !== origin) return false;
  const source = event.source as { url?: unknown } | null;
  if (typeof source !== 'object' || source === null || typeof source.url !== 'string') return false;
  try {
    return new URL(source.url).origin === origin;
  } catch {
    return false;
  }
}

/** The handlers this issue owns; later modules pass theirs to wireMessages. */
export const coreHandlers: SwMessageHandlers = {
  // Only ever on this message (the user accepted the update dialog); production's pages wait for the true.
  [SW_MESSAGES.skipWaiting]: (_message, context) => self.skipWaiting().then(() => context.reply(true)),
  // Logout and session expiry: the member's cached answers must not outlive the session.
  [SW_MESSAGES.purgeMember]: () => purgeMemberCache(self.caches),
  // The bare version string, as production's worker answers.
  [SW_MESSAGES.getVersion]: (_message, context) => context.reply(buildVersion()),
};

/** Validates and dispatches one message; returns whether a handler ran. Never throws. */
export function handleSwMessage(event: IncomingMessage, handlers: SwMessageHandlers, origin: string): boolean {
  try {
    if (!isSameOriginClient(event, origin)) {
      console.warn('[sw] foreign message');
      return false;
    }
    const message = parseSwMessage(event.data);
    if (!message) {
      console.warn('[sw] malformed message');
      return false;
    }
    const handler = handlers[message.type] as ((m: SwMessage, c: MessageContext) => unknown) | undefined;
    if (!handler) return false;
    const port = event.ports[0];
    const result = handler(message, { reply: (answer) => port?.postMessage(answer) });
    if (result instanceof Promise) {
      const settled = result.catch((error: unknown) => console.warn(`[sw] ${message.type} failed`, error));
      event.waitUntil?.(settled);
    }
    return true;
  } catch (error) {
    console.warn('[sw] message failed', error);
    return false;
  }
}

export function wireMessages(extraHandlers: SwMessageHandlers = {}): void {
  const handlers: SwMessageHandlers = { ...coreHandlers, ...extraHandlers };
  self.addEventListener('message', (event) => {
    handleSwMessage(event, handlers, self.location.origin);
  });
}
