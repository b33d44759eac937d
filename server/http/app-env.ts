import type { Db, MemberRow } from '../db/schema.ts';
import type { Merchant } from '../merchants/merchant-config.ts';
import type { TestHooks } from '../routes/wps/test-hooks.ts';

export interface RateLimitOptions {
  /** Requests per window for one IP on one /wps path. */
  perMinute: number;
  /** The same for POST /wps/session/login. */
  loginPerMinute: number;
  /** Window length; one minute unless a test shortens it. */
  windowMs?: number;
  /** Most windows held in memory at once (IP and path pairs). */
  maxKeys?: number;
}

export interface AppOptions {
  db: Db;
  distDir: string;
  /** false turns rate limiting off; leaving it out uses the generous defaults. */
  rateLimit?: Partial<RateLimitOptions> | false;
  /** Clock in ms, so tests can move time (token expiry, rate windows). */
  now?: () => number;
  /** Read the client IP from X-Test-Client-IP; tests only, never in production. */
  trustTestIpHeader?: boolean;
  /** Test-only routes (fault injection, stored events, local push sends); end-to-end servers only. */
  testHooks?: TestHooks;
  /** Where unexpected errors are logged. */
  logError: (message: string, error: unknown) => void;
  /** Where refused requests (4xx) are logged, one line each. */
  logWarn: (line: string) => void;
}

/** What handlers share, resolved once in createApp: the options with their defaults filled in. */
export type AppDeps = Required<Omit<AppOptions, 'rateLimit' | 'testHooks'>>;

/** Hono context variables set by the /wps middleware. */
export interface AppEnv {
  Variables: {
    merchant: Merchant;
    affiliateCode: string;
    clientIp: string;
    member: MemberRow;
    token: string;
  };
}
