/** Encrypted posts (login, registration, password change): the payload never leaves the page in plain form. */
import type { Envelope } from '../../contract/envelope.ts';

export interface SecurePostOptions {
  /** ModuleId header (REG3, MOBILENUMREG3). */
  moduleId?: string;
  /** Sends no Authorization (login and registration). */
  auth?: boolean;
  /** Extra headers (Device). */
  headers?: Record<string, string>;
}

/**
 * SEAM: fetches the RSA key, encrypts `payload` in the crypto worker and posts {value} with the Encryption,
 * X-Digest and X-RSA headers. Until the crypto work lands it refuses, so nothing is ever sent in plain form.
 */
export async function securePost<T>(path: string, payload: unknown, options: SecurePostOptions = {}): Promise<Envelope<T>> {
  void path; void payload; void options;
  return { success: false, value: null as T, code: 'encryption.unavailable', message: null };
}
