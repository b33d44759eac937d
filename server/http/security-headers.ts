import type { MiddlewareHandler } from 'hono';

/** Headers every response carries, errors and 404s included. */
export const securityHeaders = (): MiddlewareHandler => async (c, next) => {
  await next();
  c.res.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  c.res.headers.set('X-Content-Type-Options', 'nosniff');
};
