/**
 * Push end to end on the built site and the reference server. The demo merchant's Firebase project is a
 * "demo-" project, so the site uses the local provider; the server's local sender produces the payload
 * and the DevTools protocol (ServiceWorker.deliverPushMessage) delivers it to /m/sw.js. No browser can
 * click a notification through CDP, so the click is simulated inside the worker by dispatching a
 * notificationclick for the shown notification (an untrusted event: focus() may be refused, navigate() works).
 *
 * getNotifications() is read only after the worker's delivery receipt reached the server: headless
 * Chromium drops a notification whose display races a getNotifications() call (a tight poll lost about
 * one in four), and the receipt is stored only once showNotification() has resolved.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { apiLogin, launch, phone, ready, url } from './browser';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const origin = (): string => new URL(url('/')).origin;
const hooks = async <T>(path: string, json?: unknown): Promise<T> => {
  const res = await fetch(url(`/wps/testhooks${path}`), json === undefined
    ? { headers: { Merchant: 'demo' } }
    : { method: 'POST', headers: { Merchant: 'demo', 'Content-Type': 'application/json' }, body: JSON.stringify(json) });
  return ((await res.json()) as { value: T }).value;
};

interface Shown { title: string; body: string; tag: string; data: { id: string; target: string; trackingUuid: string } }
const notifications = (page: Page): Promise<Shown[]> => page.evaluate(async () => {
  const reg = await navigator.serviceWorker.ready;
  return (await reg.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as Shown['data'] }));
});

/** trackingUuids of the receipts the server stored (PUT EMFE_appPushDeliveryCallback, eventType DELIVERED or CLICKED). */
const receipts = async (eventType: 'DELIVERED' | 'CLICKED'): Promise<string[]> =>
  (await hooks<{ events: { body: unknown }[] }>(`/events?event=push${eventType}`)).events
    .map((e) => (typeof e.body === 'string' ? JSON.parse(e.body) : e.body) as { trackingUuid: string; eventType: string })
    .filter((b) => b.eventType === eventType).map((b) => b.trackingUuid);

/** The notifications listed once the worker has shown this message and stored its receipt. */
async function shownAfterReceipt(page: Page, trackingUuid: string): Promise<Shown[]> {
  await expect.poll(() => receipts('DELIVERED'), { timeout: 15_000, interval: 250 }).toContain(trackingUuid);
  return notifications(page);
}

async function registrationId(cdp: CDPSession): Promise<string> {
  return new Promise((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const reg = registrations.find((r) => r.scopeURL === `${origin()}/m/` && !r.isDeleted);
      if (reg) resolve(reg.registrationId);
    });
    void cdp.send('ServiceWorker.enable');
  });
}

/** Simulates the player's click on the notification with this message id, inside the worker. */
async function clickNotification(context: BrowserContext, id: string): Promise<void> {
  const worker = context.serviceWorkers().find((w) => w.url().includes('/m/sw.js'));
  if (!worker) throw new Error('no /m/sw.js worker');
  await worker.evaluate(async (messageId) => {
    // Runs inside the worker; the Node test tsconfig has no WebWorker lib, so its globals are typed here.
    interface Shown { data: unknown }
    interface SwScope { registration: { getNotifications(): Promise<Shown[]> }; dispatchEvent(e: Event): boolean }
    const g = globalThis as unknown as SwScope & { NotificationEvent: new (type: string, init: { notification: Shown }) => Event };
    const found = (await g.registration.getNotifications()).find((n) => (n.data as { id?: string } | null)?.id === messageId);
    if (!found) throw new Error(`no notification ${messageId}`);
    g.dispatchEvent(new g.NotificationEvent('notificationclick', { notification: found }));
  }, id);
}

describe('push', () => {
  it('binds silently when granted, shows a delivered push, drops foreign and malformed ones, and a click opens the validated target', { timeout: 120_000 }, async () => {
    const { context, page } = await phone(browser);
    await context.grantPermissions(['notifications'], { origin: origin() });
    const token = await apiLogin('player01');
    await page.goto(url(`/m/home?token=${token}`));
    await ready(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });

    // Registration runs 10 s after start; permission is granted, so no dialog shows.
    const pushToken = await page.waitForFunction(() => {
      const raw = localStorage.getItem('MC_PUSH_TOKEN');
      const t = raw ? (JSON.parse(raw) as { token: string; memberId: string }) : null;
      return t?.memberId ? t.token : null;
    }, null, { timeout: 30_000 }).then((h) => h.jsonValue() as Promise<string>);
    expect(await page.locator('[data-testid="push-prompt"]').count()).toBe(0);

    const cdp = await context.newCDPSession(page);
    const regId = await registrationId(cdp);
    const deliver = (data: string) => cdp.send('ServiceWorker.deliverPushMessage', { origin: origin(), registrationId: regId, data });

    // Addressed through the server: topic ALL reaches this browser's token.
    const sent = await hooks<{ tokens: string[] }>('/push', { topic: 'ALL', title: 'Weekend bonus', body: 'Open to claim', target: '/m/activity?id=7' });
    expect(sent.tokens).toContain(pushToken);
    const [payload] = await hooks<string[]>(`/push?token=${encodeURIComponent(pushToken)}`);
    const foreign = await hooks<{ payload: unknown }>('/push', { token: 'nobody', merchant: 'lotto', title: 'Lotto only', target: '/m/home' });

    await deliver(JSON.stringify(foreign.payload));
    await deliver('{not json');
    await deliver(JSON.stringify({ notification: { body: 'no title' } }));
    await deliver(payload!);
    const tracking = (JSON.parse(payload!) as { data: { trackingUuid: string } }).data.trackingUuid;
    const shown = await shownAfterReceipt(page, tracking);
    expect(shown.map((n) => n.title)).toEqual(['Weekend bonus']);
    expect(shown[0]).toMatchObject({ body: 'Open to claim', tag: 'default-group', data: { target: '/m/activity?id=7', trackingUuid: tracking } });

    // Click: the open tab is moved to the target.
    await clickNotification(context, shown[0]!.data.id);
    await page.waitForURL((u) => u.pathname === '/m/activity' && u.searchParams.get('id') === '7', { timeout: 15_000 });

    // A target that fails the go rule opens home instead.
    const hostile = await hooks<{ payload: { data: { id: string; trackingUuid: string } } }>('/push', { token: pushToken, title: 'Bad link', target: '//evil.example/m/home' });
    await deliver(JSON.stringify(hostile.payload));
    // One tag for every notification (production's): the newer replaces the shown one.
    expect((await shownAfterReceipt(page, hostile.payload.data.trackingUuid)).map((n) => [n.title, n.data.target])).toEqual([['Bad link', '/m/home']]);
    await clickNotification(context, hostile.payload.data.id);
    await page.waitForURL((u) => u.pathname === '/m/home', { timeout: 15_000 });

    // Delivery and click receipts reach the server from the worker, one of each per message.
    expect(await receipts('DELIVERED')).toEqual(expect.arrayContaining([tracking, hostile.payload.data.trackingUuid]));
    await expect.poll(() => receipts('CLICKED'), { timeout: 30_000 }).toEqual(expect.arrayContaining([tracking, hostile.payload.data.trackingUuid]));
    await context.close();
  });

  it('asks through our dialog only after a user gesture, and remembers the day when the player declines', { timeout: 90_000 }, async () => {
    const { context, page } = await phone(browser);
    const token = await apiLogin('player01');
    await page.goto(url(`/m/home?token=${token}`));
    await ready(page);
    expect(await page.evaluate(() => Notification.permission)).toBe('default');
    const prompt = page.locator('[data-testid="push-prompt"]');
    // The dialog never opens by itself; key presses before the 10 s registration do not open it yet.
    await expect.poll(async () => {
      await page.keyboard.press('Shift');
      return prompt.count();
    }, { timeout: 30_000, interval: 1000 }).toBe(1);
    await expect(page.evaluate(() => localStorage.getItem('MC_PUSH_PROMPT_DAY'))).resolves.toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await prompt.getByRole('button', { name: 'Not now' }).click();
    expect(await prompt.count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('MC_PUSH_TOKEN'))).toBeNull();
    await context.close();
  });
});
