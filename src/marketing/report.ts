/**
 * Builds one marketing event in production's collect shape (B9): {domain, affiliateCode, eventName, ...s2s_info,
 * eventValue: {domain, click and pixel ids, channels, tid, loginSpanId, eventID, payload fields}}. Pure: inputs are arguments.
 */
import type { CollectEvent, MarketingPayload, MarketingValue } from '../../contract/marketing.ts';
import type { S2sInfo } from '../lib/tracking';
import { normalizeCurrency } from '../lib/currency';
import type { PixelTrack } from './pixelTrack.ts';

/** Click-id fields that name an ad network's channel. */
const CHANNEL_OF: Record<string, string> = {
  fbclid: 'facebook', fbc: 'facebook', fbp: 'facebook', ttclid: 'tiktok', ttp: 'tiktok', kwaiclid: 'kwai', gclid: 'google',
  wbraid: 'google', gbraid: 'google', twclid: 'twitter', bbg: 'bigo', cid: 'voluum', visitor_id: 'propeller', kadam_id: 'kadam',
  msclkid: 'microsoft', sccid: 'snapchat', appsflyer: 'appsflyer', afAppId: 'appsflyer', adjust: 'adjust', adjustAppToken: 'adjust',
};

export interface ReportInput {
  /** `<event>.<random>`. */
  eventID: string;
  event: string;
  payload: MarketingPayload;
  /** The page's location.href. */
  domain: string;
  affiliateCode: string;
  /** The registration link id saved on landing ('' when none). */
  tid: string;
  /** The session's spanId ('' for a guest). */
  loginSpanId: string;
  /** The visitor's pixelTrack (null when none). */
  pixel: PixelTrack | null;
  /** The merchant's configured pixels (status analytics.pixelIds). */
  pixelIds: Record<string, string>;
  s2s: S2sInfo;
  /** The device id (src/lib/deviceId.ts); '' or none leaves it out, and the server counts the event per address. */
  deviceId?: string;
}

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);
const text = (s: unknown, max: number): s is string => typeof s === 'string' && s !== '' && s.length <= max;

/** Known payload fields only, type-checked; AppsFlyer's af_revenue and af_currency mirror revenue and currency. */
export function eventValue(eventID: string, p: MarketingPayload): MarketingValue {
  const v: MarketingValue = { eventID };
  if (text(p.customerId, 64)) v.customerId = p.customerId;
  if (text(p.customerName, 128)) v.customerName = p.customerName;
  const revenue = finite(p.revenue) ? p.revenue : finite(p.amount) ? p.amount : undefined;
  if (revenue !== undefined) { v.revenue = revenue; v.af_revenue = revenue; }
  if (finite(p.amount)) v.amount = p.amount;
  if (finite(p.value)) v.value = p.value;
  else if (revenue !== undefined) v.value = revenue;
  // Spec section 5: TLB is PHP, other codes are cut to three letters.
  const currency = text(p.currency, 8) ? normalizeCurrency(p.currency) : '';
  if (/^[A-Z]{3}$/.test(currency)) { v.currency = currency; v.af_currency = currency; }
  return v;
}

/** The event id production's tracker uses: the event's name, a dot, a random part. */
export const collectEventId = (event: string, random: string): string => `${event}.${random}`;

export function buildReport(input: ReportInput): CollectEvent {
  const channels = new Set<string>(Object.keys(input.pixelIds).filter((n) => /^\w{1,32}$/.test(n)));
  for (const field of Object.keys(input.pixel ?? {})) {
    const channel = CHANNEL_OF[field];
    if (channel) channels.add(channel);
  }
  const domain = input.domain.slice(0, 2048);
  const s2s = Object.fromEntries(Object.entries(input.s2s).filter(([, v]) => v !== ''));
  return {
    ...s2s,
    domain,
    affiliateCode: input.affiliateCode.slice(0, 64),
    eventName: input.event,
    ...(input.deviceId && { deviceId: input.deviceId }),
    eventValue: {
      ...input.pixel,
      ...eventValue(input.eventID, input.payload),
      ...(input.tid && { tid: input.tid }),
      ...(input.loginSpanId && { loginSpanId: input.loginSpanId }),
      domain,
      channels: [...channels].slice(0, 20),
      eventID: input.eventID,
    },
  };
}
