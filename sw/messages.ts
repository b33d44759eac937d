/** postMessage from pages: validated, same-origin only, dispatched to one handler per message type. */
import { SW_MESSAGES, type SwMessage, type SwVersionReply } from '../contract/messages.ts';
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
// Keys each message may carry; anything else marks the message as malformed.
const ALLOWED_KEYS: Record<SwMessageType, readonly string[]> = {
  [SW_MESSAGES.skipWaiting]: ['type'],
  [SW_MESSAGES.storeData]: ['type', 'targetUrl', 'iconUrl'],
  [SW_MESSAGES.purgeMember]: ['type'],
  [SW_MESSAGES.flushOutbox]: ['type'],
  [SW_MESSAGES.retryOutbox]: ['type'],
  [SW_MESSAGES.getVersion]: ['type'],
};

function isMessageType(x: unknown): x is SwMessageType {
  return typeof x === 'string' && Object.prototype.hasOwnProperty.call(ALLOWED_KEYS, x);
}

function isHttpUrl(x: unknown): x is string {
  if (typeof x !== 'string' || x.length === 0 || x.length > MAX_URL_LENGTH) return false;
  try {
    const { protocol } = new URL(x, 'https://base.invalid');
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** Returns the message when its shape is exactly one of SwMessage, else null. Never throws. */
export function parseSwMessage(data: unknown): SwMessage | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const proto: unknown = Object.getPrototypeOf(data);
  if (proto !== Object.prototype && proto !== null) return null;
  const record = data as Record<string, unknown>;
  const type = record.type;
  if (!isMessageType(type)) return null;
  const allowed = ALLOWED_KEYS[type];
  if (Object.keys(record).some((key) => !allowed.includes(key))) return null;
  if (type === SW_MESSAGES.storeData) {
    const { targetUrl, iconUrl } = record;
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
  // Only ever on this message: the user accepted the update dialog.
  [SW_MESSAGES.skipWaiting]: () => self.skipWaiting(),
  // Logout and session expiry: the member's cached answers must not outlive the session.
  [SW_MESSAGES.purgeMember]: () => purgeMemberCache(self.caches),
  [SW_MESSAGES.getVersion]: (_message, context) => {
    const reply: SwVersionReply = { type: SW_MESSAGES.getVersion, version: buildVersion() };
    context.reply(reply);
  },
};

/** Validates and dispatches one message; returns whether a handler ran. Never throws. */
export function handleSwMessage(event: IncomingMessage, handlers: SwMessageHandlers, origin: string): boolean {
  try {
    if (!isSameOriginClient(event, origin)) {
      console.warn('[sw] foreign message ignored');
      return false;
    }
    const message = parseSwMessage(event.data);
    if (!message) {
      console.warn('[sw] malformed message ignored');
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
