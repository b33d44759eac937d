import { describe, expect, it } from 'vitest';
import { CODES } from '../../contract/serverCodes.ts';
import type { EventReport, EventReportResult, PingResult } from '../../contract/wps.ts';
import { MAX_PING_EVENTS } from '../../server/services/event-store.ts';
import { DB_KIND } from './db.ts';
import { TEST_IP_HEADER } from '../../server/http/client-ip.ts';
import { call, DEMO, envelope, ping as pingOn, postEvent, storedEvents, useApp } from './helpers.ts';

const s = useApp();

const report = (eventID: string): EventReport => ({ eventID, event: 'login', value: {}, domain: 'localhost', affiliateCode: '', channels: [], clickIds: {} });
const send = (r: EventReport) => postEvent(s.app, r);
const ping = (events: unknown) => pingOn(s.app, events);
const count = (eventID: string) => storedEvents(s.db, eventID);

describe('event de-duplication under concurrency', () => {
  it(`counts twenty simultaneous posts of one eventID once (${DB_KIND})`, async () => {
    // Twenty devices (twenty addresses: one client's writes are queued two at a time), one event, all at once.
    const fromDevice = (i: number) => call(s.app, `${DEMO}/wps/system/event`, { method: 'POST', headers: { Merchant: 'demo', [TEST_IP_HEADER]: `10.0.0.${i + 1}` }, json: report('race-1') });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => fromDevice(i).then((r) => envelope<EventReportResult>(r))));
    expect(answers.every((a) => a.success)).toBe(true);
    expect(answers.filter((a) => a.value?.duplicate === false)).toHaveLength(1);
    expect(await count('race-1')).toBe(1);
  });

  it('counts a post and pings racing with the same eventID once', async () => {
    const [post, ...pings] = await Promise.all([send(report('race-2')), ping([report('race-2')]), ping([report('race-2')])]);
    const fresh = [(await envelope<EventReportResult>(post!)).value?.duplicate === false ? 1 : 0,
      ...await Promise.all(pings.map(async (p) => { const v = (await envelope<PingResult>(p)).value!; return v.received - v.duplicates; }))];
    expect(fresh.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await count('race-2')).toBe(1);
  });
});

describe('ping limits', () => {
  it(`refuses more than ${MAX_PING_EVENTS} events and stores none of them`, async () => {
    const events = Array.from({ length: MAX_PING_EVENTS + 1 }, (_, i) => report(`many-${i}`));
    const res = await ping(events);
    expect(res.status).toBe(400);
    expect((await envelope(res)).code).toBe(CODES.badRequest);
    expect(await count('many-0')).toBe(0);
  });

  it('reads one event object (production\'s form) or an array, and refuses anything else', async () => {
    const one = await ping(report('obj'));
    expect(one.status).toBe(200);
    expect((await envelope<PingResult>(one)).value).toEqual({ received: 1, duplicates: 0 });
    expect(await count('obj')).toBe(1);
    for (const events of ['text', 42, null, { eventID: 'half' }]) {
      const res = await ping(events);
      expect(res.status, JSON.stringify(events)).toBe(400);
    }
  });

  it('answers 413 for an events parameter over the body limit', async () => {
    const res = await call(s.app, `${DEMO}/wps/system/test/ping?events=${'x'.repeat(70_000)}`, { headers: { Merchant: 'demo' } });
    expect(res.status).toBe(413);
    expect((await envelope(res)).code).toBe(CODES.tooLarge);
  });
});
