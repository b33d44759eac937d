// Event reports are limited per device, so phones behind one carrier NAT are not refused together, while one
// device, or one address minting device ids, is still held back. Both window stores count the same way.
// Production's wire (collect beacon, fallback ping) names the device in the event itself (CollectEvent.deviceId).
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../contract/constants.ts';
import { collectBody, type CollectEvent } from '../../contract/marketing.ts';
import type { EventReport } from '../../contract/wps.ts';
import { createApp } from '../../server/app.ts';
import { EVENT_DEVICES_PER_ADDRESS } from '../../server/http/rate-limit.ts';
import { useDb } from './db.ts';

const t = useDb();
const PER_MINUTE = 3;
let clock = 7_000_000;
let n = 0;
const report = (): EventReport => ({ eventID: `nat-${n++}`, event: 'login', value: {}, domain: 'localhost', affiliateCode: '', channels: [], clickIds: {} });
const device = (i: number) => `0000000${i}-aaaa-4bbb-8ccc-${String(i).padStart(12, '0')}`;
/** A marketing event as the page builds it (src/marketing/report.ts), with the device id (or a hostile value) when given. */
const event = (deviceId?: unknown): CollectEvent => ({
  domain: 'http://localhost/m/home', affiliateCode: '', eventName: 'login', ...(deviceId !== undefined && { deviceId }),
  eventValue: { eventID: `login.nat-${n++}`, domain: 'http://localhost/m/home', channels: [] },
}) as CollectEvent;

describe.each([false, true])('event limits per device (windows in the database: %s)', (sharedRateLimit) => {
  const app = () => createApp({
    db: t.db, distDir: join(tmpdir(), 'tessera-no-dist'), trustTestIpHeader: true, sharedRateLimit, now: () => clock,
    rateLimit: { perMinute: PER_MINUTE, loginPerMinute: 2 }, logError: () => undefined, logWarn: () => undefined,
  });
  const send = (a: ReturnType<typeof app>, ip: string, dev?: string) => a.request('http://localhost/wps/system/event', {
    method: 'POST', body: JSON.stringify(report()),
    headers: { Merchant: 'demo', 'Content-Type': 'application/json', 'X-Test-Client-IP': ip, ...(dev ? { Device: dev } : {}) },
  });
  const pingFrom = (a: ReturnType<typeof app>, ip: string, dev: string) => a.request(`http://localhost/wps/system/test/ping?events=${encodeURIComponent(JSON.stringify([report()]))}`, {
    headers: { Merchant: 'demo', 'X-Test-Client-IP': ip, Device: dev },
  });
  /** The collect beacon as sendBeacon and the worker post it: text/plain, no Merchant or Device header. */
  const collectFrom = (a: ReturnType<typeof app>, ip: string, body: BodyInit, headers: Record<string, string> = {}) => a.request('http://localhost/wps/system/collect', {
    method: 'POST', body, headers: { 'Content-Type': 'text/plain', 'X-Test-Client-IP': ip, ...headers }, ...(body instanceof ReadableStream && { duplex: 'half' }),
  } as RequestInit);
  const collectEvent = (a: ReturnType<typeof app>, ip: string, deviceId?: unknown, headers?: Record<string, string>) =>
    collectFrom(a, ip, collectBody('demo', event(deviceId)), headers);
  /** The fallback ping as production sends it: one event object in ?events=. */
  const pingEvent = (a: ReturnType<typeof app>, ip: string, deviceId?: unknown) =>
    a.request(`http://localhost/wps/system/test/ping?events=${encodeURIComponent(JSON.stringify(event(deviceId)))}`, { headers: { Merchant: 'demo', 'X-Test-Client-IP': ip } });
  const statuses = async (count: number, send: () => Response | Promise<Response>): Promise<number[]> => {
    const out: number[] = [];
    for (let i = 0; i < count; i++) out.push((await send()).status);
    return out;
  };

  it('lets ten phones behind one address each send their own allowance', async () => {
    clock += 120_000;
    const a = app();
    const ip = `10.3.${sharedRateLimit ? 1 : 0}.1`;
    const statuses: number[] = [];
    for (let round = 0; round < PER_MINUTE; round++) for (let d = 0; d < 10; d++) statuses.push((await send(a, ip, device(d))).status);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect((await pingFrom(a, ip, device(0))).status).toBe(200);
  });

  it('still holds back one device, and an address without device ids, at the per-address limit', async () => {
    clock += 120_000;
    const a = app();
    const ip = `10.3.${sharedRateLimit ? 1 : 0}.2`;
    const one: number[] = [];
    for (let i = 0; i <= PER_MINUTE; i++) one.push((await send(a, ip, device(1))).status);
    expect(one).toEqual([200, 200, 200, 429]);
    const plain: number[] = [];
    for (let i = 0; i <= PER_MINUTE; i++) plain.push((await send(a, `${ip}0`)).status);
    expect(plain).toEqual([200, 200, 200, 429]);
    // Junk in the Device header is no device: it counts per address.
    const junk: number[] = [];
    for (let i = 0; i <= PER_MINUTE; i++) junk.push((await send(a, `${ip}1`, `x y ${i}`)).status);
    expect(junk.at(-1)).toBe(429);
  });

  it('caps an address that mints a new device id per event', async () => {
    clock += 120_000;
    const a = app();
    const ip = `10.3.${sharedRateLimit ? 1 : 0}.3`;
    const ceiling = PER_MINUTE * EVENT_DEVICES_PER_ADDRESS;
    const statuses: number[] = [];
    for (let d = 0; d <= ceiling; d++) statuses.push((await send(a, ip, device(100 + d))).status);
    expect(statuses.slice(0, ceiling).every((s) => s === 200)).toBe(true);
    expect(statuses[ceiling]).toBe(429);
  });

  it('gives two devices behind one address their own limit on collect, by the id in the event', async () => {
    clock += 120_000;
    const a = app();
    const ip = `10.4.${sharedRateLimit ? 1 : 0}.1`;
    expect(await statuses(PER_MINUTE + 1, () => collectEvent(a, ip, device(1)))).toEqual([204, 204, 204, 429]);
    expect(await statuses(PER_MINUTE + 1, () => collectEvent(a, ip, device(2)))).toEqual([204, 204, 204, 429]);
    // The address's own window (events without an id, performance beacons) was not used up by them.
    expect((await collectFrom(a, ip, JSON.stringify({ merchant: 'demo', value: 'visit:first,fcp:120' }))).status).toBe(204);
    expect((await collectEvent(a, ip)).status).toBe(204);
  });

  it('gives each device its own limit on the fallback ping, by the id in ?events=', async () => {
    clock += 120_000;
    const a = app();
    const ip = `10.4.${sharedRateLimit ? 1 : 0}.2`;
    expect(await statuses(PER_MINUTE + 1, () => pingEvent(a, ip, device(1)))).toEqual([200, 200, 200, 429]);
    expect(await statuses(PER_MINUTE, () => pingEvent(a, ip, device(2)))).toEqual([200, 200, 200]);
    expect(await statuses(PER_MINUTE + 1, () => pingEvent(a, ip))).toEqual([200, 200, 200, 429]);
  });

  it('holds the address ceiling on collect when every event names a new device', async () => {
    clock += 120_000;
    const a = app();
    const ip = `10.4.${sharedRateLimit ? 1 : 0}.3`;
    const ceiling = PER_MINUTE * EVENT_DEVICES_PER_ADDRESS;
    const sent: number[] = [];
    for (let d = 0; d <= ceiling; d++) sent.push((await collectEvent(a, ip, device(300 + d))).status);
    expect(sent.slice(0, ceiling).every((x) => x === 204)).toBe(true);
    expect(sent[ceiling]).toBe(429);
  });

  it.each([
    ['no id', undefined],
    ['an id with spaces and markup', 'x y <b>'],
    ['an id too short', 'abc'],
    ['an id too long', 'a'.repeat(65)],
    ['an id that is not a string', { id: device(5) }],
    ['an id list', [device(6)]],
  ])('counts a collect event with %s per address', async (_, bad) => {
    clock += 120_000;
    const a = app();
    const ip = `10.5.${sharedRateLimit ? 1 : 0}.${n % 250}`;
    // Each event a different hostile value, so a per-value window would never fill.
    expect(await statuses(PER_MINUTE + 1, () => collectEvent(a, ip, typeof bad === 'string' ? `${bad}${n}` : bad))).toEqual([204, 204, 204, 429]);
  });

  it('takes no id from the Device header (a device type since production\'s wire) or from inside eventValue', async () => {
    clock += 120_000;
    const a = app();
    const ip = `10.6.${sharedRateLimit ? 1 : 0}.1`;
    const inValue = () => {
      const e = event();
      return collectFrom(a, ip, collectBody('demo', { ...e, eventValue: { ...e.eventValue, deviceId: device(n) } }), { Device: device(n) });
    };
    expect(await statuses(PER_MINUTE + 1, inValue)).toEqual([204, 204, 204, 429]);
  });

  it('reads no more than the bounded body: an endless stream counts per address and is refused', async () => {
    clock += 120_000;
    const a = app();
    const ip = `10.6.${sharedRateLimit ? 1 : 0}.2`;
    let pulled = 0;
    const chunk = new TextEncoder().encode(`{"merchant":"demo","value":"{\\"deviceId\\":\\"${device(7)}\\"${' '.repeat(16_000)}`);
    const endless = () => new ReadableStream<Uint8Array>({ pull(controller) { pulled += chunk.byteLength; controller.enqueue(chunk); } });
    expect(await statuses(PER_MINUTE, () => collectFrom(a, ip, endless()))).toEqual([413, 413, 413]);
    // Per request: the limiter's copy and the handler each stop past the bound (a stream pulls a chunk or two ahead).
    expect(pulled).toBeLessThanOrEqual(PER_MINUTE * (MAX_BODY_BYTES + 3 * chunk.byteLength));
    // They used up the address's window, not device 7's: an event without an id is now refused.
    expect((await collectEvent(a, ip)).status).toBe(429);
  });
});
