import { createHmac } from 'node:crypto';
import { safeEqual } from './secret-codes.ts';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 (padding and case ignored); null for any other character. */
export function base32Decode(text: string): Buffer | null {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of text.toUpperCase().replace(/=+$/, '')) {
    const i = BASE32.indexOf(ch);
    if (i < 0) return null;
    value = (value << 5) | i;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 4226 HOTP with SHA-1, `digits` long. */
export function hotp(key: Buffer, counter: number, digits = 6): string {
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(msg).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const bin = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(bin).padStart(digits, '0');
}

/** RFC 6238 TOTP (30 s steps) for the authenticator-app ('ga') second step. */
export const totp = (key: Buffer, nowMs: number, digits = 6): string => hotp(key, Math.floor(nowMs / 30_000), digits);

/** Accepts the current step and one on each side, for clock drift between phone and server. */
export function totpMatches(secretBase32: string, code: string, nowMs: number): boolean {
  const key = base32Decode(secretBase32);
  if (!key || key.length === 0) return false;
  return [-1, 0, 1].some((d) => safeEqual(totp(key, nowMs + d * 30_000), code));
}
