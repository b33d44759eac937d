import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { CODES } from '../../contract/codes.ts';
import { fail, ok } from '../../contract/envelope.ts';
import type { AppDeps } from './app-env.ts';

/** Thrown anywhere in a handler; onError turns it into the one envelope (or plain text off /wps). */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Success envelope, HTTP 200. */
export const replyOk = <T>(c: Context, value: T): Response => c.json(ok(value), 200);

/** Failure envelope with the given status; never carries a stack trace. */
export const replyFail = (c: Context, status: ContentfulStatusCode, code: string, message: string): Response =>
  c.json(fail(code, message), status);

const isWps = (c: Context): boolean => c.req.path === '/wps' || c.req.path.startsWith('/wps/');

/** /wps answers in the envelope; other paths in plain text. Unexpected errors are logged, never echoed. */
export const onError = (deps: Pick<AppDeps, 'logError'>): ErrorHandler => (err, c) => {
  if (err instanceof HttpError) {
    return isWps(c) ? replyFail(c, err.status, err.code, err.message) : c.text(err.message, err.status);
  }
  deps.logError(`${c.req.method} ${c.req.path} failed`, err);
  return isWps(c) ? replyFail(c, 500, CODES.internal, 'internal server error') : c.text('Internal Server Error', 500);
};

export const onNotFound: NotFoundHandler = (c) =>
  isWps(c) ? replyFail(c, 404, CODES.notFound, `no such endpoint: ${c.req.method} ${c.req.path}`) : c.text('Not Found', 404);
