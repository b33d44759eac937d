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
import { webclipRoutes } from './routes/webclip.ts';
import { siteRoutes } from './routes/site.ts';
import { captchaRoutes } from './routes/wps/captcha.ts';
import { memberRoutes } from './routes/wps/member.ts';
import { relayAuthRoutes } from './routes/wps/relay-auth.ts';
import { verificationRoutes } from './routes/wps/verification.ts';
import { devAuthPages } from './social/dev-pages.ts';
import { demoGameRoutes } from './routes/demo-games.ts';
import { gameRoutes } from './routes/wps/game.ts';
import { relayGameRoutes } from './routes/wps/relay-games.ts';
import { relayRoutes } from './routes/wps/relay.ts';
import { relayMemberRoutes } from './routes/wps/relay-member.ts';
import { csWidgetRoutes } from './routes/cs-widget.ts';
import { pushRelayRoutes } from './routes/wps/relay-push.ts';
import { testHookRoutes } from './routes/wps/test-hooks.ts';
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

  app.use('*', securityHeaders(deps.db, deps.now));
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
  app.use('/wps/verification/*', accessGuard(deps.now), requireMerchantHeader);

  // Test-only fault injection must run before the event and ping handlers it wraps.
  if (options.testHooks) app.route('/', testHookRoutes(deps, options.testHooks));
  app.route('/', systemRoutes(deps));
  app.route('/', sessionRoutes(deps));
  app.route('/', memberRoutes(deps));
  app.route('/', verificationRoutes(deps));
  // Before the generic relay too (its /wps/relay/:name answers 404 for names it does not know).
  app.route('/', relayAuthRoutes(deps));
  // Before the generic relay, whose /wps/relay/:name answers 404 for names it does not know.
  app.route('/', relayGameRoutes(deps));
  app.route('/', gameRoutes(deps));
  app.route('/', demoGameRoutes(deps));
  app.route('/', pushRelayRoutes(deps));
  app.route('/', relayMemberRoutes(deps));
  app.route('/', relayRoutes(deps));
  app.route('/', captchaRoutes(deps));
  // Before the image CDN, whose /cdn/:merchant/* would answer 404 first.
  app.route('/', webclipRoutes(deps));
  app.route('/', devAuthPages(deps));
  app.route('/', cdnRoutes(deps));
  app.route('/', csWidgetRoutes());
  app.route('/', siteRoutes(deps.distDir));
  return app;
}
