import type { MiddlewareHandler } from 'hono';
import { RELAY_PREFIX, RELAYS, type RelayRow } from '../../contract/relays.ts';
import { WPS } from '../../contract/wps.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { MerchantCache } from './merchant-cache.ts';
import { acceptsGzip } from '../http/reply.ts';

/** Answers every visitor reads alike: derived from the merchant's data, the origin and the query only. */
export const CACHED_READ_PATHS: ReadonlySet<string> = new Set([
  WPS.country, WPS.domainRoute,
  ...(Object.values(RELAYS) as readonly RelayRow[]).filter((r) => r.method === 'GET' && r.cache === 'merchant')
    .flatMap((r) => [r.name, ...(r.accepts?.names ?? [])]).map((n) => RELAY_PREFIX + n),
]);
/** Answers held at once over all merchants, origins and queries (queries are the visitor's to vary). */
export const MAX_CACHED_ANSWERS = 5_000;

interface Stored { body: Uint8Array<ArrayBuffer>; headers: Record<string, string> }

/** The answer's headers a replay must carry: the body is stored as sent, gzipped or not (reply.ts). */
const KEPT_HEADERS = ['Content-Type', 'Cache-Control', 'Content-Encoding', 'Content-Length', 'Vary'];

/**
 * Serves the public reads from memory per merchant, origin, language and query. A key carries the merchant's
 * version (merchant-cache.ts), so a change is never served again once polled. Calls with Authorization are
 * never served from or stored in it: nothing member-specific is shared between callers.
 */
export function responseCache(merchants: MerchantCache): MiddlewareHandler<AppEnv> {
  const answers = new Map<string, Stored>();
  return async (c, next) => {
    if (c.req.method !== 'GET' || !CACHED_READ_PATHS.has(c.req.path) || c.req.header('Authorization')) return next();
    const url = new URL(c.req.url);
    url.searchParams.sort();
    const code = c.get('merchant').code;
    // Gzipped and plain answers are kept apart: each client gets the form it takes.
    const form = acceptsGzip(c.req.header('Accept-Encoding')) ? 'gzip' : 'identity';
    const key = [code, merchants.versionOf(code), url.origin, c.req.header('Language') ?? '', url.pathname, url.search, form].join('\n');
    const hit = answers.get(key);
    if (hit) return c.body(hit.body, 200, hit.headers);
    const version = merchants.versionOf(code);
    await next();
    const type = c.res.headers.get('Content-Type') ?? '';
    if (c.res.status !== 200 || !type.startsWith('application/json') || merchants.versionOf(code) !== version) return;
    const body = new Uint8Array(await c.res.clone().arrayBuffer());
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = c.res.headers.get(name);
      if (value !== null) headers[name] = value;
    }
    if (answers.size >= MAX_CACHED_ANSWERS) answers.delete(answers.keys().next().value as string);
    answers.set(key, { body, headers });
  };
}
