import { Hono } from 'hono';
import { CODES } from '../../../contract/serverCodes.ts';
import { MAX_BODY_BYTES } from '../../../contract/constants.ts';
import { WPS, type CollectBody, type DomainRouteInfo, type EventReportResult } from '../../../contract/wps.ts';
import type { AppDeps, AppEnv } from '../../http/app-env.ts';
import { HttpError, replyOk } from '../../http/reply.ts';
import { assertMerchant, requestOrigin, requireMerchantHeader } from '../../http/merchant-context.ts';
import { parseJson, readValidJson, tooLarge } from '../../http/read-body.ts';
import { arrayOf, object, optional, optStr, str, validate, type Check } from '../../http/validator.ts';
import { MAX_COLLECT_VALUE, parseCollectValue } from '../../services/collect-metrics.ts';
import { eventReportCheck, MAX_PING_EVENTS, storeEvent, storeEvents } from '../../services/event-store.ts';
import { buildStatusWire } from '../../services/status-info.ts';
import { buildWebManifest } from '../../services/web-manifest.ts';

/** `track`: production's '0' (an app window), or the spec's tracking parameters as a compact query string. */
const TRACK_PAIR = '[A-Za-z][A-Za-z0-9_]{0,31}=(?:[A-Za-z0-9._~!*\'()-]|%[0-9A-Fa-f]{2})*';
const TRACK = new RegExp(`^(?:0|(?:${TRACK_PAIR})(?:&${TRACK_PAIR})*)$`);
const statusQuery = object({
  device: optStr(32), track: optional(str({ max: 512, pattern: TRACK })), originalDomain: optStr(253), url: optStr(2048),
});
const domainRouteQuery = object({ device: optStr(32) });
const manifestQuery = object({ _: optStr(32), merchantCode: optStr(64) });
const collectCheck: Check<CollectBody> = object({ merchant: str({ min: 1, max: 64 }), value: str({ min: 1, max: MAX_COLLECT_VALUE }) });
const COLLECT_TYPES = ['text/plain', 'application/json'];
const pingEvents = arrayOf(eventReportCheck, MAX_PING_EVENTS);

/** /wps/v2/system/status and /wps/system/*: status, country, routes, manifest, beacons and event reports. */
export function systemRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get(WPS.status, (c) => {
    validate(statusQuery, c.req.query());
    c.header('Cache-Control', 'no-cache');
    return replyOk(c, buildStatusWire(c.get('merchant'), {
      origin: requestOrigin(c), ip: c.get('clientIp'), affiliateCode: c.get('affiliateCode'), nowMs: deps.now(),
    }));
  });

  app.get(WPS.country, (c) => replyOk(c, c.get('merchant').config.country));

  app.get(WPS.domainRoute, (c) => {
    validate(domainRouteQuery, c.req.query());
    const route = c.get('merchant').config.domainRoute;
    return replyOk<DomainRouteInfo>(c, { domainList: route.domains.map((domainName) => ({ domainName })) });
  });

  // Raw manifest, not an envelope: the browser reads it directly; errors still answer in the envelope.
  app.get(WPS.manifest, (c) => {
    const query = validate(manifestQuery, c.req.query());
    const merchant = c.get('merchant');
    assertMerchant(query.merchantCode, merchant.code, 'merchantCode');
    const body = JSON.stringify(buildWebManifest(merchant, requestOrigin(c)));
    return c.body(body, 200, { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'no-cache' });
  });

  // sendBeacon posts a text/plain Blob; a keepalive fetch may post JSON. Both carry the same JSON text.
  app.post(WPS.collect, async (c) => {
    const type = (c.req.header('content-type') ?? 'text/plain').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!COLLECT_TYPES.includes(type)) throw new HttpError(415, CODES.badRequest, 'Content-Type must be text/plain or application/json');
    const body = await readValidJson(c, collectCheck);
    const merchant = c.get('merchant').code;
    assertMerchant(body.merchant, merchant, 'merchant');
    const metrics = validate((_, field) => parseCollectValue(body.value, field), body.value, 'value');
    await deps.db.insertInto('collects').values({
      merchant, value: body.value, metrics: JSON.stringify(metrics), ip: c.get('clientIp'), received_at: new Date(deps.now()).toISOString(),
    }).execute();
    return c.body(null, 204);
  });

  app.get(WPS.ping, requireMerchantHeader, async (c) => {
    const raw = c.req.query('events');
    if (raw === undefined || raw === '') return replyOk(c, { received: 0, duplicates: 0 });
    if (Buffer.byteLength(raw) > MAX_BODY_BYTES) throw tooLarge('events');
    const reports = validate(pingEvents, parseJson(raw, 'events'), 'events');
    return replyOk(c, await storeEvents(deps.db, c.get('merchant').code, reports, 'ping', deps.now()));
  });

  app.post(WPS.eventReport, requireMerchantHeader, async (c) => {
    const report = await readValidJson(c, eventReportCheck);
    const stored = await storeEvent(deps.db, c.get('merchant').code, report, 'event', deps.now());
    return replyOk<EventReportResult>(c, { duplicate: !stored });
  });

  return app;
}
