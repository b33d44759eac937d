// Event reports are limited per device, so phones behind one carrier NAT are not refused together, while one
// device, or one address minting device ids, is still held back. Both window stores count the same way.
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
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
});
