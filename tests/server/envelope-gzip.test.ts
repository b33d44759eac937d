// Envelope answers (server/http/reply.ts): under 1 KiB they go out as they are, with their length, so a refusal
// costs no gzip stream; from 1 KiB they are gzipped in one call for clients that take gzip, and only for them.
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { acceptsGzip, GZIP_MIN_BYTES, replyFail, replyOk } from '../../server/http/reply.ts';

const app = new Hono();
app.get('/big', (c) => replyOk(c, { text: 'x'.repeat(GZIP_MIN_BYTES) }));
app.get('/small', (c) => replyFail(c, 429, 'TOO_MANY_REQUEST', 'too many requests, retry in 1 s'));

describe('envelope answers and gzip', () => {
  it('sends a short answer uncompressed with its Content-Length, whatever the client accepts', async () => {
    const res = await app.request('/small', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.status).toBe(429);
    expect(res.headers.get('Content-Encoding')).toBeNull();
    const text = await res.text();
    expect(res.headers.get('Content-Length')).toBe(String(Buffer.byteLength(text)));
    expect(JSON.parse(text).code).toBe('TOO_MANY_REQUEST');
  });

  it('gzips a long answer for a client that takes gzip, with its compressed length', async () => {
    const res = await app.request('/big', { headers: { 'Accept-Encoding': 'br, gzip;q=0.8' } });
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    const body = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get('Content-Length')).toBe(String(body.byteLength));
    expect(JSON.parse(gunzipSync(body).toString('utf8')).value.text).toHaveLength(GZIP_MIN_BYTES);
  });

  it('sends a long answer plain to a client that does not take gzip', async () => {
    for (const accept of [undefined, 'identity', 'gzip;q=0, *;q=1', 'br']) {
      const res = await app.request('/big', { headers: accept ? { 'Accept-Encoding': accept } : {} });
      expect(res.headers.get('Content-Encoding'), accept).toBeNull();
      expect(JSON.parse(await res.text()).value.text).toHaveLength(GZIP_MIN_BYTES);
    }
  });

  it('reads Accept-Encoding with its weights', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('GZIP;q=0.1')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('')).toBe(false);
  });
});
