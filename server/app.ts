import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { AppDeps, AppEnv, AppOptions } from './http/app-env.ts';
import { accessGuard } from './http/access-guard.ts';
import { clientIpMiddleware } from './http/client-ip.ts';
import { onError, onNotFound } from './http/reply.ts';
import { requireMerchantHeader } from './http/merchant-context.ts';
import { DEFAULT_RATE_LIMIT, rateLimit } from './http/rate-limit.ts';
import { databaseRateStore, memoryRateStore } from './http/rate-store.ts';
import { clientWriteQueue, DEFAULT_WRITE_QUEUE, type WriteQueueLimits } from './http/client-write-queue.ts';
import { credentialAdmission, CredentialAdmission, DEFAULT_ADMISSION, type AdmissionLimits } from './http/credential-admission.ts';
import { MerchantCache } from './cache/merchant-cache.ts';
import { cachedMerchantContext } from './cache/cached-merchant-context.ts';
import { responseCache } from './cache/response-cache.ts';
import { securityHeaders } from './http/security-headers.ts';
import { cdnRoutes } from './routes/cdn.ts';
import { webclipRoutes } from './routes/webclip.ts';
import { siteRoutes } from './routes/site.ts';
import { captchaRoutes } from './routes/wps/captcha.ts';
import { memberRoutes } from './routes/wps/member.ts';
import { verificationRoutes } from './routes/wps/verification.ts';
import { devAuthPages } from './social/dev-pages.ts';
import { demoGameRoutes } from './routes/demo-games.ts';
import { gameRoutes } from './routes/wps/game.ts';
import { lgwRoutes } from './routes/lgw.ts';
import { relayRoutes } from './routes/wps/relay.ts';
import { csWidgetRoutes } from './routes/cs-widget.ts';
import { testHookRoutes } from './routes/wps/test-hooks.ts';
import { sessionRoutes } from './routes/wps/session.ts';
import { systemRoutes } from './routes/wps/system.ts';
import { systemEventRoutes } from './routes/wps/system-events.ts';
import { pingRoutes } from './routes/ping.ts';
import { walletRoutes } from './routes/wps/wallet.ts';

export type { AppOptions } from './http/app-env.ts';

/** How the app behaves when it shares its database with other instances, and under load. */
export interface LoadOptions {
  /** Count rate limits in the database (every instance on it shares them); memory otherwise (one process). */
  sharedRateLimit?: boolean;
  /** Per-address bound on concurrent /wps writes; false turns it off. */
  writeQueue?: WriteQueueLimits | false;
  /** Bounds on sealed, hashing posts (login, registration, password change) in flight; more get a 503 at once. */
  credentialAdmission?: Partial<AdmissionLimits>;
}

/** The whole server as a Hono app: tests call app.request(), main.ts hands app.fetch to node-server. */
export function createApp(options: AppOptions & LoadOptions): Hono<AppEnv> {
  const { rateLimit: rateLimitOptions, sharedRateLimit = false, writeQueue = DEFAULT_WRITE_QUEUE, credentialAdmission: admissionLimits, ...given } = options;
  const deps: AppDeps = { ...given, now: options.now ?? Date.now, trustTestIpHeader: options.trustTestIpHeader ?? false };
  const app = new Hono<AppEnv>();
  app.onError(onError(deps));
  app.notFound(onNotFound(deps));

  app.use('*', securityHeaders(deps.db, deps.now));
  // Players are on slow mobile networks: every text answer (site, /wps, manifest) goes out gzipped.
  app.use('*', compress({ encoding: 'gzip' }));
  app.use('*', clientIpMiddleware(deps.trustTestIpHeader));
  if (rateLimitOptions !== false) {
    const limits = { ...DEFAULT_RATE_LIMIT, ...rateLimitOptions };
    const store = sharedRateLimit ? databaseRateStore(deps.db, limits.windowMs) : memoryRateStore(limits.windowMs, limits.maxKeys, deps.now());
    app.use('/wps/*', rateLimit(limits, store, deps.now, deps.logWarn));
  }
  if (writeQueue !== false) app.use('/wps/*', clientWriteQueue(writeQueue, deps.logWarn, deps.now));
  app.use('/wps/*', credentialAdmission(new CredentialAdmission({ ...DEFAULT_ADMISSION, ...admissionLimits })));
  // Order matters: rate limit, then the host's merchant (domain_not_available), then per-area guards.
  const merchants = new MerchantCache(deps.db);
  app.use('/wps/*', cachedMerchantContext(merchants));
  // Ping and the event report also require the Merchant header; they guard their own routes.
  for (const area of ['/wps/session/*', '/wps/member/*', '/wps/relay/*']) app.use(area, accessGuard(deps.now), requireMerchantHeader);
  for (const area of ['/wps/verification/*', '/wps/v2/verification/*', '/wps/check/*']) app.use(area, accessGuard(deps.now), requireMerchantHeader);
  // After the guards: maintenance and region refusals are decided per request, never served from memory.
  app.use('/wps/*', responseCache(merchants));

  // Test-only fault injection must run before the event and ping handlers it wraps.
  if (options.testHooks) app.route('/', testHookRoutes(deps, options.testHooks));
  app.route('/', systemEventRoutes(deps));
  app.route('/', systemRoutes(deps));
  app.route('/', sessionRoutes(deps));
  app.route('/', memberRoutes(deps));
  app.route('/', verificationRoutes(deps));
  app.route('/', gameRoutes(deps));
  app.route('/', lgwRoutes(deps));
  app.route('/', demoGameRoutes(deps));
  app.route('/', walletRoutes(deps));
  // Every /wps/relay/<NAME> of contract/relays.ts; unknown names answer 404 there.
  app.route('/', relayRoutes(deps));
  app.route('/', captchaRoutes(deps));
  // Before the image CDN, whose /cdn/:merchant/* would answer 404 first.
  app.route('/', webclipRoutes(deps));
  app.route('/', devAuthPages(deps));
  app.route('/', cdnRoutes(deps));
  app.route('/', csWidgetRoutes());
  app.route('/', pingRoutes());
  app.route('/', siteRoutes(deps.distDir, async (host) => (await merchants.lookup(host))?.merchant ?? null, deps.logWarn));
  return app;
}
