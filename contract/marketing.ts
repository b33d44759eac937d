/** Marketing events and their payload fields (spec section 3); reported through the outbox as CollectEvent. */
export const MARKETING_EVENTS = [
  'firstOpen', 'registerSubmit', 'register', 'depositSubmit', 'firstDeposit', 'withdraw', 'deposit', 'redeposit',
  'firstDepositArrival', 'startTrial', 'login', 'viewContent', 'downloadApp', 'gameLaunch', 'a2hsInstalled', 'a2hsFirstOpen',
] as const;
export type MarketingEvent = (typeof MARKETING_EVENTS)[number];

/** What callers pass; af_revenue, af_currency and eventID are filled in by track. */
export interface MarketingPayload {
  customerId?: string;
  customerName?: string;
  revenue?: number;
  amount?: number;
  value?: number;
  currency?: string;
}

/** The value object of a marketing event report. */
export interface MarketingValue extends MarketingPayload {
  eventID: string;
  af_revenue?: number;
  af_currency?: string;
  [extra: string]: unknown;
}

/** App files whose link clicks count as downloadApp. */
export const APP_FILE_EXTENSIONS = ['.ipa', '.apk', '.mobileconfig'] as const;

/**
 * One marketing event as production's tracker sends it (B9, B10): the beacon's value is this object as a JSON string,
 * and the fallback ping's `events` is it as JSON. s2s_info's fields sit at the top level beside the named ones.
 */
export interface CollectEvent {
  /** The page's location.href. */
  domain: string;
  affiliateCode: string;
  eventName: string;
  eventValue: CollectEventValue;
  /**
   * The device id (spec section 4), so the server limits events per phone, not per shared carrier address. It sits
   * beside s2s_info's free keys, which production's backend already takes; the worker's fetches and beacons carry no id header.
   */
  deviceId?: string;
  [s2s: string]: unknown;
}

/** Click ids, pixel ids and the payload's fields sit beside the named ones; the server de-duplicates by eventID. */
export interface CollectEventValue {
  /** `<eventName>.<random>`. */
  eventID: string;
  domain: string;
  channels: string[];
  [field: string]: unknown;
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** True for the shape above (the outbox drops anything else it reads back). */
export function isCollectEvent(x: unknown): x is CollectEvent {
  if (!isRecord(x) || !isRecord(x.eventValue)) return false;
  const v = x.eventValue;
  return typeof x.domain === 'string' && typeof x.affiliateCode === 'string' && typeof x.eventName === 'string' && x.eventName !== ''
    && typeof v.eventID === 'string' && v.eventID !== '' && typeof v.domain === 'string' && Array.isArray(v.channels);
}

/** The collect beacon's body for one event: {merchant, value: the event as a JSON string}. */
export const collectBody = (merchant: string, event: CollectEvent): string => JSON.stringify({ merchant, value: JSON.stringify(event) });
