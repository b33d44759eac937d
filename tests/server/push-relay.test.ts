import { describe, expect, it } from 'vitest';
import { CODES } from '../../contract/serverCodes.ts';
import { RELAYS } from '../../contract/relays.ts';
import { registrationOf } from '../../server/services/push-registrations.ts';
import { call, DEMO, envelope, login, LOTTO, useApp } from './helpers.ts';
const PUSH_RELAY = { bind: RELAYS.fcmBind.name, subscribe: RELAYS.fcmSubscribe.name, unsubscribe: RELAYS.fcmUnsubscribe.name } as const;

const s = useApp();

const relay = (name: string, json: unknown, token?: string, origin = DEMO, merchant = 'demo') =>
  call(s.app, `${origin}/wps/relay/${name}`, { method: 'POST', headers: { Merchant: merchant, ...(token && { Authorization: token }) }, json });
const bind = (token: string, fcm: string) => relay(PUSH_RELAY.bind, { registrationToken: fcm }, token);
const subscribe = (token: string, fcm: string) => relay(PUSH_RELAY.subscribe, { registrationToken: fcm, topic: 'ALL' }, token);
const unsubscribe = (token: string, fcm: string) =>
  call(s.app, `${DEMO}/wps/relay/${PUSH_RELAY.unsubscribe}`, { method: 'DELETE', headers: { Merchant: 'demo', Authorization: token }, json: { registrationToken: fcm, unsubscribeAll: true } });
const delivery = (json: unknown, merchant = 'demo') =>
  call(s.app, `${DEMO}/wps/relay/${RELAYS.pushDelivery.name}`, { method: 'PUT', headers: { Merchant: merchant }, json });

describe('push relays', () => {
  it('binds a token to the member, subscribes it to ALL and removes it on unsubscribe', async () => {
    const { token, id } = await login(s.app, 'player01');
    expect(await envelope(await bind(token, 'fcm-token:A1'))).toMatchObject({ success: true });
    expect(await registrationOf(s.db, 'demo', 'fcm-token:A1')).toEqual({ memberId: Number(id), topic: null });
    expect(await envelope(await subscribe(token, 'fcm-token:A1'))).toMatchObject({ success: true });
    expect((await registrationOf(s.db, 'demo', 'fcm-token:A1'))?.topic).toBe('ALL');
    expect(await envelope(await unsubscribe(token, 'fcm-token:A1'))).toMatchObject({ success: true, value: { removed: true } });
    expect(await registrationOf(s.db, 'demo', 'fcm-token:A1')).toBeNull();
  });

  it('moves a token to whoever binds it last, so the previous member cannot unsubscribe it', async () => {
    const first = await login(s.app, 'player01');
    const second = await login(s.app, 'agent01');
    await bind(first.token, 'shared-device');
    await bind(second.token, 'shared-device');
    expect((await registrationOf(s.db, 'demo', 'shared-device'))?.memberId).toBe(Number(second.id));
    expect((await envelope(await unsubscribe(first.token, 'shared-device'))).value).toEqual({ removed: false });
    expect(await registrationOf(s.db, 'demo', 'shared-device')).not.toBeNull();
  });

  it('refuses a subscribe for a token the member never bound', async () => {
    const { token } = await login(s.app, 'player01');
    const res = await subscribe(token, 'never-bound');
    expect(res.status).toBe(400);
    expect((await envelope(res)).code).toBe(CODES.pushTokenUnknown);
  });

  it('requires a session', async () => {
    const res = await relay(PUSH_RELAY.bind, { channel: 'ALL', token: 'abc' });
    expect(res.status).toBe(401);
    expect((await envelope(res)).code).toBe(CODES.customerNotLogin);
  });

  it.each([
    ['another channel', { channel: 'VIP', token: 'abc' }, 'channel'],
    ['a token with spaces', { channel: 'ALL', token: 'a b' }, 'token'],
    ['a token too long', { channel: 'ALL', token: 'x'.repeat(1025) }, 'token'],
    ['no token', { channel: 'ALL' }, 'token'],
  ])('refuses %s, naming the field', async (_, body, field) => {
    const { token } = await login(s.app, 'player01');
    const res = await relay(PUSH_RELAY.bind, body, token);
    expect(res.status).toBe(400);
    expect(await envelope(res)).toMatchObject({ code: CODES.badRequest, message: expect.stringContaining(field) });
  });

  it('keeps merchants apart: the same token string is a separate registration per merchant', async () => {
    const demo = await login(s.app, 'player01');
    const lotto = await login(s.app, 'lottoplayer', LOTTO, 'lotto');
    await bind(demo.token, 'same-token');
    await relay(PUSH_RELAY.bind, { channel: 'ALL', token: 'same-token' }, lotto.token, LOTTO, 'lotto');
    expect((await registrationOf(s.db, 'demo', 'same-token'))?.memberId).toBe(Number(demo.id));
    expect((await registrationOf(s.db, 'lotto', 'same-token'))?.memberId).toBe(Number(lotto.id));
  });

  describe('a token moves to another member only with that member\'s session', () => {
    it('never reads a member id from the body: the token goes to the session member', async () => {
      const a = await login(s.app, 'player01');
      const b = await login(s.app, 'agent01');
      await bind(a.token, 'body-owner');
      await relay(PUSH_RELAY.bind, { channel: 'ALL', token: 'body-owner', memberId: Number(b.id), member_id: Number(b.id) }, a.token);
      expect((await registrationOf(s.db, 'demo', 'body-owner'))?.memberId).toBe(Number(a.id));
    });

    it.each([
      ['no session', undefined],
      ['a malformed session', 'not-a-session'],
      ['an unknown session', 'f'.repeat(64)],
    ])('refuses a bind with %s and leaves the owner unchanged', async (_, session) => {
      const a = await login(s.app, 'player01');
      await bind(a.token, 'owned-by-a');
      const res = await relay(PUSH_RELAY.bind, { channel: 'ALL', token: 'owned-by-a' }, session);
      expect(res.status).toBe(401);
      expect((await registrationOf(s.db, 'demo', 'owned-by-a'))?.memberId).toBe(Number(a.id));
    });

    it('lets another member neither subscribe nor unsubscribe a token it does not hold', async () => {
      const a = await login(s.app, 'player01');
      const b = await login(s.app, 'agent01');
      await bind(a.token, 'a-device');
      expect((await subscribe(b.token, 'a-device')).status).toBe(400);
      expect((await registrationOf(s.db, 'demo', 'a-device'))).toEqual({ memberId: Number(a.id), topic: null });
      await subscribe(a.token, 'a-device');
      expect((await envelope(await unsubscribe(b.token, 'a-device'))).value).toEqual({ removed: false });
      expect((await registrationOf(s.db, 'demo', 'a-device'))).toEqual({ memberId: Number(a.id), topic: 'ALL' });
    });

    it("drops the old owner's subscription when the new owner's session binds the token", async () => {
      const a = await login(s.app, 'player01');
      const b = await login(s.app, 'agent01');
      await bind(a.token, 'moving-device');
      await subscribe(a.token, 'moving-device');
      await bind(b.token, 'moving-device');
      expect(await registrationOf(s.db, 'demo', 'moving-device')).toEqual({ memberId: Number(b.id), topic: null });
      expect((await subscribe(a.token, 'moving-device')).status).toBe(400);
      expect((await subscribe(b.token, 'moving-device')).status).toBe(200);
      expect((await registrationOf(s.db, 'demo', 'moving-device'))?.topic).toBe('ALL');
    });

    it('keeps the subscription when the same member binds again (a token refresh)', async () => {
      const a = await login(s.app, 'player01');
      await bind(a.token, 'refreshing');
      await subscribe(a.token, 'refreshing');
      await bind(a.token, 'refreshing');
      expect(await registrationOf(s.db, 'demo', 'refreshing')).toEqual({ memberId: Number(a.id), topic: 'ALL' });
    });

    it('refuses a bind with a logged-out session', async () => {
      const a = await login(s.app, 'player01');
      const b = await login(s.app, 'agent01');
      await bind(a.token, 'after-logout');
      await call(s.app, `${DEMO}/wps/session/logout`, { method: 'POST', headers: { Merchant: 'demo', Authorization: b.token } });
      expect((await bind(b.token, 'after-logout')).status).toBe(401);
      expect((await registrationOf(s.db, 'demo', 'after-logout'))?.memberId).toBe(Number(a.id));
    });
  });

  it("still binds the spec's older {channel, token} body", async () => {
    const { token, id } = await login(s.app, 'player01');
    expect(await envelope(await relay(PUSH_RELAY.bind, { channel: 'ALL', token: 'older-form' }, token))).toMatchObject({ success: true });
    expect(await registrationOf(s.db, 'demo', 'older-form')).toEqual({ memberId: Number(id), topic: null });
  });

  it('keeps delivery and click receipts without a session, each once per trackingUuid (E4)', async () => {
    for (const eventType of ['DELIVERED', 'DELIVERED', 'CLICKED']) {
      expect(await envelope(await delivery({ trackingUuid: 'tu-1', eventType }))).toMatchObject({ success: true });
    }
    const rows = await s.db.selectFrom('events').select(['event_id', 'event']).where('event_id', 'like', 'push.%.tu-1').orderBy('event_id').execute();
    expect(rows).toEqual([{ event_id: 'push.CLICKED.tu-1', event: 'pushCLICKED' }, { event_id: 'push.DELIVERED.tu-1', event: 'pushDELIVERED' }]);
  });

  it.each([[{ trackingUuid: 'tu-2', eventType: 'OPENED' }], [{ eventType: 'DELIVERED' }], [{ trackingUuid: '', eventType: 'CLICKED' }]])('refuses the receipt %j', async (json) => {
    const res = await delivery(json);
    expect(res.status).toBe(400);
    expect((await envelope(res)).code).toBe(CODES.badRequest);
  });
});
