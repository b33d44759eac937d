import { verify } from 'node:crypto';
import { firebaseCertsUrl, firebaseEmulatorHost } from '../auth/auth-mode.ts';
import { firebasePublicKey } from './firebase-keys.ts';

export interface FirebaseIdentity { uid: string; provider: string; email: string | null; phone: string | null }

/** Clock difference tolerated on iat and auth_time. */
const SKEW_S = 300;

const decodePart = (part: string): Record<string, unknown> | null => {
  if (!/^[A-Za-z0-9_-]+$/.test(part)) return null;
  try {
    const v = JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown;
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/** The claims Firebase documents for an ID token: audience and issuer are the project, not expired, a subject. */
function checkClaims(p: Record<string, unknown>, projectId: string, nowS: number): string | null {
  if (p.aud !== projectId) return 'aud is not this project';
  if (p.iss !== `https://securetoken.google.com/${projectId}`) return 'iss is not this project';
  if (typeof p.exp !== 'number' || p.exp <= nowS) return 'expired';
  if (typeof p.iat !== 'number' || p.iat > nowS + SKEW_S) return 'issued in the future';
  if (p.auth_time !== undefined && (typeof p.auth_time !== 'number' || p.auth_time > nowS + SKEW_S)) return 'auth_time in the future';
  if (typeof p.sub !== 'string' || p.sub.length === 0 || p.sub.length > 128) return 'no subject';
  return null;
}

/**
 * Verifies a Firebase ID token for projectId. With FIREBASE_AUTH_EMULATOR_HOST set the emulator's unsigned
 * tokens (alg none) are accepted on their claims; otherwise only RS256 signed by a key of the certs URL.
 * Returns the identity, or a reason string for the log.
 */
export async function verifyFirebaseIdToken(token: string, projectId: string, nowMs: number): Promise<FirebaseIdentity | string> {
  if (!projectId) return 'no firebase project configured';
  const parts = token.split('.');
  if (parts.length !== 3) return 'not a JWT';
  const [h = '', p = '', s = ''] = parts;
  const header = decodePart(h);
  const payload = decodePart(p);
  if (!header || !payload) return 'malformed JWT';
  if (firebaseEmulatorHost() && header.alg === 'none') {
    if (s !== '') return 'unsigned token with a signature';
  } else {
    if (header.alg !== 'RS256' || typeof header.kid !== 'string') return 'not RS256 with a kid';
    let key;
    try {
      key = await firebasePublicKey(firebaseCertsUrl(), header.kid, nowMs);
    } catch (err) {
      return `public keys unavailable: ${err instanceof Error ? err.message : String(err)}`;
    }
    if (!key) return 'unknown kid';
    if (!/^[A-Za-z0-9_-]*$/.test(s) || !verify('RSA-SHA256', Buffer.from(`${h}.${p}`), key, Buffer.from(s, 'base64url'))) return 'bad signature';
  }
  const problem = checkClaims(payload, projectId, Math.floor(nowMs / 1000));
  if (problem) return problem;
  const fb = (typeof payload.firebase === 'object' && payload.firebase !== null ? payload.firebase : {}) as Record<string, unknown>;
  return {
    uid: payload.sub as string,
    provider: typeof fb.sign_in_provider === 'string' ? fb.sign_in_provider : 'unknown',
    email: typeof payload.email === 'string' ? payload.email : null,
    phone: typeof payload.phone_number === 'string' ? payload.phone_number : null,
  };
}
