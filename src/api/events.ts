/**
 * Marketing event delivery (production-wire B9, B10): the collect beacon's body, and the fallback ping with one event.
 * The outbox deletes an event only once the server said 2xx, so the beacon's body goes by a request whose answer is read.
 */
import { PING_TIMEOUT_MS } from '../../contract/constants.ts';
import { collectBody, type CollectEvent } from '../../contract/marketing.ts';
import { WPS } from '../../contract/wps.ts';
import { request } from './client.ts';

/** POST /wps/system/collect {merchant, value: the event as JSON}, text/plain like the beacon; true on a 2xx. Never throws. */
export async function sendEvent(merchant: string, event: CollectEvent): Promise<boolean> {
  if (merchant === '') return false;
  try {
    const res = await fetch(WPS.collect, {
      method: 'POST', body: collectBody(merchant, event), headers: { 'Content-Type': 'text/plain' }, credentials: 'same-origin', keepalive: true,
    });
    return res.ok;
  } catch (error) {
    console.warn('[events] collect failed', error);
    return false;
  }
}

/** GET /wps/system/test/ping?events=<one event as JSON>, 15 s time-out; true on success. */
export async function pingEvent(event: CollectEvent): Promise<boolean> {
  const env = await request<unknown>({
    method: 'GET', path: WPS.ping, query: { events: JSON.stringify(event) }, timeoutMs: PING_TIMEOUT_MS, silent: true,
  });
  return env.success;
}
