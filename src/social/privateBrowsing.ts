/**
 * Private-browsing detection for social sign-in (spec section 5: refused with not_support_incognito).
 * Heuristics, because no browser says so: Chromium's storage quota in a private window is far below its
 * normal share of the disk (under twice the JS heap limit), Firefox disables service workers there, and
 * WebKit refuses the origin-private file system. Any failure to probe means "not private".
 */
export interface PrivacyProbe {
  /** navigator.storage.estimate, when present. */
  estimate?: () => Promise<{ quota?: number }>;
  /** performance.memory.jsHeapSizeLimit (Chromium only). */
  heapLimit?: number;
  isChromium: boolean;
  isFirefox: boolean;
  isWebKit: boolean;
  hasServiceWorker: boolean;
  /** navigator.storage.getDirectory, when present. */
  getDirectory?: () => Promise<unknown>;
}

const GIB = 1024 ** 3;

export function browserProbe(): PrivacyProbe {
  const ua = navigator.userAgent;
  const storage = navigator.storage as (StorageManager & { getDirectory?: () => Promise<unknown> }) | undefined;
  const memory = (performance as Performance & { memory?: { jsHeapSizeLimit?: number } }).memory;
  const isChromium = /Chrome\/|Chromium\/|CriOS\//.test(ua);
  return {
    estimate: storage?.estimate ? () => storage.estimate() : undefined,
    heapLimit: memory?.jsHeapSizeLimit,
    isChromium,
    isFirefox: /Firefox\//.test(ua),
    isWebKit: !isChromium && /AppleWebKit\//.test(ua),
    hasServiceWorker: 'serviceWorker' in navigator,
    getDirectory: storage?.getDirectory ? () => storage.getDirectory!() : undefined,
  };
}

export async function isPrivateBrowsing(probe: PrivacyProbe = browserProbe()): Promise<boolean> {
  try {
    if (probe.isChromium && probe.estimate) {
      const { quota } = await probe.estimate();
      return typeof quota === 'number' && quota < 2 * (probe.heapLimit ?? GIB);
    }
    if (probe.isFirefox) return !probe.hasServiceWorker;
    if (probe.isWebKit && probe.getDirectory) {
      try {
        await probe.getDirectory();
        return false;
      } catch (err) {
        return String((err as Error)?.message ?? err).includes('unknown transient reason');
      }
    }
  } catch (err) {
    console.warn('[social] private-browsing probe failed', err);
  }
  return false;
}
