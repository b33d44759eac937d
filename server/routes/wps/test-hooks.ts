/**
 * TEST-ONLY routes, mounted only when the server starts with TESSERA_TEST_HOOKS=1 (the end-to-end
 * server sets it): fault injection for event reports and pings, a read of stored events, sending
 * push messages through the local PushSender, and the code of a drawn image captcha. Never enable on a public server.
 */
import { Hono, type Context, type Next } from 'hono';
import { PUSH_ALL } from '../../../contract/push.ts';
import { WPS } from '../../../contract/wps.ts';
import type { AppDeps, AppEnv } from '../../http/app-env.ts';
import { readValidJson } from '../../http/read-body.ts';
import { replyFail, replyOk } from '../../http/reply.ts';
import { CODES } from '../../../contract/serverCodes.ts';
import { bool, object, oneOf, optional, optStr, str, validate, ValidationError, type Check } from '../../http/validator.ts';
import { peekImageCaptcha } from '../../captcha/image-captcha.ts';
import { topicTokens } from '../../services/push-registrations.ts';
import { buildPushPayload, LocalPushSender } from '../../services/push-sender.ts';

export const TEST_HOOKS_BASE = '/wps/testhooks';

export interface TestHooks {
  /** Primary event reports (a marketing collect, or the older POST event) / pings still to fail with 502; 'after' stores the report first (a lost answer). outage: every other /wps call answers 503 system.unavailable, as in a database outage. */
  faults: { eventReport: number; ping: number; mode: 'before' | 'after'; outage: boolean };
  /** How many reports arrived at each endpoint (duplicates included). */
  arrivals: { eventReport: number; ping: number };
  sender: LocalPushSender;
}

export function createTestHooks(): TestHooks {
  return { faults: { eventReport: 0, ping: 0, mode: 'before', outage: false }, arrivals: { eventReport: 0, ping: 0 }, sender: new LocalPushSender() };
}

const count: Check<number> = (v, f) => {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 10_000) throw new ValidationError(f, 'must be an integer from 0 to 10000');
  return v;
};
const faultsCheck = object({
  eventReport: optional(count), ping: optional(count), mode: optional(oneOf(['before', 'after'] as const)), outage: optional(bool),
});
const sendCheck = object({
  topic: optional(oneOf([PUSH_ALL] as const)), token: optStr(1024), merchant: optStr(64),
  title: str({ min: 1, max: 200 }), body: optStr(1000), target: optStr(2048),
});

const badGateway = (c: Context): Response => replyFail(c, 502, CODES.internal, 'injected 502 (test hooks)');

export function testHookRoutes(deps: AppDeps, hooks: TestHooks): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  let sent = 0;

  const inject = (kind: 'eventReport' | 'ping') => async (c: Context<AppEnv>, next: Next) => {
    hooks.arrivals[kind] += 1;
    if (hooks.faults[kind] <= 0) return next();
    hooks.faults[kind] -= 1;
    if (hooks.faults.mode === 'before') return badGateway(c);
    await next();
    c.res = badGateway(c);
  };
  // The simulated outage answers as the server does when the database is out of reach; the hooks stay reachable.
  app.use('/wps/*', async (c, next) => {
    if (!hooks.faults.outage || c.req.path.startsWith(TEST_HOOKS_BASE)) return next();
    c.header('Retry-After', '5');
    return replyFail(c, 503, CODES.serviceUnavailable, 'injected outage (test hooks)');
  });
  app.post(WPS.eventReport, inject('eventReport'));
  // Only a marketing event's collect (its value is JSON) counts: performance beacons pass untouched. A clone leaves the body for the handler.
  app.post(WPS.collect, async (c, next) => {
    const text = await c.req.raw.clone().text().catch(() => '');
    return /"value"\s*:\s*"\s*\{/.test(text) ? inject('eventReport')(c, next) : next();
  });
  app.get(WPS.ping, inject('ping'));

  app.post(`${TEST_HOOKS_BASE}/faults`, async (c) => {
    const body = await readValidJson(c, faultsCheck);
    Object.assign(hooks.faults, body);
    return replyOk(c, hooks.faults);
  });

  /** Events stored for the host's merchant (eventID prefix and event name optional): rows, distinct ids, bodies. */
  app.get(`${TEST_HOOKS_BASE}/events`, async (c) => {
    const { prefix, event } = validate(object({ prefix: optStr(64), event: optStr(64) }), c.req.query());
    let query = deps.db.selectFrom('events').select(['event_id', 'event', 'body'])
      .where('merchant', '=', c.get('merchant').code).where('event_id', 'like', `${(prefix ?? '').replace(/[%_\\]/g, '\\$&')}%`);
    if (event) query = query.where('event', '=', event);
    const rows = await query.execute();
    return replyOk(c, { rows: rows.length, distinct: new Set(rows.map((r) => r.event_id)).size, events: rows.map((r) => ({ eventID: r.event_id, event: r.event, body: r.body })), arrivals: hooks.arrivals });
  });

  app.post(`${TEST_HOOKS_BASE}/push`, async (c) => {
    const body = await readValidJson(c, sendCheck);
    const merchant = c.get('merchant').code;
    const tokens = body.token ? [body.token] : await topicTokens(deps.db, merchant, body.topic ?? PUSH_ALL);
    sent += 1;
    const payload = buildPushPayload(`test-${sent}`, body.merchant ?? merchant, { title: body.title, body: body.body ?? '', target: body.target ?? '' });
    // Production's data.trackingUuid, which the worker's receipts echo (production-wire E4).
    payload.data.trackingUuid = `tu-${sent}`;
    await hooks.sender.send(tokens, payload);
    return replyOk(c, { tokens, payload });
  });

  // The code of the picture this browser was last shown (its wps_captcha cookie), not spent: a test types it like a player.
  app.get(`${TEST_HOOKS_BASE}/captcha`, async (c) => {
    const code = await peekImageCaptcha(c, deps.db, c.get('merchant').code, deps.now());
    return code ? replyOk(c, { code }) : replyFail(c, 404, CODES.notFound, 'no live picture for this browser');
  });

  app.get(`${TEST_HOOKS_BASE}/push`, (c) => {
    const { token } = validate(object({ token: str({ min: 1, max: 1024 }) }), c.req.query());
    return replyOk(c, hooks.sender.sentTo(token).map((s) => JSON.stringify(s.payload)));
  });

  return app;
}
