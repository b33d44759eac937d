import { Hono } from 'hono';
import { WPS, type DomainRouteInfo } from '../../../contract/wps.ts';
import type { AppDeps, AppEnv } from '../../http/app-env.ts';
import { replyOk } from '../../http/reply.ts';
import { assertMerchant, requestOrigin } from '../../http/merchant-context.ts';
import { object, optional, optStr, str, validate } from '../../http/validator.ts';
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

/** /wps/v2/system/status and /wps/system/*: status, country, routes, manifest (beacons and events: system-events.ts). */
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

  return app;
}
