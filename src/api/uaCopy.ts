/**
 * The user-agent copy sent as X-Real-UA (production wire section 1: base64 of the text): the browser's user agent,
 * rewritten (spec section 5) with platform hints only for arm or x86 at 64 or 32 bits, and only on Chromium 100 or later.
 */
export interface UaBrand { brand: string; version: string }
export interface UaHints { architecture?: string; bitness?: string }
/** The part of navigator.userAgentData the copy reads (not in TypeScript's DOM lib). */
export interface UaDataLike {
  brands?: readonly UaBrand[];
  getHighEntropyValues?(hints: string[]): Promise<UaHints>;
}

const MIN_CHROMIUM = 100;
const ARCHES = new Set(['arm', 'x86']);
const BITNESSES = new Set(['64', '32']);
/** Longest wait for the hints; a browser that never answers must not hold requests back. */
const UA_HINTS_WAIT_MS = 500;

/** Major Chromium version from the brand list, or null when the browser is not Chromium. */
function chromiumMajor(brands: readonly UaBrand[] | undefined): number | null {
  const entry = brands?.find((b) => b.brand === 'Chromium');
  if (!entry) return null;
  const major = Number.parseInt(entry.version, 10);
  return Number.isFinite(major) ? major : null;
}

/** Pure rule: the copy for a user agent, its brands and its high-entropy hints. */
export function rewriteUserAgent(ua: string, brands: readonly UaBrand[] | undefined, hints: UaHints | null): string {
  const major = chromiumMajor(brands);
  if (major === null || major < MIN_CHROMIUM || !hints) return ua;
  const { architecture, bitness } = hints;
  if (!architecture || !bitness || !ARCHES.has(architecture) || !BITNESSES.has(bitness)) return ua;
  return `${ua} (arch/${architecture}; bitness/${bitness})`;
}

/** Computes the copy from injected inputs; never rejects. */
export async function computeUaCopy(ua: string, data: UaDataLike | undefined, waitMs = UA_HINTS_WAIT_MS): Promise<string> {
  const major = chromiumMajor(data?.brands);
  // Asking for hints costs a permission-policy round trip; skip it when the answer cannot matter.
  if (!data?.getHighEntropyValues || major === null || major < MIN_CHROMIUM) return ua;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const hints = await Promise.race([
      data.getHighEntropyValues(['architecture', 'bitness']),
      new Promise<null>((resolve) => { timer = setTimeout(() => resolve(null), waitMs); }),
    ]);
    return rewriteUserAgent(ua, data.brands, hints);
  } catch (err) {
    console.warn('[api] user-agent hints unavailable', err);
    return ua;
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }
}

/** base64 of the text's UTF-8 bytes: btoa alone throws on characters beyond Latin-1. */
export function base64Utf8(text: string): string {
  let bin = '';
  for (const b of new TextEncoder().encode(text)) bin += String.fromCharCode(b);
  return btoa(bin);
}

let cached: Promise<string> | null = null;

/** The header value for this browser (base64 of the copy, '' when there is no user agent), computed once. */
export function getUaCopy(): Promise<string> {
  if (!cached) {
    const nav = typeof navigator === 'undefined' ? undefined : navigator;
    const data = nav ? (nav as Navigator & { userAgentData?: UaDataLike }).userAgentData : undefined;
    cached = computeUaCopy(nav?.userAgent ?? '', data).then((ua) => (ua ? base64Utf8(ua) : ''));
  }
  return cached;
}

/** Forgets the computed copy (tests). */
export function resetUaCopy(): void {
  cached = null;
}
