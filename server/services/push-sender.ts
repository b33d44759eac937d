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

/** The payload for a message to a merchant; the merchant code lets other merchants' workers drop it. */
export function buildPushPayload(id: string, merchant: string, m: Pick<PushMessage, 'title' | 'body' | 'target'> & Partial<PushMessage>): PushPayload {
  return {
    fcmMessageId: id,
    notification: { title: m.title, body: m.body, ...(m.icon && { icon: m.icon }), ...(m.image && { image: m.image }) },
    data: { id, merchant, url: m.target },
  };
}
