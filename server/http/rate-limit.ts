import type { Context, MiddlewareHandler } from 'hono';
import { CODES } from '../../contract/serverCodes.ts';
import { AUTH_PATHS, SECURE_HEADERS } from '../../contract/auth.ts';
import { WPS_GAME } from '../../contract/games.ts';
import { RELAYS, type RelayKey } from '../../contract/relays.ts';
import { WPS } from '../../contract/wps.ts';
import type { AppEnv, RateLimitOptions } from './app-env.ts';
import type { RateStore } from './rate-store.ts';
import { replyFail } from './reply.ts';

export const DEFAULT_RATE_LIMIT: Required<RateLimitOptions> = { perMinute: 300, loginPerMinute: 30, windowMs: 60_000, maxKeys: 50_000 };

/**
 * Event reports are counted per device (the Device header) so phones behind one carrier NAT do not share
 * one limit; the address as a whole may send this many times a device's limit, so minting device ids
 * cannot lift a single address's flood past it.
 */
export const EVENT_DEVICES_PER_ADDRESS = 20;
const EVENT_PATHS: ReadonlySet<string> = new Set([WPS.eventReport, WPS.ping]);
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

/** The device an event report names in its Device header, or null. */
function eventDevice(c: Context, bucket: string): string | null {
  if (!EVENT_PATHS.has(bucket)) return null;
  const device = c.req.header(SECURE_HEADERS.device)?.trim();
  return device && DEVICE_ID.test(device) ? device : null;
}

/** The windows a request counts in, each with its limit: the address, or the device and the address's ceiling. */
function counters(c: Context<AppEnv>, bucket: string, limit: number): { key: string; limit: number; who: string }[] {
  const ip = c.get('clientIp');
  const device = eventDevice(c, bucket);
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
    for (const { key, limit, who } of counters(c, bucket, isLogin ? options.loginPerMinute : options.perMinute)) {
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
