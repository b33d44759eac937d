/**
 * Push of spec sections 3, 4 and 7: relay names and bodies, the push payload the service worker accepts,
 * and the receipt events it records. Payloads follow the FCM web push shape ({notification, data}).
 */
export const PUSH_RELAY = {
  bind: 'CSP_fcmBind',
  subscribe: 'CSP_fcmSubscribe',
  unsubscribe: 'CSP_fcmUnsubscribe',
} as const;

export const PUSH_ALL = 'ALL';
export const PUSH_TOKEN_MAX = 1024;

/** POST /wps/relay/CSP_fcmBind. */
export interface PushBindBody { channel: typeof PUSH_ALL; token: string }
/** POST /wps/relay/CSP_fcmSubscribe and CSP_fcmUnsubscribe (spec section 3, push registration). */
export interface PushRegistrationBody { registrationToken: string; topic?: typeof PUSH_ALL; unsubscribeAll?: boolean }

/** Receipt events the service worker puts in the outbox. */
export const PUSH_EVENTS = { delivered: 'pushDelivered', clicked: 'pushClick' } as const;

export interface PushMessage {
  /** The message id (FCM message id or data.id); '' when the sender gave none. */
  id: string;
  /** The merchant the sender addressed, or null when the payload names none. */
  merchant: string | null;
  title: string;
  body: string;
  icon: string;
  image: string;
  /** The raw target; the service worker applies the go rule before using it. */
  target: string;
}

const MAX_PAYLOAD = 8 * 1024;
const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

function text(x: unknown, max: number): string {
  return typeof x === 'string' ? x.replace(CONTROL, '').slice(0, max) : '';
}

/** Parses a push payload; null (never a throw) for anything that is not a titled notification. */
export function parsePushPayload(raw: string | null): PushMessage | null {
  if (raw === null || raw.length === 0 || raw.length > MAX_PAYLOAD) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(json)) return null;
  const n = isRecord(json.notification) ? json.notification : {};
  const d = isRecord(json.data) ? json.data : {};
  const title = text(n.title ?? d.title, 200).trim();
  if (title === '') return null;
  const merchant = typeof d.merchant === 'string' && d.merchant !== '' ? d.merchant : null;
  if (d.merchant !== undefined && merchant === null) return null;
  return {
    id: text(d.id ?? json.fcmMessageId, 128),
    merchant,
    title,
    body: text(n.body ?? d.body, 1000),
    icon: text(n.icon ?? d.icon, 2048),
    image: text(n.image ?? d.image, 2048),
    target: text(d.url ?? d.link ?? n.click_action, 2048),
  };
}

/** Merchant codes compare case-insensitively, as the server's Merchant header check does. */
export function isForMerchant(message: PushMessage, merchant: string): boolean {
  return message.merchant === null || message.merchant.toLowerCase() === merchant.toLowerCase();
}
