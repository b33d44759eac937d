/**
 * Push in the service worker: defensive payload parsing, other merchants' messages dropped, the
 * notification shown, and a click that focuses an open tab or opens the target under the `go` rule.
 * Delivery and click receipts go through the outbox, so they survive offline periods too.
 */
import { safeGo } from '../contract/go.ts';
import { isForMerchant, parsePushPayload, PUSH_EVENTS } from '../contract/push.ts';
import { BASE, PATHS } from '../contract/routes.ts';
import type { EventReport } from '../contract/wps.ts';
import { swQuery } from './lifecycle.ts';
import { enqueueReport } from './outbox.ts';
import { isCdnImage } from './runtimeImages.ts';

declare const self: ServiceWorkerGlobalScope;

/** What a shown notification carries to its click. */
export interface NotificationData { id: string; target: string }

/** The validated target of a message or click; home when the sender's target fails the go rule. */
export function notificationTarget(raw: unknown, origin: string): string {
  const home = BASE + PATHS.home;
  if (raw === '' || raw === undefined || raw === null) return home;
  const safe = safeGo(typeof raw === 'string' ? raw : null, origin);
  if (safe === null) console.warn('[sw] push target refused (go rule): home');
  return safe ?? home;
}

/**
 * A notification's icon or image, only from the merchant's image CDNs (the prefixes learnt from the status
 * answer; before one arrives, the own origin's /cdn/) and only over https or from the own origin.
 * Anything else is dropped with a log line: the notification still shows, without it.
 */
export function notificationImage(raw: string, origin: string, field: string): string | undefined {
  if (raw === '') return undefined;
  let url: URL | null = null;
  try { url = new URL(raw, origin); } catch { url = null; }
  const secure = url !== null && (url.protocol === 'https:' || url.origin === origin) && url.username === '' && url.password === '';
  if (url && secure && isCdnImage(url, 'image', origin)) return url.href;
  console.warn(`[sw] push ${field} dropped: not on the merchant's image CDNs`);
  return undefined;
}

function receipt(event: string, id: string): EventReport {
  return {
    eventID: crypto.randomUUID(), event, value: { messageId: id }, domain: self.location.host, affiliateCode: '', channels: ['push'], clickIds: {},
  };
}

/** Handles one push payload; resolves (never rejects) once the notification is shown and the receipt stored. */
export async function handlePush(raw: string | null): Promise<void> {
  const message = parsePushPayload(raw);
  if (!message) {
    console.warn('[sw] push ignored: malformed payload');
    return;
  }
  const merchant = swQuery()?.merchant;
  if (!merchant || !isForMerchant(message, merchant)) {
    console.warn('[sw] push ignored: addressed to another merchant');
    return;
  }
  const origin = self.location.origin;
  const data: NotificationData = { id: message.id, target: notificationTarget(message.target, origin) };
  const icon = notificationImage(message.icon, origin, 'icon');
  const image = notificationImage(message.image, origin, 'image');
  try {
    await self.registration.showNotification(message.title, {
      body: message.body, data, tag: message.id || undefined, ...(icon && { icon }), ...(image && { image }),
    } as NotificationOptions);
  } catch (error) {
    // No permission (revoked after subscribing): nothing to show, nothing delivered.
    console.warn('[sw] push not shown', error);
    return;
  }
  await enqueueReport(receipt(PUSH_EVENTS.delivered, message.id));
}

/** The window to reuse: one already on the target, else any tab of the site. */
function pickClient(clients: readonly WindowClient[], target: string): WindowClient | undefined {
  return clients.find((c) => isOn(c, target)) ?? clients.find((c) => isOn(c, null));
}

/** True when the tab is on this site's /m/ pages, and on exactly the target when one is given. */
function isOn(client: WindowClient, target: string | null): boolean {
  try {
    const u = new URL(client.url);
    if (u.origin !== self.location.origin || !u.pathname.startsWith(`${BASE}/`)) return false;
    return target === null || u.pathname + u.search + u.hash === target;
  } catch {
    return false;
  }
}

/** Focuses a tab on the target, moves another site tab there, or opens a new one. Never rejects. */
export async function handleNotificationClick(rawData: unknown): Promise<void> {
  const record = typeof rawData === 'object' && rawData !== null ? rawData as Record<string, unknown> : {};
  const target = notificationTarget(record.target, self.location.origin);
  const id = typeof record.id === 'string' ? record.id.slice(0, 128) : '';
  try {
    const clients = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const client = pickClient(clients, target);
    // navigate() answers null for a tab this worker does not control; a new window is opened instead.
    const win = client && (isOn(client, target) ? client : await client.navigate(target).catch(() => null));
    if (win) await win.focus().catch((error: unknown) => console.warn('[sw] focus refused', error));
    else await self.clients.openWindow(target);
  } catch (error) {
    console.warn('[sw] click target not opened', error);
  }
  await enqueueReport(receipt(PUSH_EVENTS.clicked, id));
}

/** waitUntil throws for an untrusted (script-dispatched) event; the work still runs. */
function keepAlive(event: ExtendableEvent, work: Promise<void>): void {
  try {
    event.waitUntil(work);
  } catch {
    void work;
  }
}

export function wirePush(): void {
  self.addEventListener('push', (event) => {
    let raw: string | null = null;
    try { raw = event.data?.text() ?? null; } catch { raw = null; }
    keepAlive(event, handlePush(raw));
  });
  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    keepAlive(event, handleNotificationClick(event.notification.data));
  });
}
