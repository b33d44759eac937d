/**
 * Spec sections 4 and 5, auto login: when it is skipped, and what its errors do. Pure, so every rule is
 * testable without a browser; autoLogin.ts applies them.
 */
import { CODES } from '../../contract/codes.ts';
import type { RememberedMeta } from './rememberedLogin.ts';

export type AutoLoginSkip = 'session' | 'url' | 'flag' | 'switch' | 'nothing-remembered' | 'merchant' | 'sms';

export interface AutoLoginInputs {
  /** A token or session info exists. */
  hasSession: boolean;
  /** The page's query, with or without '?'. */
  search: string;
  /** MOBILEAUTOLOGIN3 */
  flagOn: boolean;
  /** The stored switch (null when never set). */
  switchValue: string | null;
  remembered: RememberedMeta | null;
  merchantCode: string | null;
}

/** Why auto login does not run, or null when it may. */
export function autoLoginSkipReason(i: AutoLoginInputs): AutoLoginSkip | null {
  if (i.hasSession) return 'session';
  const q = new URLSearchParams(i.search);
  if (q.has('redirectUrl') || q.has('backUrl')) return 'url';
  if (!i.flagOn) return 'flag';
  if (i.switchValue === '0') return 'switch';
  if (!i.remembered) return 'nothing-remembered';
  if (!i.merchantCode || i.remembered.merchant !== i.merchantCode) return 'merchant';
  if (i.remembered.type === 'sms') return 'sms';
  return null;
}

export type AutoLoginErrorAction = 'forget-remembered' | 'switch-off' | 'none';

/** login.cred.err and not.exists.user forget the remembered login; token_ip_different turns auto login off. */
export function autoLoginErrorAction(code: string | null): AutoLoginErrorAction {
  if (code === CODES.loginCredErr || code === CODES.notExistsUser) return 'forget-remembered';
  if (code === CODES.tokenIpDifferent) return 'switch-off';
  return 'none';
}
