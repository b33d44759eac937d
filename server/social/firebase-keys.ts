import { createPublicKey, X509Certificate, type KeyObject } from 'node:crypto';

interface CachedKeys { keys: Map<string, KeyObject>; until: number }
const cache = new Map<string, CachedKeys>();
const FETCH_TIMEOUT_MS = 5000;
const DEFAULT_MAX_AGE_S = 3600;

/** Google's x509 map ({kid: PEM certificate}) or a JWKS ({keys: [{kid, kty: 'RSA', n, e}]}). */
function parseKeys(body: unknown): Map<string, KeyObject> {
  const keys = new Map<string, KeyObject>();
  if (typeof body !== 'object' || body === null) return keys;
  const jwks = (body as { keys?: unknown }).keys;
  if (Array.isArray(jwks)) {
    for (const jwk of jwks) {
      if (typeof jwk !== 'object' || jwk === null) continue;
      const { kid, kty, n, e } = jwk as Record<string, unknown>;
      if (typeof kid !== 'string' || kty !== 'RSA' || typeof n !== 'string' || typeof e !== 'string') continue;
      keys.set(kid, createPublicKey({ key: { kty, n, e }, format: 'jwk' }));
    }
    return keys;
  }
  for (const [kid, pem] of Object.entries(body)) {
    if (typeof pem !== 'string') continue;
    try { keys.set(kid, new X509Certificate(pem).publicKey); } catch { /* skip a broken certificate */ }
  }
  return keys;
}

const maxAgeOf = (cacheControl: string | null): number => {
  const m = /max-age=(\d+)/.exec(cacheControl ?? '');
  return m ? Math.min(Number(m[1]), 86_400) : DEFAULT_MAX_AGE_S;
};

/** The public key for kid, fetched from url and kept for the answer's max-age; refetched once on an unknown kid. */
export async function firebasePublicKey(url: string, kid: string, nowMs: number): Promise<KeyObject | null> {
  let entry = cache.get(url);
  if (!entry || entry.until <= nowMs || !entry.keys.has(kid)) {
    const res = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!res.ok) throw new Error(`public keys answered HTTP ${res.status}`);
    entry = { keys: parseKeys(await res.json()), until: nowMs + maxAgeOf(res.headers.get('cache-control')) * 1000 };
    cache.set(url, entry);
  }
  return entry.keys.get(kid) ?? null;
}

/** Tests start from an empty cache. */
export const clearFirebaseKeyCache = (): void => { cache.clear(); };
