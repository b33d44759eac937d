/**
 * Push in the service worker: defensive payload parsing, other merchants' messages dropped, the notification shown
 * (production's tag), and a click that opens the message's target under the `go` rule, else focuses a tab in scope,
 * else opens STORE_DATA's targetUrl or home. Delivery and click receipts wait in IndexedDB until sent (receipts.ts).
 */
import { safeGo } from '../contract/go.ts';
import { isForMerchant, parsePushPayload, PUSH_CLICKED, PUSH_DELIVERED, PUSH_TAG, type PushDeliveryBody } from '../contract/push.ts';
import { BASE, PATHS } from '../contract/routes.ts';
import { swQuery } from './lifecycle.ts';
import { outboxDb } from './outbox.ts';
import { queueReceipt, sendReceipts } from './receipts.ts';
import { isCdnImage } from './runtimeImages.ts';
import { readStoredData } from './storeData.ts';

declare const self: ServiceWorkerGlobalScope;

/** What a shown notification carries to its click; target is '' when the message named none. */
export interface NotificationData { id: string; target: string; trackingUuid: string }

/** The validated target of a message or click; home when the sender's target fails the go rule. */
export function notificationTarget(raw: unknown, origin: string): string {
  const home = BASE + PATHS.home;
  if (raw === '' || raw === undefined || raw === null) return home;
  const safe = safeGo(typeof raw === 'string' ? raw : null, origin);
  if (safe === null) console.warn('[sw] push target refused');
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
  console.warn(`[sw] push ${field} dropped`);
  return undefined;
}

/** Stores the receipt, then sends what waits; never rejects. */
async function receipt(body: PushDeliveryBody): Promise<void> {
  const merchant = swQuery()?.merchant;
  try {
    await queueReceipt(outboxDb, body, Date.now());
  } catch (error) {
    console.warn('[sw] receipts', error);
  }
  if (merchant) await sendReceipts(outboxDb, merchant, Date.now());
}

/** Handles one push payload; resolves (never rejects) once the notification is shown and the receipt stored. */
export async function handlePush(raw: string | null): Promise<void> {
  const message = parsePushPayload(raw);
  if (!message) {
    console.warn('[sw] push malformed');
    return;
  }
  const merchant = swQuery()?.merchant;
  if (!merchant || !isForMerchant(message, merchant)) {
    console.warn('[sw] push for another merchant');
    return;
  }
  const origin = self.location.origin;
  const data: NotificationData = { id: message.id, target: message.target && notificationTarget(message.target, origin), trackingUuid: message.trackingUuid };
  const icon = notificationImage(message.icon, origin, 'icon') ?? (await readStoredData(outboxDb).catch(() => ({ iconUrl: undefined }))).iconUrl;
  const image = notificationImage(message.image, origin, 'image');
  try {
    await self.registration.showNotification(message.title, {
      body: message.body, data, tag: PUSH_TAG, ...(icon && { icon }), ...(image && { image }),
    } as NotificationOptions);
  } catch (error) {
    // No permission (revoked after subscribing): nothing to show, nothing delivered.
    console.warn('[sw] push not shown', error);
    return;
  }
  await receipt({ trackingUuid: message.trackingUuid, eventType: PUSH_DELIVERED });
}

/** The window to reuse: one already on the target, else any tab of the site. */
function pickClient(clients: readonly WindowClient[], target: string | null): WindowClient | undefined {
  return (target !== null && clients.find((c) => isOn(c, target))) || clients.find((c) => isOn(c, null));
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

/**
 * With a target: focuses a tab on it, moves another site tab there, or opens a new one. Without: focuses any site tab,
 * else opens STORE_DATA's targetUrl or home. Never rejects.
 */
export async function handleNotificationClick(rawData: unknown): Promise<void> {
  const record = typeof rawData === 'object' && rawData !== null ? rawData as Record<string, unknown> : {};
  const target = record.target ? notificationTarget(record.target, self.location.origin) : null;
  const trackingUuid = typeof record.trackingUuid === 'string' ? record.trackingUuid.slice(0, 128) : '';
  try {
    const clients = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const client = pickClient(clients, target);
    // navigate() answers null for a tab this worker does not control; a new window is opened instead.
    const win = client && (target === null || isOn(client, target) ? client : await client.navigate(target).catch(() => null));
    if (win) await win.focus().catch((error: unknown) => console.warn('[sw] focus refused', error));
    else await self.clients.openWindow(target ?? (await readStoredData(outboxDb).catch(() => ({ targetUrl: undefined }))).targetUrl ?? BASE + PATHS.home);
  } catch (error) {
    console.warn('[sw] click', error);
  }
  await receipt({ trackingUuid, eventType: PUSH_CLICKED });
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
