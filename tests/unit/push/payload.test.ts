import { describe, expect, it } from 'vitest';
import { isForMerchant, parsePushPayload } from '../../../contract/push.ts';

const fcm = (data: Record<string, unknown>, notification: Record<string, unknown> = { title: 'T', body: 'B' }) =>
  JSON.stringify({ fcmMessageId: 'm-1', notification, data });

describe('push payload', () => {
  it('reads the FCM web push shape', () => {
    expect(parsePushPayload(fcm({ merchant: 'demo', url: '/m/activity?id=7', id: 'x1' }, { title: 'Hi', body: 'There', icon: '/i.png' }))).toEqual({
      id: 'x1', trackingUuid: '', merchant: 'demo', title: 'Hi', body: 'There', icon: '/i.png', image: '', target: '/m/activity?id=7',
    });
  });

  it('falls back to data fields and the FCM message id', () => {
    const m = parsePushPayload(JSON.stringify({ fcmMessageId: 'm-9', data: { title: 'Data only', link: '/m/home' } }));
    expect(m).toMatchObject({ id: 'm-9', title: 'Data only', merchant: null, target: '/m/home' });
  });

  it.each([
    ['null', null], ['empty', ''], ['not JSON', '{oops'], ['an array', '[1]'], ['a string', '"x"'],
    ['no title', fcm({}, { body: 'x' })], ['a blank title', fcm({}, { title: '   ' })], ['a numeric title', fcm({}, { title: 5 })],
    ['a non-string merchant', fcm({ merchant: 7 })], ['an empty merchant', fcm({ merchant: '' })],
    ['an oversized payload', fcm({ pad: 'x'.repeat(9000) })],
  ])('ignores %s without throwing', (_, raw) => {
    expect(parsePushPayload(raw)).toBeNull();
  });

  it('strips control characters and clips long fields', () => {
    const m = parsePushPayload(fcm({}, { title: 'a\u0000b\u001bc', body: 'y'.repeat(5000) }));
    expect(m?.title).toBe('abc');
    expect(m?.body).toHaveLength(1000);
  });

  it('reads data.trackingUuid for the receipts', () => {
    expect(parsePushPayload(fcm({ merchant: 'demo', trackingUuid: 'tu-9' }))?.trackingUuid).toBe('tu-9');
  });

  it('matches merchants exactly, as production does, and accepts messages that name none', () => {
    const of = (merchant?: string) => parsePushPayload(fcm(merchant === undefined ? {} : { merchant }))!;
    expect(isForMerchant(of('demo'), 'demo')).toBe(true);
    expect(isForMerchant(of('DEMO'), 'demo')).toBe(false);
    expect(isForMerchant(of('lotto'), 'demo')).toBe(false);
    expect(isForMerchant(of(), 'demo')).toBe(true);
  });
});
