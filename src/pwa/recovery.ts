/**
 * The way back from an outage with no user action: while the offline banner shows, the status call is
 * probed with backoff (and at once on `online` or when the tab becomes visible). When the server itself
 * answers, the status and the lobby are refreshed, the banner goes and the outage's dialogs close.
 */
import { SW_CACHE_DATE_HEADER } from '../../contract/pwa';
import { WPS } from '../../contract/wps';
import { clearCache } from '../api';
import { merchantCode, refreshStatus } from '../state/merchant';
import { loadLobby, state as lobby } from '../state/lobby';
import { endOutage } from '../state/ui';
import { clearLastGood } from './lastGood';

export const PROBE_FIRST_MS = 2000;
export const PROBE_MAX_MS = 30_000;

/** True only for a fresh success from the server: a worker's saved copy (dated) or any failure means still down. */
export async function serverAnswers(fetcher: typeof fetch = fetch): Promise<boolean> {
  try {
    const merchant = merchantCode();
    const res = await fetcher(`${WPS.status}?device=MOBILE`, { cache: 'no-store', headers: merchant ? { Merchant: merchant } : {} });
    if (!res.ok || res.headers.has(SW_CACHE_DATE_HEADER)) return false;
    return ((await res.json()) as { success?: unknown }).success === true;
  } catch {
    return false;
  }
}

/** The server is back: fresh answers replace what the outage left (the request layer's copies included). */
async function recover(): Promise<void> {
  endOutage();
  clearLastGood();
  clearCache();
  await Promise.all([refreshStatus(), lobby.loaded ? loadLobby() : undefined]);
}

let running = false;

/** Starts probing once (later calls while it runs do nothing); stops after the server answered and the page refreshed. */
export function startRecovery(): void {
  if (running) return;
  running = true;
  let delay = PROBE_FIRST_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let probing = false;
  const probe = async (): Promise<void> => {
    if (probing || !running) return;
    probing = true;
    clearTimeout(timer);
    const back = navigator.onLine !== false && (await serverAnswers());
    probing = false;
    if (back) {
      stop();
      await recover().catch((error: unknown) => console.warn('[recovery] refresh failed', error));
      return;
    }
    timer = setTimeout(() => void probe(), delay);
    delay = Math.min(delay * 2, PROBE_MAX_MS);
  };
  const now = (): void => {
    if (document.visibilityState === 'hidden') return;
    delay = PROBE_FIRST_MS;
    void probe();
  };
  const stop = (): void => {
    running = false;
    clearTimeout(timer);
    removeEventListener('online', now);
    document.removeEventListener('visibilitychange', now);
  };
  addEventListener('online', now);
  document.addEventListener('visibilitychange', now);
  timer = setTimeout(() => void probe(), delay);
  delay *= 2;
}
