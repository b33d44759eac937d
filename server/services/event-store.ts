import type { EventReport } from '../../contract/wps.ts';
import { jsonValue } from '../http/json-value.ts';
import { arrayOf, object, recordOf, str, type Check } from '../http/validator.ts';
import type { Db } from '../db/schema.ts';
import { eventBatcher } from './event-batch.ts';

/** Maximum reports one ping may carry. */
export const MAX_PING_EVENTS = 50;

/** EventReport of contract/wps.ts, checked field by field. */
export const eventReportCheck: Check<EventReport> = object({
  eventID: str({ min: 1, max: 128 }),
  event: str({ min: 1, max: 64, pattern: /^[A-Za-z0-9_.-]+$/ }),
  value: recordOf(jsonValue(), 64),
  domain: str({ max: 253 }),
  affiliateCode: str({ max: 64 }),
  channels: arrayOf(str({ max: 64 }), 20),
  clickIds: recordOf(str({ max: 512 }), 32),
});

/** Stores one report with the next batch (event-batch.ts); false when its eventID was already stored. */
export function storeEvent(db: Db, merchant: string, report: EventReport, source: 'event' | 'ping', nowMs: number): Promise<boolean> {
  return eventBatcher(db).add({
    event_id: report.eventID,
    merchant,
    event: report.event,
    body: JSON.stringify(report),
    source,
    received_at: new Date(nowMs).toISOString(),
  });
}
