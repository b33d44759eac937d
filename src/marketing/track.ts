/** track(): builds the collect event with a fresh eventID and hands it to the durable outbox. */
import type { MarketingEvent, MarketingPayload } from '../../contract/marketing.ts';
import { resolveAffiliate } from '../lib/affiliate';
import { localStore } from '../lib/memoryStorage';
import { isStringRecord, safeGetJSON } from '../lib/storage';
import { s2sInfo, TRACKING_KEY } from '../lib/tracking';
import { state as merchant } from '../state/merchant';
import { state as session } from '../state/session';
import { enqueue } from './outboxWriter.ts';
import { pixelTrack } from './collect.ts';
import { buildReport, collectEventId } from './report.ts';
import { eventId } from './eventId.ts';
import { eventDeviceId } from './eventDevice.ts';

/** Resolves true once the report is stored (it is then sent, retried and de-duplicated by eventID). */
export async function track(event: MarketingEvent, payload: MarketingPayload = {}): Promise<boolean> {
  try {
    const storage = localStore();
    const deviceId = await eventDeviceId();
    const report = buildReport({
      eventID: collectEventId(event, eventId()),
      event,
      payload,
      domain: location.href,
      affiliateCode: resolveAffiliate({ host: location.host, search: location.search, storage }).affiliateCode,
      tid: safeGetJSON(storage, TRACKING_KEY, isStringRecord)?.tid ?? '',
      loginSpanId: session.info?.spanId ?? '',
      pixel: pixelTrack(),
      pixelIds: merchant.status?.analytics.pixelIds ?? {},
      s2s: s2sInfo(storage),
      deviceId,
    });
    return await enqueue(report);
  } catch (error) {
    console.error(`[marketing] ${event} not tracked`, error);
    return false;
  }
}
