import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '../../contract/serverCodes.ts';
import type { Envelope } from '../../contract/envelope.ts';
import type { StatusWire } from '../../contract/wps.ts';
import { createNodeServer } from '../../server/http/node-server.ts';
import { captureLogs, useApp } from './helpers.ts';
import { listen, rawGet, rawRequest, type RawReply } from './raw-http.ts';

const s = useApp({ trustTestIpHeader: false });
const { warned, failed, log } = captureLogs();
let server: Server;
let port: number;
beforeAll(async () => {
  server = createNodeServer({ fetch: s.app.fetch, ...log, requestTimeoutMs: 1000 });
  port = await listen(server);
});
afterAll(async () => { await new Promise((r) => server.close(r)); });

const STATUS = '/wps/v2/system/status';
const status = (host: string | null, version = '1.1') => rawRequest(port, rawGet(STATUS, host === null ? [] : [`Host: ${host}`], version));
const json = <T>(r: RawReply) => JSON.parse(r.body) as Envelope<T>;

/** A refusal in the envelope, logged once, with no trace of code or stack in the bytes sent. */
function expectRefusal(r: RawReply, httpStatus: number, code: string): void {
  expect(r.status).toBe(httpStatus);
  expect(r.headers['content-type']).toMatch(/application\/json/);
  expect(json(r)).toMatchObject({ success: false, value: null, code });
  expect(r.raw).not.toMatch(/\bat \S+:\d+|node_modules|Error:/);
  expect(warned.length).toBeGreaterThan(0);
  expect(failed).toEqual([]);
}

describe('Host header on a real socket', () => {
  it.each(['Localhost:8080', 'LOCALHOST:8080', 'localhost.:8080', 'LocalHost.', '127.0.0.1:8080'])('resolves %s to the demo merchant', async (host) => {
    const r = await status(host);
    expect(r.status, r.raw.slice(0, 200)).toBe(200);
    expect(json<StatusWire>(r).value?.info.merchantCode).toBe('demo');
  });

  it('resolves the IPv6 loopback [::1]:8080 to the demo merchant', async () => {
    const r = await status('[::1]:8080');
    expect(json<StatusWire>(r).value?.info.merchantCode).toBe('demo');
  });

  it('reads the affiliate code from a mixed-case host with a port', async () => {
    const r = await status('AFF42.Demo.Localhost:8080');
    expect(json<StatusWire>(r).value?.info).toMatchObject({ merchantCode: 'demo', affiliateCode: 'aff42' });
  });

  it.each([['HTTP/1.1', '1.1'], ['HTTP/1.0', '1.0']])('answers a missing Host (%s) with request.header.missing', async (_, version) => {
    expectRefusal(await status(null, version), 400, CODES.headerMissing);
  });

  it.each(['local host', 'exa mple.com:80', 'localhost:99999', 'a@b'])('answers the invalid Host %j with an envelope', async (host) => {
    expectRefusal(await status(host), 400, CODES.badRequest);
  });

  it('answers a very long Host with domain_not_available or an envelope, never a crash', async () => {
    const r = await status(`${'a'.repeat(60)}.`.repeat(60) + 'localhost');
    expect([400, 404]).toContain(r.status);
    expect(json(r).success).toBe(false);
    expect(failed).toEqual([]);
  });
});

describe('requests the parser refuses', () => {
  it('answers a backslash in the path with an envelope', async () => {
    expectRefusal(await rawRequest(port, rawGet('/m/..\\..\\etc\\passwd', ['Host: localhost'])), 400, CODES.badRequest);
  });

  it('answers a malformed Content-Length with an envelope', async () => {
    const req = `POST /wps/system/event HTTP/1.1\r\nHost: localhost\r\nMerchant: demo\r\nContent-Length: abc\r\nConnection: close\r\n\r\n{}`;
    expectRefusal(await rawRequest(port, req), 400, CODES.badRequest);
  });

  it('answers oversized headers with 431 in the envelope', async () => {
    expectRefusal(await rawRequest(port, rawGet(STATUS, ['Host: localhost', `X-Big: ${'x'.repeat(20_000)}`])), 431, CODES.tooLarge);
  });

  it('answers 408 to a body that never arrives instead of holding the connection', async () => {
    const req = `POST /wps/system/event HTTP/1.1\r\nHost: localhost\r\nMerchant: demo\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"eventID":`;
    const r = await rawRequest(port, req, 5000);
    expect(r.status).toBe(408);
    expect(json(r).success).toBe(false);
  });
});

describe('error replies label their own length', () => {
  it('gives two different-sized error replies in a row each its own Content-Length', async () => {
    const replies = [
      await rawRequest(port, rawGet('/m/..\\x', ['Host: localhost'])),
      await status(null),
      await rawRequest(port, rawGet('/m/..\\x', ['Host: localhost'])),
    ];
    expect(new Set(replies.map((r) => r.body.length)).size).toBe(2);
    for (const r of replies) {
      expect(r.status).toBe(400);
      expect(Number(r.headers['content-length']), r.body).toBe(Buffer.byteLength(r.body));
      expect(json(r).success).toBe(false);
    }
  });
});
