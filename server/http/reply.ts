import { gzipSync } from 'node:zlib';
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { CODES } from '../../contract/serverCodes.ts';
import { fail, ok } from '../../contract/envelope.ts';
import type { AppDeps } from './app-env.ts';
import { isDatabaseUnavailable, OUTAGE_RETRY_AFTER_S, OutageLog } from './db-outage.ts';

/** Thrown anywhere in a handler; onError turns it into the one envelope (or plain text off /wps). */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    /** Set on the answer, e.g. Retry-After where the thrower has no context. */
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The compress middleware's threshold (app.ts): shorter answers go out as they are. */
export const GZIP_MIN_BYTES = 1024;

/** Whether the client takes gzip: named with q > 0, or '*' with q > 0 and gzip not refused by name. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const accepts = parseAccept(header);
  const q = (accepts.find((a) => a.type.toLowerCase() === 'gzip') ?? accepts.find((a) => a.type === '*'))?.q ?? 0;
  return q > 0;
}

/**
 * A text answer with its Content-Length. Under 1 KiB, to a HEAD or to a client without gzip it goes out as it is
 * (the compress middleware leaves an answer under its threshold alone); from 1 KiB it is gzipped here, in one
 * synchronous call (tens of microseconds for an envelope or a page), instead of through a compression stream whose
 * chunks wait for the thread pool and a turn of a busy event loop each. The envelope and the site's page use it.
 */
export function textAnswer(c: Context, text: string, status: ContentfulStatusCode, headers: Record<string, string>): Response {
  const bytes = Buffer.byteLength(text);
  if (bytes < GZIP_MIN_BYTES || c.req.method === 'HEAD' || !acceptsGzip(c.req.header('Accept-Encoding'))) {
    return c.body(text, status, { ...headers, 'Content-Length': String(bytes) });
  }
  const gz = gzipSync(text);
  return c.body(new Uint8Array(gz.buffer, gz.byteOffset, gz.byteLength), status, {
    ...headers, 'Content-Encoding': 'gzip', 'Content-Length': String(gz.byteLength), Vary: 'Accept-Encoding',
  });
}

const envelope = (c: Context, body: unknown, status: ContentfulStatusCode): Response =>
  textAnswer(c, JSON.stringify(body), status, { 'Content-Type': 'application/json' });

/** Success envelope, HTTP 200. */
export const replyOk = <T>(c: Context, value: T): Response => envelope(c, ok(value), 200);

/** Failure envelope with the given status; never carries a stack trace. */
export const replyFail = (c: Context, status: ContentfulStatusCode, code: string, message: string): Response =>
  envelope(c, fail(code, message), status);

const isWps = (c: Context): boolean => c.req.path === '/wps' || c.req.path.startsWith('/wps/');

/** A client-chosen string made safe to echo and to log: cut short, control characters (CR, LF) escaped. */
export const clip = (s: string, max = 120): string =>
  (s.length > max ? `${s.slice(0, max)}...` : s).replace(/[\u0000-\u001f\u007f]/g, (ch) => `\\x${ch.charCodeAt(0).toString(16).padStart(2, '0')}`);

/** One log line per refused request: status, code, method and path; never a body or header value. */
const refusal = (c: Context, status: number, code: string, message: string): string =>
  `${status} ${code} ${c.req.method} ${clip(c.req.path)}: ${clip(message, 200)}`;

/** /wps answers in the envelope; other paths in plain text. Unexpected errors are logged, never echoed. */
export const onError = (deps: Pick<AppDeps, 'logError' | 'logWarn'> & Partial<Pick<AppDeps, 'now'>>): ErrorHandler => {
  const outage = new OutageLog(deps.logWarn, deps.now ?? Date.now);
  return (err, c) => {
    if (err instanceof HttpError) {
      deps.logWarn(refusal(c, err.status, err.code, err.message));
      for (const [name, value] of Object.entries(err.headers ?? {})) c.header(name, value);
      return isWps(c) ? replyFail(c, err.status, err.code, err.message) : c.text(err.message, err.status);
    }
    // An outage is no bug: a short answer the client retries, and one log line for the whole outage.
    if (isDatabaseUnavailable(err)) {
      outage.report(err as Error);
      c.header('Retry-After', String(OUTAGE_RETRY_AFTER_S));
      c.header('Cache-Control', 'no-store');
      const message = 'the service is briefly unavailable, please retry in a few seconds';
      return isWps(c) ? replyFail(c, 503, CODES.serviceUnavailable, message) : c.text(message, 503);
    }
    return unexpected(deps, err, c);
  };
};

function unexpected(deps: Pick<AppDeps, 'logError'>, err: Error, c: Context): Response {
  deps.logError(`${c.req.method} ${clip(c.req.path)} failed`, err);
  return isWps(c) ? replyFail(c, 500, CODES.internal, 'internal server error') : c.text('Internal Server Error', 500);
}

/** Unknown /wps paths are refusals worth a log line; a missing page or file is ordinary traffic. */
export const onNotFound = (deps: Pick<AppDeps, 'logWarn'>): NotFoundHandler => (c) => {
  if (!isWps(c)) return c.text('Not Found', 404);
  const message = `no such endpoint: ${c.req.method} ${clip(c.req.path)}`;
  deps.logWarn(refusal(c, 404, CODES.notFound, message));
  return replyFail(c, 404, CODES.notFound, message);
};
