import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { swHarness, windowClient } from './swHarness.ts';

let h: ReturnType<typeof swHarness>;
let sw: typeof import('../../../sw/push.ts');

beforeEach(async () => {
  vi.resetModules();
  h = swHarness('demo');
  sw = await import('../../../sw/push.ts');
});
afterEach(() => vi.unstubAllGlobals());

const payload = (data: Record<string, unknown>, title = 'Bonus') => JSON.stringify({ fcmMessageId: 'f-1', notification: { title, body: 'Claim it' }, data });
const reports = () => h.sent.filter((r) => r.url === '/wps/system/event').map((r) => r.body as { event: string; value: { messageId: string } });

describe('push in the service worker', () => {
  it('shows the notification with the validated target and records a delivery receipt', async () => {
    await sw.handlePush(payload({ merchant: 'demo', id: 'm1', url: '/m/activity?id=7' }));
    expect(h.shown).toEqual([{ title: 'Bonus', options: expect.objectContaining({ body: 'Claim it', data: { id: 'm1', target: '/m/activity?id=7' } }) }]);
    expect(reports()).toEqual([expect.objectContaining({ event: 'pushDelivered', value: { messageId: 'm1' } })]);
    expect(h.sent[0]?.merchant).toBe('demo');
  });

  it('drops a message for another merchant', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await sw.handlePush(payload({ merchant: 'lotto', id: 'm2' }));
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
    expect(h.shown[0]?.options.data).toEqual({ id: 'm3', target: '/m/home' });
  });

  it('does not record delivery when the notification cannot be shown', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    h.registration.showNotification.mockRejectedValueOnce(new TypeError('no permission'));
    await sw.handlePush(payload({ id: 'm4' }));
    expect(reports()).toEqual([]);
  });
});

describe('notification click', () => {
  it('focuses a tab already on the target', async () => {
    const tab = windowClient('http://localhost/m/activity?id=7');
    h.clients.matchAll.mockResolvedValue([windowClient('http://localhost/m/home'), tab]);
    await sw.handleNotificationClick({ id: 'm1', target: '/m/activity?id=7' });
    expect(tab.focus).toHaveBeenCalledOnce();
    expect(tab.navigate).not.toHaveBeenCalled();
    expect(h.clients.openWindow).not.toHaveBeenCalled();
    expect(reports()).toEqual([expect.objectContaining({ event: 'pushClick', value: { messageId: 'm1' } })]);
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
});
