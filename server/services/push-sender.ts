/**
 * Sending push messages. The reference server cannot reach Google, so FCM sits behind PushSender;
 * LocalPushSender records what it was asked to send, and end-to-end tests deliver those payloads to
 * the browser's service worker through the DevTools protocol (ServiceWorker.deliverPushMessage).
 */
import type { PushMessage } from '../../contract/push.ts';

/** The JSON a service worker receives, in FCM's web push shape. */
export interface PushPayload {
  fcmMessageId: string;
  notification: { title: string; body: string; icon?: string; image?: string };
  data: Record<string, string>;
}

export interface PushSender {
  send(tokens: readonly string[], payload: PushPayload): Promise<void>;
}

export interface SentPush { token: string; payload: PushPayload }

/** Keeps the last sends in memory, oldest dropped first. */
export class LocalPushSender implements PushSender {
  private sent: SentPush[] = [];
  constructor(private readonly limit = 1000) {}

  async send(tokens: readonly string[], payload: PushPayload): Promise<void> {
    for (const token of tokens) this.sent.push({ token, payload });
    if (this.sent.length > this.limit) this.sent.splice(0, this.sent.length - this.limit);
  }

  /** What was sent to one token, oldest first. */
  sentTo(token: string): SentPush[] {
    return this.sent.filter((s) => s.token === token);
  }
}

/** Where a message's images may come from: the merchant's image CDNs (status.imageCDNs) and the site's origin. */
export interface PushImageHosts { origin: string; imageCDNs: readonly string[] }

/**
 * True when an icon or image URL is on one of the merchant's image CDNs (origin and path prefix) and is
 * https or on the site's own origin; the service worker applies the same rule (sw/push.ts).
 */
export function isPushImageAllowed(raw: string, hosts: PushImageHosts): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '') return false;
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && url.origin === hosts.origin)) return false;
  return hosts.imageCDNs.some((cdn) => {
    try {
      const base = new URL(cdn);
      return url.origin === base.origin && url.pathname.startsWith(base.pathname.replace(/\/*$/, '/'));
    } catch {
      return false;
    }
  });
}

/**
 * The payload for a message to a merchant; the merchant code lets other merchants' workers drop it.
 * An icon or image not on the merchant's image CDNs is left out (onDropped hears which), never sent.
 */
export function buildPushPayload(
  id: string, merchant: string, m: Pick<PushMessage, 'title' | 'body' | 'target'> & Partial<PushMessage>,
  hosts: PushImageHosts = { origin: 'null', imageCDNs: [] }, onDropped: (field: 'icon' | 'image', url: string) => void = () => {},
): PushPayload {
  const keep = (field: 'icon' | 'image', url: string | undefined): string | undefined => {
    if (!url) return undefined;
    if (isPushImageAllowed(url, hosts)) return url;
    onDropped(field, url);
    return undefined;
  };
  const icon = keep('icon', m.icon);
  const image = keep('image', m.image);
  return {
    fcmMessageId: id,
    notification: { title: m.title, body: m.body, ...(icon && { icon }), ...(image && { image }) },
    // trackingUuid is production's receipt key (EMFE_appPushDeliveryCallback); the message id serves as one.
    data: { id, merchant, url: m.target, trackingUuid: id },
  };
}
