import type { MiddlewareHandler } from 'hono';
import { CODES } from '../../contract/codes.ts';
import { WPS } from '../../contract/wps.ts';
import type { AppEnv, RateLimitOptions } from './app-env.ts';
import { replyFail } from './reply.ts';

export const DEFAULT_RATE_LIMIT: Required<RateLimitOptions> = { perMinute: 300, loginPerMinute: 30, windowMs: 60_000 };

interface Window { start: number; count: number }

/** Fixed window per IP and path, in memory: enough for one reference process. */
export function rateLimit(options: Required<RateLimitOptions>, now: () => number): MiddlewareHandler<AppEnv> {
  const windows = new Map<string, Window>();
  let lastSweep = now();

  return async (c, next) => {
    const t = now();
    // Drop finished windows now and then so the map cannot grow without bound.
    if (t - lastSweep > options.windowMs) {
      for (const [key, w] of windows) if (t - w.start >= options.windowMs) windows.delete(key);
      lastSweep = t;
    }
    const path = c.req.path;
    const isLogin = path === WPS.login;
    const limit = isLogin ? options.loginPerMinute : options.perMinute;
    const key = `${c.get('clientIp')}|${path}`;
    let w = windows.get(key);
    if (!w || t - w.start >= options.windowMs) {
      w = { start: t, count: 0 };
      windows.set(key, w);
    }
    w.count += 1;
    if (w.count > limit) {
      const retryAfter = Math.max(1, Math.ceil((w.start + options.windowMs - t) / 1000));
      c.header('Retry-After', String(retryAfter));
      const code = isLogin ? CODES.tooManyRequestPerIp : CODES.tooManyRequest;
      return replyFail(c, 429, code, `too many requests, retry in ${retryAfter} s`);
    }
    await next();
  };
}
