/**
 * Device signals for the fingerprint device id, read on the main thread (the worker has no screen and
 * a different navigator) and hashed in the crypto worker. Cheap reads only: no canvas, no audio, and no time zone
 * (its first read loads the ICU data: the worker reads it, workers/fingerprint.ts workerSignals).
 */
import type { FingerprintSignals } from '../../workers/fingerprint.ts';

type Nav = Navigator & { deviceMemory?: number };

/** One signal; a browser that throws on a read gives null rather than failing the whole id. */
function read<T extends string | number | boolean | null>(get: () => T | undefined): T | null {
  try {
    return get() ?? null;
  } catch {
    return null;
  }
}

export function collectFingerprintSignals(): FingerprintSignals {
  const nav = (typeof navigator === 'undefined' ? {} : navigator) as Partial<Nav>;
  const scr = typeof screen === 'undefined' ? null : screen;
  return {
    ua: read(() => nav.userAgent),
    language: read(() => nav.language),
    languages: read(() => nav.languages?.join(',')),
    platform: read(() => nav.platform),
    cores: read(() => nav.hardwareConcurrency),
    memory: read(() => nav.deviceMemory),
    touchPoints: read(() => nav.maxTouchPoints),
    cookies: read(() => nav.cookieEnabled),
    // Sorted, so turning the phone does not change the id.
    screen: read(() => (scr ? [scr.width, scr.height].sort((a, b) => a - b).join('x') : undefined)),
    colorDepth: read(() => scr?.colorDepth),
    pixelRatio: read(() => (typeof devicePixelRatio === 'number' ? devicePixelRatio : undefined)),
  };
}
