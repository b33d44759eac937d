import { describe, expect, it } from 'vitest';
import { parsePushPayload } from '../../contract/push.ts';
import { RELAYS } from '../../contract/relays.ts';
import type { EventReport } from '../../contract/wps.ts';
import { createTestHooks, TEST_HOOKS_BASE } from '../../server/routes/wps/test-hooks.ts';
import { call, DEMO, envelope, login, postEvent, storedEvents, testApp, useApp } from './helpers.ts';
const PUSH_RELAY = { bind: RELAYS.fcmBind.name, subscribe: RELAYS.fcmSubscribe.name } as const;

const hooks = createTestHooks();
const s = useApp({ testHooks: hooks });

const report = (eventID: string): EventReport => ({ eventID, event: 'login', value: {}, domain: 'localhost', affiliateCode: '', channels: [], clickIds: {} });
const hook = (path: string, json?: unknown) =>
  call(s.app, `${DEMO}${TEST_HOOKS_BASE}${path}`, json === undefined ? {} : { method: 'POST', json });

describe('test hooks: fault injection', () => {
  it("fails the next N event reports with 502 without storing them in 'before' mode", async () => {
    await hook('/faults', { eventReport: 2, mode: 'before' });
    expect((await postEvent(s.app, report('f-1'))).status).toBe(502);
    expect((await postEvent(s.app, report('f-1'))).status).toBe(502);
    expect(await storedEvents(s.db, 'f-1')).toBe(0);
    expect((await postEvent(s.app, report('f-1'))).status).toBe(200);
    expect(await storedEvents(s.db, 'f-1')).toBe(1);
  });

  it("stores the report but answers 502 in 'after' mode (a lost answer), and the retry counts once", async () => {
    await hook('/faults', { eventReport: 1, mode: 'after' });
    expect((await postEvent(s.app, report('f-2'))).status).toBe(502);
    expect(await storedEvents(s.db, 'f-2')).toBe(1);
    expect((await envelope(await postEvent(s.app, report('f-2')))).value).toEqual({ duplicate: true });
    expect(await storedEvents(s.db, 'f-2')).toBe(1);
  });

  it('fails pings too and reports stored events by prefix', async () => {
    await hook('/faults', { ping: 1, mode: 'before' });
    const ping = () => call(s.app, `${DEMO}/wps/system/test/ping?events=${encodeURIComponent(JSON.stringify([report('f-3')]))}`, { headers: { Merchant: 'demo' } });
    expect((await ping()).status).toBe(502);
    expect((await ping()).status).toBe(200);
    const v = (await envelope<{ rows: number; distinct: number }>(await hook('/events?prefix=f-'))).value;
    expect(v).toMatchObject({ rows: 3, distinct: 3 });
  });

  it('is absent unless the server was built with testHooks', async () => {
    const plain = testApp(s.db);
    expect((await call(plain, `${DEMO}${TEST_HOOKS_BASE}/events`)).status).toBe(404);
    await call(plain, `${DEMO}${TEST_HOOKS_BASE}/faults`, { method: 'POST', json: { eventReport: 5 } });
    expect((await postEvent(plain, report('f-4'))).status).toBe(200);
  });
});

describe('test hooks: local push sender', () => {
  it('sends to the tokens subscribed to ALL with a payload the service worker parses for this merchant', async () => {
    const { token } = await login(s.app, 'player01');
    const relay = (name: string, json: unknown) => call(s.app, `${DEMO}/wps/relay/${name}`, { method: 'POST', headers: { Merchant: 'demo', Authorization: token }, json });
    await relay(PUSH_RELAY.bind, { channel: 'ALL', token: 'local-1' });
    await relay(PUSH_RELAY.subscribe, { registrationToken: 'local-1', topic: 'ALL' });
    await relay(PUSH_RELAY.bind, { channel: 'ALL', token: 'local-unsubscribed' });
    const sent = await envelope<{ tokens: string[] }>(await hook('/push', { topic: 'ALL', title: 'Hi', body: 'There', target: '/m/activity?id=7' }));
    expect(sent.value?.tokens).toEqual(['local-1']);
    const payloads = (await envelope<string[]>(await hook('/push?token=local-1'))).value ?? [];
    expect(payloads).toHaveLength(1);
    expect(parsePushPayload(payloads[0]!)).toMatchObject({ merchant: 'demo', title: 'Hi', body: 'There', target: '/m/activity?id=7' });
  });
});
