import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppEnv } from './app-env.ts';

/** Header a test sets to play a visitor from another address (only honoured when the app says so). */
export const TEST_IP_HEADER = 'X-Test-Client-IP';

const normalize = (ip: string): string => (ip.startsWith('::ffff:') ? ip.slice(7) : ip);

/**
 * The socket's remote address. Proxy headers are not read: the reference server is reached directly.
 * Requests made in-process (app.request in tests) have no socket; they are local by definition.
 */
function clientIp(c: Context, trustTestHeader: boolean): string {
  if (trustTestHeader) {
    const forced = c.req.header(TEST_IP_HEADER);
    if (forced) return forced.trim();
  }
  try {
    const address = getConnInfo(c).remote.address;
    if (address) return normalize(address);
  } catch {
    // no Node socket behind this request
  }
  return '127.0.0.1';
}

/** Sets c.var.clientIp once for the rate limiter, the region rule and the status answer. */
export const clientIpMiddleware = (trustTestHeader: boolean): MiddlewareHandler<AppEnv> => async (c, next) => {
  c.set('clientIp', clientIp(c, trustTestHeader));
  await next();
};
