/**
 * Push receipts (production-wire E4): PUT /wps/relay/EMFE_appPushDeliveryCallback {trackingUuid, eventType} from the
 * worker. Each waits in the kv store until the server answers, so a receipt made offline is sent on a later wake-up.
 */
import { STORES } from '../contract/idb.ts';
import { SW_WPS } from '../contract/swPaths.ts';
import { PUSH_CLICKED, PUSH_DELIVERY_RELAY, type PushDeliveryBody } from '../contract/push.ts';
import { del, entries, get, put, type Db } from './db.ts';

const RECEIPT = 'pushReceipt:';
/** Production's key: one CLICKED receipt per trackingUuid per 24 h (the value: when that ends). */
const CLICKED = 'clickedTrackingUuid:';
const DAY_MS = 86_400_000;

/** Stores one receipt (a second click within 24 h makes none); resolves once stored. */
export async function queueReceipt(db: Db, body: PushDeliveryBody, now: number): Promise<void> {
  const clicked = CLICKED + body.trackingUuid;
  if (!body.trackingUuid || (body.eventType === PUSH_CLICKED && ((await get(db, STORES.kv, clicked))?.value as number) > now)) return;
  await put(db, STORES.kv, { key: RECEIPT + body.eventType + body.trackingUuid, value: { ...body, at: now } },
    ...(body.eventType === PUSH_CLICKED ? [{ key: clicked, value: now + DAY_MS }] : []));
}

/** Sends every stored receipt: a 2xx or a final refusal (4xx but 429) removes it, as does a week's age. Never rejects. */
export async function sendReceipts(db: Db, merchant: string, now: number, fetcher: typeof fetch = fetch): Promise<void> {
  try {
    for (const { key, value: { value } } of await entries(db, STORES.kv)) {
      const v = value as PushDeliveryBody & { at: number };
      // An expired click mark, or a receipt a week old: the sender's report has long been closed.
      let done = key.startsWith(CLICKED) ? (value as number) < now : key.startsWith(RECEIPT) && now - v.at > 7 * DAY_MS;
      if (!done && key.startsWith(RECEIPT)) {
        const res = await fetcher(SW_WPS.relay + PUSH_DELIVERY_RELAY, {
          method: 'PUT', headers: { 'Content-Type': 'application/json', Merchant: merchant }, credentials: 'same-origin',
          body: JSON.stringify({ trackingUuid: v.trackingUuid, eventType: v.eventType }), signal: AbortSignal.timeout(20_000),
        }).catch(() => null);
        done = !!res && res.status < 500 && res.status !== 429;
      }
      if (done) await del(db, STORES.kv, key);
    }
  } catch (error) {
    console.warn('[sw] receipts', error);
  }
}
