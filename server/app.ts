import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { AppDeps, AppEnv, AppOptions } from './http/app-env.ts';
import { accessGuard } from './http/access-guard.ts';
import { clientIpMiddleware } from './http/client-ip.ts';
import { onError, onNotFound } from './http/reply.ts';
import { merchantContext, requireMerchantHeader } from './http/merchant-context.ts';
import { DEFAULT_RATE_LIMIT, rateLimit } from './http/rate-limit.ts';
import { securityHeaders } from './http/security-headers.ts';
import { cdnRoutes } from './routes/cdn.ts';
import { siteRoutes } from './routes/site.ts';
import { memberRoutes } from './routes/wps/member.ts';
import { relayRoutes } from './routes/wps/relay.ts';
import { sessionRoutes } from './routes/wps/session.ts';
import { systemRoutes } from './routes/wps/system.ts';

export type { AppOptions } from './http/app-env.ts';

/** The whole server as a Hono app: tests call app.request(), main.ts hands app.fetch to node-server. */
export function createApp(options: AppOptions): Hono<AppEnv> {
  const { rateLimit: rateLimitOptions, ...given } = options;
  const deps: AppDeps = { ...given, now: options.now ?? Date.now, trustTestIpHeader: options.trustTestIpHeader ?? false };
  const app = new Hono<AppEnv>();
  app.onError(onError(deps));
  app.notFound(onNotFound(deps));

  app.use('*', securityHeaders());
  // Players are on slow mobile networks: every text answer (site, /wps, manifest) goes out gzipped.
  app.use('*', compress({ encoding: 'gzip' }));
  app.use('*', clientIpMiddleware(deps.trustTestIpHeader));
  if (rateLimitOptions !== false) {
    app.use('/wps/*', rateLimit({ ...DEFAULT_RATE_LIMIT, ...rateLimitOptions }, deps.now, deps.logWarn));
  }
  // Order matters: rate limit, then the host's merchant (domain_not_available), then per-area guards.
  app.use('/wps/*', merchantContext(deps.db));
  // Ping and the event report also require the Merchant header; they guard their own routes.
  for (const area of ['/wps/session/*', '/wps/member/*', '/wps/relay/*']) app.use(area, accessGuard(deps.now), requireMerchantHeader);

  app.route('/', systemRoutes(deps));
  app.route('/', sessionRoutes(deps));
  app.route('/', memberRoutes(deps));
  app.route('/', relayRoutes(deps));
  app.route('/', cdnRoutes(deps));
  app.route('/', siteRoutes(deps.distDir));
  return app;
}
