import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { getRequestListener } from '@hono/node-server';
import { HTTP_TIMEOUT_MS } from '../../contract/constants.ts';
import { CODES } from '../../contract/serverCodes.ts';
import { fail } from '../../contract/envelope.ts';

export interface NodeServerOptions {
  fetch: (request: Request) => Response | Promise<Response>;
  logWarn: (line: string) => void;
  logError: (message: string, error: unknown) => void;
  /** Whole request, body included; a client trickling its body is cut off after this. */
  requestTimeoutMs?: number;
}

// Frozen: node-server writes Content-Length into a plain headers object, so each reply gets its own copy.
const JSON_HEADERS: Readonly<Record<string, string>> = Object.freeze({ 'Content-Type': 'application/json', 'X-Content-Type-Options': 'nosniff', Connection: 'close' });
const jsonHeaders = (): Record<string, string> => ({ ...JSON_HEADERS });
const envelopeJson = (code: string, message: string): string => JSON.stringify(fail(code, message));

/** Requests node-server refuses to build (no or bad Host, backslash in the path): an envelope, never a bare 400. */
function requestErrorReply(err: unknown, log: NodeServerOptions): Response {
  const name = err instanceof Error ? err.name : '';
  const text = err instanceof Error ? err.message : '';
  if (name !== 'RequestError') {
    log.logError('request failed before the app', err);
    return new Response(envelopeJson(CODES.internal, 'internal server error'), { status: 500, headers: jsonHeaders() });
  }
  // Fixed messages: the library's wording is not part of our answers.
  const [code, message] = /missing host/i.test(text) ? [CODES.headerMissing, 'Host header is required']
    : /host/i.test(text) ? [CODES.badRequest, 'Host header is invalid']
      : /backslash/i.test(text) ? [CODES.badRequest, 'backslash in request path']
        : [CODES.badRequest, 'malformed request'];
  log.logWarn(`400 ${code} ${message}`);
  return new Response(envelopeJson(code, message), { status: 400, headers: jsonHeaders() });
}

/** Requests Node's parser refuses (bad framing, huge headers, time-outs): answered on the raw socket. */
function onClientError(err: NodeJS.ErrnoException, socket: Duplex, log: NodeServerOptions): void {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const [code, message] = status === 431 ? [CODES.tooLarge, 'request headers are too large']
    : status === 408 ? [CODES.badRequest, 'request timed out'] : [CODES.badRequest, 'malformed HTTP request'];
  log.logWarn(`${status} ${code} ${err.code ?? 'client error'}`);
  const body = envelopeJson(code, message);
  const head = Object.entries({ ...JSON_HEADERS, 'Content-Length': String(Buffer.byteLength(body)) }).map(([k, v]) => `${k}: ${v}\r\n`).join('');
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${head}\r\n${body}`);
}

/**
 * The app on a Node HTTP server. Host is lowercased first: node-server refuses a mixed-case Host that
 * carries a port ('Localhost:8080') although host names are case-insensitive.
 */
export function createNodeServer(options: NodeServerOptions): Server {
  const listener = getRequestListener(options.fetch, { errorHandler: (err) => requestErrorReply(err, options) });
  const timeout = options.requestTimeoutMs ?? HTTP_TIMEOUT_MS;
  const server = createServer({
    // A missing Host reaches the app's error path (and its envelope) instead of Node's bare 400.
    requireHostHeader: false,
    requestTimeout: timeout,
    headersTimeout: Math.min(timeout, 15_000),
    // Time-outs are only enforced when Node checks; the default 30 s check would double them.
    connectionsCheckingInterval: Math.max(100, Math.min(5_000, Math.floor(timeout / 4))),
  }, (req: IncomingMessage, res: ServerResponse) => {
    if (typeof req.headers.host === 'string') req.headers.host = req.headers.host.toLowerCase();
    void listener(req, res);
  });
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => onClientError(err, socket, options));
  return server;
}
