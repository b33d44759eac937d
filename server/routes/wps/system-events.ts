/**
 * Event reporting in production's forms (production-wire B8, B9, B10), mounted before systemRoutes:
 * POST /wps/system/collect carries either the performance string or one marketing event as a JSON string;
 * GET /wps/system/test/ping?events= carries one event (an array is still read); POST /wps/system/event is Tessera's older
 * form, still accepted. Marketing events are de-duplicated by eventValue.eventID (older reports by eventID).
 */
import { Hono } from 'hono';
import { MAX_BODY_BYTES } from '../../../contract/constants.ts';
import type { CollectEvent } from '../../../contract/marketing.ts';
import { CODES } from '../../../contract/serverCodes.ts';
import { WPS, type CollectBody, type EventReport, type EventReportResult, type PingResult } from '../../../contract/wps.ts';
import type { AppDeps, AppEnv } from '../../http/app-env.ts';
import { jsonValue } from '../../http/json-value.ts';
import { assertMerchant, requireMerchantHeader } from '../../http/merchant-context.ts';
import { parseJson, readValidJson, tooLarge } from '../../http/read-body.ts';
import { HttpError, replyOk } from '../../http/reply.ts';
import { arrayOf, isPlainObject, object, recordOf, str, validate, ValidationError, type Check } from '../../http/validator.ts';
import { parseCollectValue } from '../../services/collect-metrics.ts';
import { eventBatcher } from '../../services/event-batch.ts';
import { eventReportCheck, MAX_PING_EVENTS, storeEvent } from '../../services/event-store.ts';
import type { Db } from '../../db/schema.ts';

const COLLECT_TYPES = ['text/plain', 'application/json'];
const collectCheck: Check<CollectBody> = object({ merchant: str({ min: 1, max: 64 }), value: str({ min: 1, max: MAX_BODY_BYTES }) });
const EVENT_NAME = /^[A-Za-z0-9_.-]+$/;

/** One marketing event: the named fields checked, s2s_info's and eventValue's other fields bounded JSON. */
export const collectEventCheck: Check<CollectEvent> = (v, f) => {
  const event = recordOf(jsonValue({ maxDepth: 4, maxString: 2048 }), 64)(v, f);
  object({ domain: str({ max: 2048 }), affiliateCode: str({ max: 64 }), eventName: str({ min: 1, max: 64, pattern: EVENT_NAME }) })(event, f);
  const value = event.eventValue;
  if (!isPlainObject(value)) throw new ValidationError(`${f}.eventValue`, 'must be an object');
  object({ eventID: str({ min: 1, max: 128 }), domain: str({ max: 2048 }), channels: arrayOf(str({ max: 64 }), 20) })(value, `${f}.eventValue`);
  return event as CollectEvent;
};

/** A ping item: production's event (it has eventValue) or Tessera's older report. */
const pingItem: Check<CollectEvent | EventReport> = (v, f) => (isPlainObject(v) && 'eventValue' in v ? collectEventCheck(v, f) : eventReportCheck(v, f));

/** Stores one marketing event with the next batch (event-batch.ts); false when its eventValue.eventID was already stored. */
export function storeCollectEvent(db: Db, merchant: string, event: CollectEvent, source: string, nowMs: number): Promise<boolean> {
  return eventBatcher(db).add({ event_id: event.eventValue.eventID, merchant, event: event.eventName, body: JSON.stringify(event), source, received_at: new Date(nowMs).toISOString() });
}

const store = (db: Db, merchant: string, item: CollectEvent | EventReport, source: 'collect' | 'ping' | 'event', nowMs: number): Promise<boolean> =>
  ('eventValue' in item ? storeCollectEvent(db, merchant, item as CollectEvent, source, nowMs) : storeEvent(db, merchant, item as EventReport, source === 'event' ? 'event' : 'ping', nowMs));

export function systemEventRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // sendBeacon posts a text/plain Blob; a keepalive fetch or the worker may post the same text. A marketing event's value is JSON.
  app.post(WPS.collect, async (c) => {
    const type = (c.req.header('content-type') ?? 'text/plain').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!COLLECT_TYPES.includes(type)) throw new HttpError(415, CODES.badRequest, 'Content-Type must be text/plain or application/json');
    const body = await readValidJson(c, collectCheck);
    const merchant = c.get('merchant').code;
    assertMerchant(body.merchant, merchant, 'merchant');
    if (body.value.trimStart().startsWith('{')) {
      const event = validate(collectEventCheck, parseJson(body.value, 'value'), 'value');
      await storeCollectEvent(deps.db, merchant, event, 'collect', deps.now());
      return c.body(null, 204);
    }
    const metrics = validate((_, field) => parseCollectValue(body.value, field), body.value, 'value');
    await deps.db.insertInto('collects').values({
      merchant, value: body.value, metrics: JSON.stringify(metrics), ip: c.get('clientIp'), received_at: new Date(deps.now()).toISOString(),
    }).execute();
    return c.body(null, 204);
  });

  app.get(WPS.ping, requireMerchantHeader, async (c) => {
    const raw = c.req.query('events');
    if (raw === undefined || raw === '') return replyOk<PingResult>(c, { received: 0, duplicates: 0 });
    if (Buffer.byteLength(raw) > MAX_BODY_BYTES) throw tooLarge('events');
    const parsed = parseJson(raw, 'events');
    const items = Array.isArray(parsed) ? validate(arrayOf(pingItem, MAX_PING_EVENTS), parsed, 'events') : [validate(pingItem, parsed, 'events')];
    // All in one batch: a later item with an earlier one's id is a duplicate, as if stored one after the other.
    const stored = await Promise.all(items.map((item) => store(deps.db, c.get('merchant').code, item, 'ping', deps.now())));
    const duplicates = stored.filter((s) => !s).length;
    return replyOk<PingResult>(c, { received: items.length, duplicates });
  });

  app.post(WPS.eventReport, requireMerchantHeader, async (c) => {
    const report = await readValidJson(c, eventReportCheck);
    const stored = await storeEvent(deps.db, c.get('merchant').code, report, 'event', deps.now());
    return replyOk<EventReportResult>(c, { duplicate: !stored });
  });

  return app;
}
