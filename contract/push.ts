/**
 * Push of spec sections 3, 4 and 7: relay bodies (the rows are in contract/relays.ts), the push payload the service worker accepts,
 * and the receipt events it records. Payloads follow the FCM web push shape ({notification, data}).
 */
export const PUSH_ALL = 'ALL';
export const PUSH_TOKEN_MAX = 1024;

/** POST /wps/relay/CSP_fcmBind (production's body; the spec's {channel, token} is an older form the server still reads). */
export interface PushBindBody { registrationToken: string }
/** POST CSP_fcmSubscribe {registrationToken, topic} and DELETE CSP_fcmUnsubscribe {registrationToken, unsubscribeAll}. */
export interface PushRegistrationBody { registrationToken: string; topic?: typeof PUSH_ALL; unsubscribeAll?: boolean }

/** The tag every notification shares (production's): a newer one replaces the shown one. */
export const PUSH_TAG = 'default-group';
export const PUSH_DELIVERED = 'DELIVERED';
export const PUSH_CLICKED = 'CLICKED';

export interface PushMessage {
  /** The message id (FCM message id or data.id); '' when the sender gave none. */
  id: string;
  /** data.trackingUuid, echoed in the delivery and click receipts; '' when none. */
  trackingUuid: string;
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
    trackingUuid: text(d.trackingUuid, 128),
    merchant,
    title,
    body: text(n.body ?? d.body, 1000),
    icon: text(n.icon ?? d.icon, 2048),
    image: text(n.image ?? d.image, 2048),
    target: text(d.url ?? d.link ?? n.click_action, 2048),
  };
}

/** Exact comparison, as production's worker does; a message naming no merchant is the sender's own. */
export function isForMerchant(message: PushMessage, merchant: string): boolean {
  return message.merchant === null || message.merchant === merchant;
}

/** The delivery relay's name (contract/relays.ts row pushDelivery): the worker names it without loading the whole table. */
export const PUSH_DELIVERY_RELAY = 'EMFE_appPushDeliveryCallback';

/** PUT /wps/relay/EMFE_appPushDeliveryCallback, sent by the service worker. */
export interface PushDeliveryBody { trackingUuid: string; eventType: typeof PUSH_DELIVERED | typeof PUSH_CLICKED }
