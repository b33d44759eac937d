/**
 * The marketing fields login and registration carry (production wire A2, A10): utmSource, locoUid, locoUname,
 * utmCampaign and locoTxnId, from the saved landing parameters (either spelling) or production's utm_source key.
 */
import type { TrackingFields } from '../../contract/auth.ts';
import { localStore } from '../lib/memoryStorage.ts';
import { isStringRecord, safeGetItem, safeGetJSON } from '../lib/storage.ts';
import { TRACKING_KEY } from '../lib/tracking.ts';

/** Field name, then the landing parameter names it may be saved under. */
const SOURCES: readonly [keyof TrackingFields, readonly string[]][] = [
  ['utmSource', ['utmSource', 'utm_source']],
  ['locoUid', ['locoUid', 'loco_uid']],
  ['locoUname', ['locoUname', 'loco_uname']],
  ['utmCampaign', ['utmCampaign', 'utm_campaign']],
  ['locoTxnId', ['locoTxnId', 'loco_txn_id']],
];
/** Untrusted URL values: bounded, no control characters. */
const SANE = /^[^\u0000-\u001f\u007f]{1,256}$/;

/** Pure: the fields present in the saved map (and production's utm_source entry). */
export function pickTrackingFields(saved: Record<string, string> | null, utmSource: string | null): TrackingFields {
  const out: TrackingFields = {};
  for (const [field, names] of SOURCES) {
    const v = names.map((n) => saved?.[n]).find((x) => typeof x === 'string' && SANE.test(x));
    if (v) out[field] = v;
  }
  if (!out.utmSource && utmSource && SANE.test(utmSource)) out.utmSource = utmSource;
  return out;
}

export function readTrackingFields(): TrackingFields {
  const store = localStore();
  return pickTrackingFields(safeGetJSON(store, TRACKING_KEY, isStringRecord), safeGetItem(store, 'utm_source'));
}
