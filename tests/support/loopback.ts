import { request as httpRequest } from 'node:http';
import type { Fetcher } from './secureRequest.ts';

/**
 * Node cannot resolve *.localhost names the way Chromium does, so API calls from tests go to the loopback
 * address with the merchant's host in the Host header (the server picks the merchant by Host).
 */
export const viaLoopback: Fetcher = (target, init = {}) => new Promise<Response>((resolve, reject) => {
  const u = new URL(target);
  const headers = { ...(init.headers as Record<string, string> | undefined), Host: u.host };
  const req = httpRequest({ host: '127.0.0.1', port: u.port, path: u.pathname + u.search, method: init.method ?? 'GET', headers }, (res) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => resolve(new Response(Buffer.concat(chunks), { status: res.statusCode ?? 0 })));
    res.on('error', reject);
  });
  req.on('error', reject);
  if (typeof init.body === 'string') req.write(init.body);
  req.end();
});
