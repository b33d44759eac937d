import { describe, expect, it } from 'vitest';
import { CODES } from '../../contract/serverCodes.ts';
import type { CollectEvent } from '../../contract/marketing.ts';
import type { PingResult } from '../../contract/wps.ts';
import { pingRoutes } from '../../server/routes/ping.ts';
import { call, DEMO, envelope, ping as pingOn, storedEvents, useApp } from './helpers.ts';

const s = useApp();

/** production-wire B9: the event object, s2s_info's fields at the top level. */
const event = (eventID: string, eventName = 'register'): CollectEvent => ({
  domain: 'http://localhost/m/home?gclid=G1', affiliateCode: 'aff42', eventName, idfa: 'I-1',
  eventValue: { domain: 'http://localhost/m/home?gclid=G1', gclid: 'G1', channels: ['google'], tid: 't-1', eventID, customerId: '1', revenue: 10 },
});
const collect = (body: unknown, type = 'text/plain') =>
  call(s.app, `${DEMO}/wps/system/collect`, { method: 'POST', headers: { 'Content-Type': type }, body: JSON.stringify(body) });
const body = async (eventID: string): Promise<unknown> => {
  const raw: unknown = (await s.db.selectFrom('events').select('body').where('event_id', '=', eventID).executeTakeFirstOrThrow()).body;
  return typeof raw === 'string' ? JSON.parse(raw) : raw;
};

describe('collect with a marketing event (B9)', () => {
  it('stores the event once per eventValue.eventID, as sendBeacon posts it (text/plain, value a JSON string)', async () => {
    const e = event('register.c-1');
    expect((await collect({ merchant: 'demo', value: JSON.stringify(e) })).status).toBe(204);
    expect((await collect({ merchant: 'DEMO', value: JSON.stringify(e) })).status).toBe(204);
    expect(await storedEvents(s.db, 'register.c-1')).toBe(1);
    expect(await body('register.c-1')).toEqual(e);
  });

  it('still reads the performance string, production\'s own (a word for the API, production-wire B8) included', async () => {
    expect((await collect({ merchant: 'demo', value: 'api:status,elapsed:120' })).status).toBe(204);
    expect((await collect({ merchant: 'demo', value: 'visit:first,fcp:120' })).status).toBe(204);
    expect((await collect({ merchant: 'demo', value: 'fcp:-5' })).status).toBe(400);
    expect((await collect({ merchant: 'demo', value: 'fcp:1e' })).status).toBe(400);
  });

  it.each([
    ['no eventValue', { ...event('x.1'), eventValue: undefined }, 'eventValue'],
    ['an empty eventID', { ...event('x.2'), eventValue: { ...event('x.2').eventValue, eventID: '' } }, 'eventID'],
    ['no eventName', { ...event('x.3'), eventName: undefined }, 'eventName'],
    ['channels not a list', { ...event('x.4'), eventValue: { ...event('x.4').eventValue, channels: 'google' } }, 'channels'],
  ])('refuses an event with %s, naming the field', async (_, bad, field) => {
    const res = await collect({ merchant: 'demo', value: JSON.stringify(bad) });
    expect(res.status).toBe(400);
    expect(await envelope(res)).toMatchObject({ code: CODES.badRequest, message: expect.stringContaining(field) });
  });

  it("refuses another merchant's event", async () => {
    const res = await collect({ merchant: 'lotto', value: JSON.stringify(event('x.5')) });
    expect(res.status).toBe(400);
    expect(await storedEvents(s.db, 'x.5')).toBe(0);
  });
});

describe('fallback ping (B10)', () => {
  it('reads one event object, de-duplicated with collect', async () => {
    await collect({ merchant: 'demo', value: JSON.stringify(event('login.p-1', 'login')) });
    expect((await envelope<PingResult>(await pingOn(s.app, event('login.p-1', 'login')))).value).toEqual({ received: 1, duplicates: 1 });
    expect((await envelope<PingResult>(await pingOn(s.app, event('login.p-2', 'login')))).value).toEqual({ received: 1, duplicates: 0 });
    expect(await storedEvents(s.db, 'login.p-2')).toBe(1);
  });

  it('still reads an array, of either form', async () => {
    const old = { eventID: 'old-1', event: 'login', value: {}, domain: 'localhost', affiliateCode: '', channels: [], clickIds: {} };
    expect((await envelope<PingResult>(await pingOn(s.app, [event('login.p-3'), old]))).value).toEqual({ received: 2, duplicates: 0 });
    expect(await storedEvents(s.db, 'old-1')).toBe(1);
  });
});

describe('ping.json (F2)', () => {
  it('answers 200 and {} uncached', async () => {
    const res = await pingRoutes().request('/common/v.1.0.1/ping.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(await res.json()).toEqual({});
  });
});
