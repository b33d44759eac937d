/** The asset hash of spec section 4: fetched no-cache from the build's manifest, compared with the stored one. */
import { ASSET_MANIFEST_URL, parseAssetManifest } from '../../contract/pwa';
import { safeGetItem, safeSetItem, type StorageLike } from '../lib/storage';

/** Spec section 3, "PWA update hash" (local storage). */
export const PWA_HASH_KEY = 'MC_PWA_HASH';

export type HashCheck = 'first' | 'same' | 'changed';

/** The deployed build's hash, or null (logged) when the manifest is unreachable or malformed. */
export async function fetchAssetHash(fetchFn: typeof fetch = fetch): Promise<string | null> {
  try {
    const res = await fetchFn(ASSET_MANIFEST_URL, { cache: 'no-store', credentials: 'same-origin' });
    if (!res.ok) {
      console.warn(`[pwa] asset manifest answered ${res.status}`);
      return null;
    }
    const manifest = parseAssetManifest(await res.json());
    if (!manifest) console.warn('[pwa] asset manifest malformed, ignored');
    return manifest?.hash ?? null;
  } catch (error) {
    console.warn('[pwa] asset manifest unreachable', error);
    return null;
  }
}

/** Stores the first hash and every changed one; 'changed' means a new build is deployed. */
export function compareAndStoreHash(storage: StorageLike | null, hash: string): HashCheck {
  const stored = safeGetItem(storage, PWA_HASH_KEY);
  if (stored === hash) return 'same';
  safeSetItem(storage, PWA_HASH_KEY, hash);
  // A missing or tampered value is a first visit, not an update: no dialog for garbage in storage.
  return stored && parseStored(stored) ? 'changed' : 'first';
}

function parseStored(value: string): boolean {
  return /^[0-9a-f]{8,64}$/.test(value);
}
