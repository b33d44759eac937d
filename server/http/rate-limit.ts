import type { MiddlewareHandler } from 'hono';
import { CODES } from '../../contract/serverCodes.ts';
import { AUTH_PATHS, AUTH_RELAY } from '../../contract/auth.ts';
import { RELAY_GAMES, WPS_GAME } from '../../contract/games.ts';
import { MEMBER_RELAY } from '../../contract/member.ts';
import { PUSH_RELAY } from '../../contract/push.ts';
import { RELAY, WPS } from '../../contract/wps.ts';
import type { AppEnv, RateLimitOptions } from './app-env.ts';
import { FixedWindows } from './rate-windows.ts';
import { replyFail } from './reply.ts';

export const DEFAULT_RATE_LIMIT: Required<RateLimitOptions> = { perMinute: 300, loginPerMinute: 30, windowMs: 60_000, maxKeys: 50_000 };

/** Every /wps path the server answers; anything else shares one bucket per IP. */
const KNOWN_PATHS: ReadonlySet<string> = new Set([
  ...Object.values(WPS).filter((p) => p !== WPS.relay),
  ...Object.values(AUTH_PATHS),
  ...Object.values(WPS_GAME),
  ...[RELAY, AUTH_RELAY, RELAY_GAMES, MEMBER_RELAY, PUSH_RELAY].flatMap((names) => Object.values(names).map((name) => WPS.relay + name)),
]);

/** Paths that take a credential or send an SMS: each gets the strict login limit (guessing and SMS pumping). */
const CREDENTIAL_PATHS: ReadonlySet<string> = new Set([
  WPS.login, AUTH_PATHS.loginVerification, AUTH_PATHS.loginLine, AUTH_PATHS.loginTelegram, AUTH_PATHS.loginMaya,
  AUTH_PATHS.register, AUTH_PATHS.registerMobile, AUTH_PATHS.changePassword, AUTH_PATHS.smsNoLogin,
]);

/** The bucket of a path: itself when known, else one shared bucket, so made-up paths neither dodge the limit nor grow memory. */
export const rateLimitBucket = (path: string): string => (KNOWN_PATHS.has(path) ? path : '/wps/*');

/** Fixed window per IP and path, in memory: enough for one reference process. */
export function rateLimit(options: Required<RateLimitOptions>, now: () => number, logWarn: (line: string) => void): MiddlewareHandler<AppEnv> {
  const windows = new FixedWindows(options.windowMs, options.maxKeys, now());

  return async (c, next) => {
    const t = now();
    const bucket = rateLimitBucket(c.req.path);
    const isLogin = CREDENTIAL_PATHS.has(bucket);
    const limit = isLogin ? options.loginPerMinute : options.perMinute;
    const w = windows.hit(`${c.get('clientIp')}|${bucket}`, t);
    if (w.count > limit) {
      const retryAfter = Math.max(1, Math.ceil((w.start + options.windowMs - t) / 1000));
      c.header('Retry-After', String(retryAfter));
      const code = isLogin ? CODES.tooManyRequestPerIp : CODES.tooManyRequest;
      // A line per refusal would let a flood fill the log; the first refusal of a window says enough.
      if (w.count === limit + 1) logWarn(`429 ${code} ${c.get('clientIp')} ${bucket}`);
      return replyFail(c, 429, code, `too many requests, retry in ${retryAfter} s`);
    }
    await next();
  };
}
