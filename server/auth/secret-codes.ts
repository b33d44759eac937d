import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A code of n decimal digits from the CSPRNG (leading zeros kept). */
export const randomDigits = (n: number): string => Array.from({ length: n }, () => randomInt(10)).join('');

/** A random opaque token (challenge ids, LINE session tokens, provider codes): 64 hex characters. */
export const randomToken = (): string => randomBytes(32).toString('hex');

/** SHA-256 hex of a high-entropy token: enough, since it cannot be guessed. */
export const sha256Hex = (s: string): string => createHash('sha256').update(s, 'utf8').digest('hex');

/**
 * 'salt$hash' of a short code bound to its scope (merchant and phone, or a challenge): a dump shows no code,
 * and one row's hash says nothing about another's. Codes live minutes, so a fast hash is enough.
 */
export function hashCode(scope: string, code: string): string {
  const salt = randomBytes(16).toString('hex');
  return `${salt}$${sha256Hex(`${salt}\n${scope}\n${code}`)}`;
}

export function codeMatches(stored: string, scope: string, code: string): boolean {
  const [salt, hash] = stored.split('$');
  if (!salt || !hash) return false;
  const actual = Buffer.from(sha256Hex(`${salt}\n${scope}\n${code}`), 'hex');
  const expected = Buffer.from(hash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Equal strings without a timing leak (different lengths are simply unequal). */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}
