/**
 * Turns the text of a /wps answer into an envelope. Server answers are untrusted input: anything
 * that is not a JSON envelope becomes a response.invalid failure, logged, never thrown.
 */
import type { Envelope } from '../../contract/envelope.ts';
import { isEnvelope } from '../../contract/envelope.ts';
import { CLIENT_CODES, clientFailure } from './clientCodes.ts';

function textOrNull(x: unknown): string | null {
  if (x === null || x === undefined) return null;
  return typeof x === 'string' ? x : String(x);
}

/**
 * Fills the fields a lax server may leave out, and coerces numeric codes to strings. The code is production's
 * errorCode, else the spec's code: the rest of the app reads only `code`.
 */
function normaliseEnvelope<T>(raw: Envelope): Envelope<T> {
  const r = raw as unknown as Record<string, unknown>;
  return {
    success: raw.success,
    value: (r.value ?? null) as T | null,
    code: textOrNull(r.errorCode) || textOrNull(r.code),
    message: textOrNull(r.message),
  };
}

export function parseEnvelope<T>(text: string, httpStatus: number, url: string): Envelope<T> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    console.warn(`[api] ${url}: answer is not JSON (HTTP ${httpStatus})`, text.slice(0, 120));
    return clientFailure(CLIENT_CODES.invalid);
  }
  if (!isEnvelope(data)) {
    console.warn(`[api] ${url}: answer is not an envelope (HTTP ${httpStatus})`);
    return clientFailure(CLIENT_CODES.invalid);
  }
  const env = normaliseEnvelope<T>(data);
  if (env.success && (httpStatus < 200 || httpStatus > 299)) {
    // A success claim on an error status is contradictory; trusting it could cache an error page.
    console.warn(`[api] ${url}: success envelope on HTTP ${httpStatus}`);
    return clientFailure(CLIENT_CODES.invalid);
  }
  return env;
}
