import type { Context, MiddlewareHandler } from 'hono';
import { CODES } from '../../contract/serverCodes.ts';
import { AUTH_PATHS, SECURE_HEADERS } from '../../contract/auth.ts';
import { WPS_GAME } from '../../contract/games.ts';
import { RELAYS, type RelayKey } from '../../contract/relays.ts';
import { WPS } from '../../contract/wps.ts';
import { MAX_BODY_BYTES } from '../../contract/constants.ts';
import type { AppEnv, RateLimitOptions } from './app-env.ts';
import type { RateStore } from './rate-store.ts';
import { replyFail } from './reply.ts';
import { isPlainObject } from './validator.ts';

export const DEFAULT_RATE_LIMIT: Required<RateLimitOptions> = { perMinute: 300, loginPerMinute: 30, windowMs: 60_000, maxKeys: 50_000 };

/**
 * Event reports are counted per device (the event's deviceId, contract/marketing.ts) so phones behind one carrier NAT
 * do not share one limit; the address as a whole may send this many times a device's limit, so minting device ids
 * cannot lift a single address's flood past it.
 */
export const EVENT_DEVICES_PER_ADDRESS = 20;
const EVENT_PATHS: ReadonlySet<string> = new Set([WPS.collect, WPS.ping, WPS.eventReport]);
/** The site's device id (src/lib/deviceId.ts: 36 of letters, digits, '-', '_'); anything else counts per address. */
const DEVICE_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** Every /wps path the server answers; anything else shares one bucket per IP. */
const KNOWN_PATHS: ReadonlySet<string> = new Set([
  ...Object.values(WPS).filter((p) => p !== WPS.relay),
  ...Object.values(AUTH_PATHS),
  ...Object.values(WPS_GAME),
  ...(Object.keys(RELAYS) as RelayKey[]).flatMap((k) => [RELAYS[k].name, ...(RELAYS[k].accepts?.names ?? [])].map((name) => WPS.relay + name)),
]);

/** Paths that take a credential or send an SMS: each gets the strict login limit (guessing and SMS pumping). */
const CREDENTIAL_PATHS: ReadonlySet<string> = new Set([
  WPS.login, AUTH_PATHS.loginVerification, AUTH_PATHS.loginLine, AUTH_PATHS.loginTelegram, AUTH_PATHS.loginMaya,
  AUTH_PATHS.register, AUTH_PATHS.registerMobile, AUTH_PATHS.changePassword, AUTH_PATHS.smsNoLogin,
]);

/** The bucket of a path: itself when known, else one shared bucket, so made-up paths neither dodge the limit nor grow memory. */
export const rateLimitBucket = (path: string): string => (KNOWN_PATHS.has(path) ? path : '/wps/*');

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** deviceId of a parsed event, or of the first of an older ping's array. */
function deviceIn(value: unknown): unknown {
  const event = Array.isArray(value) ? value[0] : value;
  return isPlainObject(event) ? event.deviceId : undefined;
}

/** The body read from a clone, so the handler still reads the original; '' past MAX_BODY_BYTES or on a broken stream. */
async function clonedBody(req: Request): Promise<string> {
  if (!req.body || Number(req.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return '';
  const reader = req.clone().body!.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (let r = await reader.read(); !r.done; r = await reader.read()) {
      size += r.value.byteLength;
      if (size > MAX_BODY_BYTES) {
        // Not awaited: a tee branch's cancel settles only once the handler's branch is cancelled too.
        reader.cancel().catch(() => undefined);
        return '';
      }
      chunks.push(r.value);
    }
  } catch {
    return '';
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The id the event carries: collect's {value: the event as JSON}, the ping's ?events=; production's wire has no header for it. */
async function deviceField(c: Context, bucket: string): Promise<unknown> {
  if (bucket === WPS.ping) {
    const raw = c.req.query('events') ?? '';
    return raw.length <= MAX_BODY_BYTES && raw.includes('deviceId') ? deviceIn(parsed(raw)) : undefined;
  }
  if (bucket !== WPS.collect) return undefined;
  const text = await clonedBody(c.req.raw);
  if (!text.includes('deviceId')) return undefined;
  const body = parsed(text);
  return isPlainObject(body) && typeof body.value === 'string' ? deviceIn(parsed(body.value)) : undefined;
}

/** The device an event request names (Tessera's older POST event: its Device header), or null to count per address. */
async function eventDevice(c: Context, bucket: string): Promise<string | null> {
  if (!EVENT_PATHS.has(bucket)) return null;
  const device = bucket === WPS.eventReport ? c.req.header(SECURE_HEADERS.device)?.trim() : await deviceField(c, bucket);
  return typeof device === 'string' && DEVICE_ID.test(device) ? device : null;
}

/** The windows a request counts in, each with its limit: the address, or the device and the address's ceiling. */
async function counters(c: Context<AppEnv>, bucket: string, limit: number): Promise<{ key: string; limit: number; who: string }[]> {
  const ip = c.get('clientIp');
  const device = await eventDevice(c, bucket);
  if (!device) return [{ key: `${ip}|${bucket}`, limit, who: ip }];
  return [
    { key: `${ip}|device:${device}|${bucket}`, limit, who: `${ip} device ${device}` },
    { key: `${ip}|devices|${bucket}`, limit: limit * EVENT_DEVICES_PER_ADDRESS, who: `${ip} all devices` },
  ];
}

/** Fixed window per client and path, counted in `store` (memory for one process, the database for several). */
export function rateLimit(options: Required<RateLimitOptions>, store: RateStore, now: () => number, logWarn: (line: string) => void): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const t = now();
    const bucket = rateLimitBucket(c.req.path);
    const isLogin = CREDENTIAL_PATHS.has(bucket);
    for (const { key, limit, who } of await counters(c, bucket, isLogin ? options.loginPerMinute : options.perMinute)) {
      const w = await store.hit(key, t);
      if (w.count <= limit) continue;
      const retryAfter = Math.max(1, Math.ceil((w.start + options.windowMs - t) / 1000));
      c.header('Retry-After', String(retryAfter));
      const code = isLogin ? CODES.tooManyRequestPerIp : CODES.tooManyRequest;
      // A line per refusal would let a flood fill the log; the first refusal of a window says enough.
      if (w.count === limit + 1) logWarn(`429 ${code} ${who} ${bucket}`);
      return replyFail(c, 429, code, `too many requests, retry in ${retryAfter} s`);
    }
    await next();
  };
}
