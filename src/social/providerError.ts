/** Spec section 8, provider auth errors: translated text plus "Code:" and "Reason:"; a cancelled popup is silent. */
import type { MessageKey } from '../i18n';

/** The provider codes the catalogue translates (spec section 8); anything else reads as auth/unknown. */
export const KNOWN_PROVIDER_CODES = [
  'auth/internal-error', 'auth/argument-error', 'auth/popup-blocked', 'auth/popup-closed-by-user',
  'auth/cancelled-popup-request', 'auth/network-request-failed', 'auth/unauthorized-domain',
  'auth/web-storage-unsupported', 'auth/operation-not-supported-in-this-environment', 'auth/invalid-auth-event',
  'auth/invalid-api-key', 'auth/auth-domain-config-required', 'auth/already-initialized',
  'auth/missing-multi-factor-info', 'auth/missing-multi-factor-totp', 'auth/invalid-verification-code', 'auth/code-expired',
] as const satisfies readonly MessageKey[];

/** The player closed or replaced the popup: nothing to tell them. */
const SILENT = new Set(['auth/cancelled-popup-request', 'auth/popup-closed-by-user']);

const CODE = /^auth\/[a-z0-9-]{1,80}$/;

export interface ProviderErrorInfo { code: string; reason: string }

/** Code and reason of whatever the provider threw; never throws itself. */
export function readProviderError(err: unknown): ProviderErrorInfo {
  const e = (typeof err === 'object' && err !== null ? err : {}) as { code?: unknown; message?: unknown };
  const code = typeof e.code === 'string' && CODE.test(e.code) ? e.code : 'auth/unknown';
  const raw = typeof e.message === 'string' ? e.message : typeof err === 'string' ? err : '';
  // The SDK prefixes "Firebase: " and suffixes " (auth/code)."; the code is shown on its own line already.
  const reason = raw.replace(/^Firebase:\s*/, '').replace(/\s*\(auth\/[a-z0-9-]+\)\.?\s*$/, '').slice(0, 300) || code;
  return { code, reason };
}

/** The alert text, or null when the error is silent. */
export function providerErrorText(err: unknown, translate: (key: MessageKey) => string): string | null {
  const { code, reason } = readProviderError(err);
  if (SILENT.has(code)) return null;
  const key: MessageKey = (KNOWN_PROVIDER_CODES as readonly string[]).includes(code) ? (code as MessageKey) : 'auth/unknown';
  return `${translate(key)}\nCode: ${code}\nReason: ${reason}`;
}
