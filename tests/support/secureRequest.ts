// Builds encrypted posts from Node with the crypto worker's own scheme functions, for server and
// end-to-end tests: the reference server refuses plain login and registration bodies.
import { parseRsaKeyAnswer, SEALED_AT_FIELD } from '../../contract/hybrid.ts';
import { WPS, type RsaKeyInfo } from '../../contract/wps.ts';
import type { RandomSource } from '../../workers/hybrid/random.ts';
import { sealText } from '../../workers/hybrid/seal.ts';

/** fetch, or a Hono app's request(). */
export type Fetcher = (url: string, init?: RequestInit) => Response | Promise<Response>;

/** The key endpoint's answer on this origin; throws when it is not usable. */
export async function fetchRsaKey(fetcher: Fetcher, origin: string, merchant: string): Promise<RsaKeyInfo> {
  const res = await fetcher(`${origin}${WPS.rsaKey}?_=${Date.now()}`, { headers: { Merchant: merchant } });
  const text = await res.text();
  const key = res.ok ? parseRsaKeyAnswer(text) : null;
  if (!key) throw new Error(`no usable RSA key on ${origin}: ${text.slice(0, 200)}`);
  return key;
}

export interface SealedInit {
  headers: Record<string, string>;
  body: string;
}

/**
 * The text with `"sealedAt":N` spliced in first when it is a JSON object (the rest of the text kept
 * byte for byte, so hostile texts stay hostile); any other text is left as it is.
 */
export function stampText(text: string, sealedAt: number): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return text;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return text;
  const open = text.indexOf('{');
  const field = `"${SEALED_AT_FIELD}":${sealedAt}`;
  return Object.keys(parsed).length === 0 ? `{${field}}` : `{${field},${text.slice(open + 1)}`;
}

/**
 * Seals a raw text (which need not be valid JSON: edge tests send malformed payloads encrypted).
 * A JSON object is stamped with sealedAt as the site does: by default v2 with the key answer's serverTime
 * (else this clock) and v1 not at all; a number stamps that time; null seals the text unstamped.
 */
export async function sealTextInit(key: RsaKeyInfo, text: string, random?: RandomSource, sealedAt?: number | null): Promise<SealedInit> {
  const at = sealedAt === undefined ? (key.DES === 'v2' ? key.serverTime ?? Date.now() : null) : sealedAt;
  const sealed = await sealText(key, at === null ? text : stampText(text, at), random);
  return { headers: { 'Content-Type': 'application/json', ...sealed.headers }, body: sealed.bodyText };
}

/** Seals a payload's JSON, stamped as sealTextInit says. */
export const sealJsonInit = (key: RsaKeyInfo, payload: unknown, random?: RandomSource, sealedAt?: number | null): Promise<SealedInit> =>
  sealTextInit(key, JSON.stringify(payload), random, sealedAt);

export interface SecurePostOptions {
  merchant: string;
  /** PUT for registration and autoUsername, as the site sends them; POST by default. */
  method?: 'POST' | 'PUT';
  headers?: Record<string, string>;
  /** Send this text encrypted instead of the payload's JSON. */
  rawText?: string;
  /** The seal time: left out, the key answer's serverTime; null sends the payload unstamped. */
  sealedAt?: number | null;
}

/** Fetches the key of url's origin, then posts the payload encrypted, as the site does. */
export async function securePost(fetcher: Fetcher, url: string, payload: unknown, opts: SecurePostOptions): Promise<Response> {
  const key = await fetchRsaKey(fetcher, new URL(url).origin, opts.merchant);
  const sealed = await sealTextInit(key, opts.rawText ?? JSON.stringify(payload), undefined, opts.sealedAt);
  return fetcher(url, { method: opts.method ?? 'POST', headers: { Merchant: opts.merchant, ...sealed.headers, ...opts.headers }, body: sealed.body });
}
