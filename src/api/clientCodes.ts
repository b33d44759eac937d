/**
 * Codes the client itself produces when no usable server answer exists. They are not in
 * contract/codes.ts because the server never sends them.
 */
import type { Envelope } from '../../contract/envelope.ts';

export const CLIENT_CODES = {
  /** fetch rejected: offline, DNS, CORS, connection reset. */
  network: 'network.error',
  /** No answer within the time-out (the code the UI already knows from game launch). */
  timeout: 'ECONNABORTED',
  /** The answer was not JSON, or JSON that is not an envelope. */
  invalid: 'response.invalid',
  /** The caller's AbortSignal fired; nobody is waiting for a message. */
  aborted: 'request.aborted',
  /** No usable RSA key (the key call failed or answered garbage) or the worker could not encrypt: nothing was sent. */
  encryptionUnavailable: 'encryption.unavailable',
} as const;
export type ClientCode = (typeof CLIENT_CODES)[keyof typeof CLIENT_CODES];

/** Spec section 8: what a network error on plain http shows. */
export const NETWORK_ERROR_MESSAGE = 'Network Error / CORS Errors';
/** Spec section 8: what a network failure shows over https. */
export const INTERNET_LOST_MESSAGE = 'Internet lost, please refresh the page';

/** A failure envelope built on the client side (never thrown). */
export function clientFailure<T = never>(code: string, message: string | null = null): Envelope<T> {
  return { success: false, value: null, code, message };
}

/** Outcome of one round trip: the envelope plus the HTTP status (0 when no response arrived). */
export interface RawResult<T = unknown> {
  env: Envelope<T>;
  status: number;
}
