/**
 * POST /wps/system/collect, the performance beacon. It must survive the page being closed, so it
 * uses navigator.sendBeacon (a text/plain Blob keeps it a simple request) or a keepalive fetch.
 */
import type { CollectBody } from '../../contract/wps.ts';
import { WPS } from '../../contract/wps.ts';

/** True when the browser accepted the beacon for delivery; never throws. */
export async function collect(body: CollectBody): Promise<boolean> {
  const text = JSON.stringify(body);
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  if (nav && typeof nav.sendBeacon === 'function') {
    try {
      if (nav.sendBeacon(WPS.collect, new Blob([text], { type: 'text/plain' }))) return true;
    } catch (err) {
      console.warn('[api] sendBeacon failed, falling back to fetch', err);
    }
  }
  try {
    const res = await fetch(WPS.collect, {
      method: 'POST',
      body: text,
      headers: { 'Content-Type': 'text/plain' },
      credentials: 'same-origin',
      keepalive: true,
    });
    return res.ok;
  } catch (err) {
    console.warn('[api] collect failed', err);
    return false;
  }
}
