/**
 * request(): the one way the site calls /wps. It always resolves with an envelope, attaches the
 * standard headers, shares identical in-flight GETs, schedules per path, caches on request and
 * sends every failure through the error catalogue.
 */
import type { Envelope } from '../../contract/envelope.ts';
import { CODES } from '../../contract/codes.ts';
import { HTTP_TIMEOUT_MS, MAX_BODY_BYTES } from '../../contract/constants.ts';
import { NO_AUTH_PATHS } from '../../contract/wps.ts';
import { buildHeaders } from './buildHeaders.ts';
import { apiCache } from './cache.ts';
import type { CacheSetOptions } from './cache.ts';
import { CLIENT_CODES, clientFailure } from './clientCodes.ts';
import { createDeduper } from './dedupe.ts';
import { handleFailure, resetSessionExpiry } from './errors.ts';
import { readHook } from './hooks.ts';
import { createLimiter } from './limiter.ts';
import { buildUrl, pathOf, requestKey } from './requestKey.ts';
import type { Query } from './requestKey.ts';
import { send } from './transport.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type CacheOption = boolean | { ttlMs: number; persist?: boolean };

export interface RequestOptions {
  method: HttpMethod;
  path: string;
  query?: Query;
  body?: unknown;
  /** Send the token (default true); always off for NO_AUTH_PATHS. */
  auth?: boolean;
  moduleId?: string;
  /** Extra headers (Device, Encryption, X-Digest, X-RSA); they cannot replace the standard ones. */
  headers?: Record<string, string>;
  /** GET only: cache successful answers (true = CACHE_TTL_MS in memory). */
  cache?: CacheOption;
  timeoutMs?: number;
  /** The caller shows failures itself: no alert; session expiry and the offline toast still apply. */
  silent?: boolean;
  /** No failure handling at all, not even session expiry (logout, where a 401 is the expected end). */
  unhandled?: boolean;
  /** Requests with a signal are never shared, so one caller's abort cannot cancel another's call. */
  signal?: AbortSignal;
  /** Sees the answer's headers (not for shared GETs: only the first caller's would run). */
  onHeaders?: (headers: Headers) => void;
}

let limiter = createLimiter();
const deduper = createDeduper();

function cacheSettings(option: CacheOption | undefined): CacheSetOptions | null {
  if (!option) return null;
  return option === true ? {} : { ttlMs: option.ttlMs, persist: option.persist === true };
}

function encodeBody(body: unknown): { text?: string; error?: Envelope<never> } {
  if (body === undefined) return {};
  let text: string;
  try {
    text = JSON.stringify(body);
  } catch (err) {
    console.warn('[api] request body is not serialisable', err);
    return { error: clientFailure(CODES.badRequest) };
  }
  if (new TextEncoder().encode(text).length > MAX_BODY_BYTES) {
    console.warn(`[api] request body over ${MAX_BODY_BYTES} bytes not sent`);
    return { error: clientFailure(CODES.tooLarge) };
  }
  return { text };
}

async function requestUnsafe<T>(opts: RequestOptions): Promise<Envelope<T>> {
  const path = pathOf(opts.path);
  const url = buildUrl(opts.path, opts.query);
  const authAllowed = opts.auth !== false && !NO_AUTH_PATHS.includes(path);
  const token = authAllowed ? readHook('getToken') || null : null;
  const merchant = readHook('getMerchant') || null;
  const language = readHook('getLanguage') || '';
  const isGet = opts.method === 'GET';
  const cacheOpts = isGet ? cacheSettings(opts.cache) : null;
  const key = requestKey({ method: opts.method, url, token, merchant, language });

  if (cacheOpts) {
    const hit = apiCache.get<T>(key);
    if (hit) return hit;
  }

  const run = async (): Promise<Envelope<T>> => {
    const body = encodeBody(opts.body);
    const json = body.text !== undefined;
    // The time-out counts from the fetch start, not from the time spent queued behind the path's cap.
    const raw = body.error
      ? { env: body.error as Envelope<T>, status: 0 }
      : await limiter.run(path, opts.method, async () => send<T>(url, {
        method: opts.method,
        headers: await buildHeaders({ token, merchant, language, moduleId: opts.moduleId, json, extra: opts.headers }),
        body: body.text,
        timeoutMs: opts.timeoutMs ?? HTTP_TIMEOUT_MS,
        signal: opts.signal,
        onHeaders: opts.onHeaders,
      }));
    if (raw.env.success) {
      if (cacheOpts) apiCache.set(key, raw.env, cacheOpts);
    } else if (!opts.unhandled && handleFailure(raw.env, raw.status, { silent: opts.silent }) === 'session-expired') {
      // The member's cached answers (member info above all) must not outlive the session.
      apiCache.clear();
    }
    return raw.env;
  };

  if (!isGet || opts.signal) return run();
  // Failure handling runs once per shared fetch, so callers that handle failures differently do not share.
  return deduper.run(`${key} s:${opts.silent ? 1 : 0} u:${opts.unhandled ? 1 : 0}`, run);
}

/** Calls /wps; always resolves with an envelope, never throws. */
export async function request<T>(opts: RequestOptions): Promise<Envelope<T>> {
  try {
    return await requestUnsafe<T>(opts);
  } catch (err) {
    // Only a bug in this layer lands here; callers still get the promised envelope.
    console.warn(`[api] ${opts.method} ${opts.path}: unexpected client error`, err);
    return clientFailure(CLIENT_CODES.network);
  }
}

/** Forgets scheduling, shared requests, cached answers and the expiry latch (tests). */
export function resetClient(): void {
  limiter = createLimiter();
  deduper.clear();
  apiCache.clear();
  resetSessionExpiry();
}
