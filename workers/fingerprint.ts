/** Device fingerprint hashing: signals in, a 36-character UUID-shaped device id out (spec section 3). */

export type FingerprintSignals = Record<string, string | number | boolean | null>;

/** Canonical text: keys sorted, each value tagged with its type so 1, '1' and true never collide. */
export function canonicalSignals(signals: FingerprintSignals): string {
  const rows: [string, string, string][] = [];
  for (const key of Object.keys(signals).sort()) {
    const value: unknown = signals[key];
    if (value === undefined) continue;
    rows.push([key, value === null ? 'null' : typeof value, String(value)]);
  }
  return JSON.stringify(rows);
}

/** Formats 16 bytes as 8-4-4-4-12 hex with the version nibble 4 and the RFC 4122 variant bits. */
export function bytesToUuid(bytes: Uint8Array): string {
  const b = Array.from(bytes.subarray(0, 16));
  if (b.length !== 16) throw new RangeError('bytesToUuid needs 16 bytes');
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = b.map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** SHA-256 of the canonical signals, shaped as a UUID: deterministic and independent of key order. */
export async function hashFingerprint(signals: FingerprintSignals): Promise<string> {
  const data = new TextEncoder().encode(canonicalSignals(signals));
  const digest = await crypto.subtle.digest('SHA-256', data);
  return bytesToUuid(new Uint8Array(digest));
}

/** Signals the worker reads itself: the time zone's first read loads the ICU data, tens of milliseconds kept off the page's thread. */
export function workerSignals(): FingerprintSignals {
  try {
    return { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone ?? null };
  } catch {
    return { timeZone: null };
  }
}

/** The device id of the page's signals (src/lib/fingerprintSignals.ts) together with the worker's own. */
export const hashDeviceSignals = (signals: FingerprintSignals): Promise<string> => hashFingerprint({ ...workerSignals(), ...signals });
