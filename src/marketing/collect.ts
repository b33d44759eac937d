/** pixelTrack() for callers (registration payloads, event reports): the browser-bound wrapper of buildPixelTrack. */
import { localStore } from '../lib/memoryStorage';
import { s2sInfo } from '../lib/tracking';
import { state as merchant } from '../state/merchant';
import { buildPixelTrack, captureAdIds, type PixelTrack } from './pixelTrack.ts';

function cookie(): string {
  try {
    return document.cookie;
  } catch {
    return ''; // cookies blocked
  }
}

export function pixelTrack(): PixelTrack | null {
  const analytics = merchant.status?.analytics;
  const storage = localStore();
  return buildPixelTrack({
    search: location.search, storage, cookie: cookie(), pixelIds: analytics?.pixelIds ?? {}, gaId: analytics?.gaId ?? null, s2s: s2sInfo(storage),
  });
}

/** On landing: keep the query's ad ids and write the facebook cookies. */
export function captureLandingAdIds(): void {
  captureAdIds({
    search: location.search, storage: localStore(), cookie, now: Date.now(), random: Math.random,
    setCookie: (c) => { try { document.cookie = c; } catch { /* cookies blocked */ } },
    facebookPixel: Boolean(merchant.status?.analytics.pixelIds.facebook),
  });
}
