import { describe, expect, it } from 'vitest';
import { CODES } from '../../contract/serverCodes.ts';
import type { EventReport, EventReportResult, PingResult } from '../../contract/wps.ts';
import { call, DEMO, envelope, ping as pingOn, postEvent, storedEvents, useApp } from './helpers.ts';

const s = useApp();

const report = (eventID: string, event = 'register'): EventReport => ({
  eventID, event, value: { customerId: '1', revenue: 10 }, domain: 'localhost', affiliateCode: 'aff42', channels: ['facebook'], clickIds: { fbclid: 'abc' },
});
const sendEvent = (body: unknown) => postEvent(s.app, body);
const ping = (events?: unknown) => pingOn(s.app, events);
const stored = (eventID: string) => storedEvents(s.db, eventID);

describe('event report', () => {
  it('stores a report once: the same eventID twice is a success flagged duplicate', async () => {
    const first = await envelope<EventReportResult>(await sendEvent(report('ev-1')));
    const second = await envelope<EventReportResult>(await sendEvent(report('ev-1')));
    expect(first).toMatchObject({ success: true, value: { duplicate: false } });
    expect(second).toMatchObject({ success: true, value: { duplicate: true } });
    expect(await stored('ev-1')).toBe(1);
  });

  it('refuses a report with a wrong field type, naming the field', async () => {
    const res = await sendEvent({ ...report('ev-bad'), channels: 'facebook' });
    expect(res.status).toBe(400);
    expect(await envelope(res)).toMatchObject({ code: CODES.badRequest, message: expect.stringContaining('channels') });
    expect(await stored('ev-bad')).toBe(0);
  });
});

describe('fallback ping', () => {
  it('answers zero counts without events', async () => {
    expect((await envelope<PingResult>(await ping())).value).toEqual({ received: 0, duplicates: 0 });
  });

  it('stores events from the query, de-duplicated with the event endpoint and within the batch', async () => {
    await sendEvent(report('ev-2'));
    const env = await envelope<PingResult>(await ping([report('ev-2'), report('ev-3'), report('ev-3')]));
    expect(env.value).toEqual({ received: 3, duplicates: 2 });
    expect(await stored('ev-2')).toBe(1);
    expect(await stored('ev-3')).toBe(1);
    const again = await envelope<PingResult>(await ping([report('ev-3')]));
    expect(again.value).toEqual({ received: 1, duplicates: 1 });
  });

  it('answers request.json.invalid for events that are not JSON', async () => {
    const res = await call(s.app, `${DEMO}/wps/system/test/ping?events=%5Bnot-json`, { headers: { Merchant: 'demo' } });
    expect(res.status).toBe(400);
    expect((await envelope(res)).code).toBe(CODES.badJson);
  });

  it('requires the Merchant header', async () => {
    const res = await call(s.app, `${DEMO}/wps/system/test/ping`);
    expect(res.status).toBe(400);
    expect((await envelope(res)).code).toBe(CODES.headerMissing);
  });
});

describe('collect beacon', () => {
  const beacon = (body: string, type = 'text/plain;charset=UTF-8', origin = DEMO) =>
    call(s.app, `${origin}/wps/system/collect`, { method: 'POST', headers: { 'Content-Type': type }, body });
  const rows = async () => s.db.selectFrom('collects').selectAll().orderBy('id').execute();

  it('stores a text/plain beacon with parsed metrics and answers 204', async () => {
    const res = await beacon(JSON.stringify({ merchant: 'demo', value: 'visit:first,fcp:120,lcp:300.5,fs:450' }));
    expect(res.status).toBe(204);
    const last = (await rows()).at(-1);
    expect(last?.merchant).toBe('demo');
    expect(last?.metrics).toEqual({ visit: 'first', fcp: 120, lcp: 300.5, fs: 450 });
  });

  it('accepts application/json too', async () => {
    const res = await beacon(JSON.stringify({ merchant: 'lotto', value: 'visit:return,status:88' }), 'application/json', 'http://www.lotto.localhost');
    expect(res.status).toBe(204);
  });

  it.each([
    ['a bad visit value', 'visit:maybe,fcp:1'],
    ['a negative metric', 'visit:first,fcp:-5'],
    ['a pair without a colon', 'visit:first,fcp'],
    ['a repeated key', 'fcp:1,fcp:2'],
    ['a non-numeric metric', 'lcp:fast'],
  ])('refuses %s', async (_, value) => {
    const before = (await rows()).length;
    const res = await beacon(JSON.stringify({ merchant: 'demo', value }));
    expect(res.status).toBe(400);
    expect(await envelope(res)).toMatchObject({ code: CODES.badRequest, message: expect.stringContaining('value') });
    expect((await rows()).length).toBe(before);
  });

  it('refuses another merchant, bad JSON and other content types', async () => {
    expect((await envelope(await beacon(JSON.stringify({ merchant: 'lotto', value: 'fcp:1' })))).code).toBe(CODES.merchantMismatch);
    expect((await envelope(await beacon('{merchant'))).code).toBe(CODES.badJson);
    expect((await beacon('merchant=demo', 'application/x-www-form-urlencoded')).status).toBe(415);
  });
});
