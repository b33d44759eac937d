/**
 * FNV-1a, 32 bits, over UTF-16 code units: a cheap, stable fingerprint of a string (not a secret;
 * never use it where collisions matter for security).
 */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
