import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import type { Server } from 'node:http';

export interface RawReply {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Everything the server wrote, for "no stack trace anywhere" checks. */
  raw: string;
}

/** Starts a server on a free local port; resolves with its port. */
export function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

/**
 * Sends bytes as they are on a fresh socket and reads until the server closes it: the only way to
 * test Host headers, framing and paths that fetch and app.request would normalise or refuse first.
 */
export function rawRequest(port: number, request: string | Buffer, timeoutMs = 5000): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => { socket.destroy(); reject(new Error('no answer: the server hung')); }, timeoutMs);
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      const raw = Buffer.concat(chunks).toString('latin1');
      const [head = '', ...rest] = raw.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      const body = rest.join('\r\n\r\n');
      resolve({ status: Number(statusLine.split(' ')[1] ?? 0), headers, body: headers['transfer-encoding'] === 'chunked' ? dechunk(body) : body, raw });
    });
    socket.write(request);
  });
}

function dechunk(body: string): string {
  let out = '';
  let rest = body;
  for (;;) {
    const eol = rest.indexOf('\r\n');
    const size = parseInt(rest.slice(0, eol), 16);
    if (!(size > 0)) return out;
    out += rest.slice(eol + 2, eol + 2 + size);
    rest = rest.slice(eol + 2 + size + 2);
  }
}

/** A GET with Connection: close and the given extra header lines. */
export const rawGet = (path: string, lines: string[], version = '1.1'): string =>
  `GET ${path} HTTP/${version}\r\n${[...lines, 'Connection: close'].map((l) => `${l}\r\n`).join('')}\r\n`;
