import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORES } from '../../../contract/idb.ts';
import { STORE_DATA_KEYS } from '../../../contract/install.ts';
import { del, entries, put } from '../../../sw/db.ts';
import { swHarness, windowClient } from './swHarness.ts';

let h: ReturnType<typeof swHarness>;
let sw: typeof import('../../../sw/push.ts');
let db: import('../../../sw/db.ts').Db;

beforeEach(async () => {
  vi.resetModules();
  h = swHarness('demo');
  sw = await import('../../../sw/push.ts');
  const { outboxDb } = await import('../../../sw/outbox.ts');
  db = outboxDb;
  for (const { key } of await entries(db, STORES.kv)) await del(db, STORES.kv, key);
});
afterEach(() => vi.unstubAllGlobals());

const payload = (data: Record<string, unknown>, title = 'Bonus') => JSON.stringify({ fcmMessageId: 'f-1', notification: { title, body: 'Claim it' }, data });
/** The receipts sent: production's PUT /wps/relay/EMFE_appPushDeliveryCallback {trackingUuid, eventType} (E4). */
const reports = () => h.sent.filter((r) => r.url === '/wps/relay/EMFE_appPushDeliveryCallback').map((r) => r.body as { trackingUuid: string; eventType: string });

describe('push in the service worker', () => {
  it('shows the notification with the validated target and records a delivery receipt', async () => {
    await sw.handlePush(payload({ merchant: 'demo', id: 'm1', trackingUuid: 'tu-1', url: '/m/activity?id=7' }));
    expect(h.shown).toEqual([{ title: 'Bonus', options: expect.objectContaining({ body: 'Claim it', tag: 'default-group', data: { id: 'm1', target: '/m/activity?id=7', trackingUuid: 'tu-1' } }) }]);
    expect(reports()).toEqual([{ trackingUuid: 'tu-1', eventType: 'DELIVERED' }]);
    expect(h.sent.map((r) => [r.method, r.merchant, r.contentType])).toEqual([['PUT', 'demo', 'application/json']]);
  });

  it('drops a message for another merchant', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await sw.handlePush(payload({ merchant: 'lotto', id: 'm2', trackingUuid: 'tu-2' }));
    // Compared exactly, as production's worker does.
    await sw.handlePush(payload({ merchant: 'DEMO', id: 'm2', trackingUuid: 'tu-2' }));
    expect(h.shown).toEqual([]);
    expect(reports()).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('another merchant'));
  });

  it.each([['not JSON', '{'], ['no title', JSON.stringify({ data: {} })], ['null', null], ['binary junk', '\u0000\u0001']])(
    'ignores a malformed payload (%s) with a log line',
    async (_, raw) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      await expect(sw.handlePush(raw)).resolves.toBeUndefined();
      expect(h.shown).toEqual([]);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('malformed'));
    },
  );

  it.each([
    ['another origin', 'https://evil.example/m/home'],
    ['a protocol-relative URL', '//evil.example/m/home'],
    ['a path outside /m/', '/admin'],
    ['dot segments', '/m/../admin'],
  ])('opens home instead of a target with %s', async (_, url) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await sw.handlePush(payload({ id: 'm3', url }));
    expect(h.shown[0]?.options.data).toEqual({ id: 'm3', target: '/m/home', trackingUuid: '' });
  });

  it('does not record delivery when the notification cannot be shown', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    h.registration.showNotification.mockRejectedValueOnce(new TypeError('no permission'));
    await sw.handlePush(payload({ id: 'm4', trackingUuid: 'tu-4' }));
    expect(reports()).toEqual([]);
  });

  it('sends no receipt for a message without a trackingUuid, and uses the STORE_DATA icon when the message has none', async () => {
    await put(db, STORES.kv, { key: STORE_DATA_KEYS.iconUrl, value: 'http://localhost/m/icons/own.png' });
    await sw.handlePush(payload({ id: 'm5' }));
    expect(h.shown[0]?.options).toMatchObject({ icon: 'http://localhost/m/icons/own.png', data: { id: 'm5', target: '', trackingUuid: '' } });
    expect(reports()).toEqual([]);
  });
});

describe('notification click', () => {
  it('focuses a tab already on the target', async () => {
    const tab = windowClient('http://localhost/m/activity?id=7');
    h.clients.matchAll.mockResolvedValue([windowClient('http://localhost/m/home'), tab]);
    await sw.handleNotificationClick({ id: 'm1', target: '/m/activity?id=7', trackingUuid: 'tu-1' });
    expect(tab.focus).toHaveBeenCalledOnce();
    expect(tab.navigate).not.toHaveBeenCalled();
    expect(h.clients.openWindow).not.toHaveBeenCalled();
    expect(reports()).toEqual([{ trackingUuid: 'tu-1', eventType: 'CLICKED' }]);
    expect(h.sent[0]).toMatchObject({ method: 'PUT', merchant: 'demo', contentType: 'application/json' });
  });

  it('moves another site tab to the target and focuses it', async () => {
    const tab = windowClient('http://localhost/m/home');
    h.clients.matchAll.mockResolvedValue([windowClient('http://other.example/m/home'), tab]);
    await sw.handleNotificationClick({ id: 'm1', target: '/m/activity?id=7' });
    expect(tab.navigate).toHaveBeenCalledWith('/m/activity?id=7');
    expect(tab.focus).toHaveBeenCalledOnce();
    expect(h.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a window when no tab of the site is open, or the tab cannot be moved', async () => {
    await sw.handleNotificationClick({ id: 'm1', target: '/m/activity?id=7' });
    expect(h.clients.openWindow).toHaveBeenCalledWith('/m/activity?id=7');
    const stuck = windowClient('http://localhost/m/home');
    stuck.navigate.mockResolvedValue(null as never);
    h.clients.matchAll.mockResolvedValue([stuck]);
    await sw.handleNotificationClick({ id: 'm1', target: '/m/activity?id=7' });
    expect(h.clients.openWindow).toHaveBeenCalledTimes(2);
  });

  it('applies the go rule again to tampered notification data', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await sw.handleNotificationClick({ id: 5, target: 'javascript:alert(1)' });
    await sw.handleNotificationClick('junk');
    expect(h.clients.openWindow.mock.calls).toEqual([['/m/home'], ['/m/home']]);
  });

  it('without a target: focuses any tab of the site, else opens STORE_DATA\'s targetUrl, else home', async () => {
    const tab = windowClient('http://localhost/m/sports');
    h.clients.matchAll.mockResolvedValue([windowClient('http://other.example/m/home'), tab]);
    await sw.handleNotificationClick({ id: 'm1', target: '', trackingUuid: '' });
    expect(tab.focus).toHaveBeenCalledOnce();
    expect(tab.navigate).not.toHaveBeenCalled();
    h.clients.matchAll.mockResolvedValue([]);
    await sw.handleNotificationClick({ id: 'm1', target: '' });
    expect(h.clients.openWindow).toHaveBeenLastCalledWith('/m/home');
    await put(db, STORES.kv, { key: STORE_DATA_KEYS.targetUrl, value: 'http://localhost/m/home?r=pwa' });
    await sw.handleNotificationClick({ id: 'm1', target: '' });
    expect(h.clients.openWindow).toHaveBeenLastCalledWith('http://localhost/m/home?r=pwa');
  });
});
