/**
 * A token handed over in the URL is adopted only once the server confirms it: GET /wps/member/info sent
 * with that token must answer a member. Until then it lives in memory only; a refused one is dropped
 * and the player sees the 'please login' notice, as for any ended session. An adopted one starts like any login.
 */
import { CODES } from '../../contract/codes.ts';
import type { Envelope } from '../../contract/envelope.ts';
import { WPS } from '../../contract/wps.ts';
import { buildHeaders } from '../api/buildHeaders.ts';
import { buildUrl } from '../api/requestKey.ts';
import { send } from '../api/transport.ts';
import { HTTP_TIMEOUT_MS } from '../../contract/constants.ts';
import { languageForRequests } from '../i18n';
import { adoptUrlToken, requirePasswordChange, setUrlTokenPending } from '../state/session.ts';
import { takeHeldUrlToken } from './urlTokenHold.ts';
import { memberSessionReady } from '../auth/memberSession.ts';
import { showPleaseLogin } from '../state/ui.ts';

export { dropUrlToken, holdUrlToken } from './urlTokenHold.ts';

export interface TokenProbe { success: boolean; status: number; code: string | null }

export type UrlTokenVerdict = 'adopt' | 'adopt-forced-change' | 'refuse' | 'unconfirmed';

/**
 * A URL token is adopted only when member info, called with it, answers a member. A member held on the
 * forced password change (403 with its code) is one too; any other answer refuses the token, and no
 * answer (network, time-out, 5xx) leaves it unconfirmed: not adopted either.
 */
export function urlTokenVerdict(probe: TokenProbe, changeRequiredCode: string): UrlTokenVerdict {
  if (probe.success) return 'adopt';
  if (probe.code === changeRequiredCode && probe.status === 403) return 'adopt-forced-change';
  // No answer, or a server that could not answer (maintenance, outage): neither adopted nor refused.
  return probe.status === 0 || probe.status >= 500 ? 'unconfirmed' : 'refuse';
}

/** Asks member info with the token (the held one by default, bypassing the session's own); true when it was adopted. */
export async function confirmUrlToken(merchantCode: string, token: string | null = takeHeldUrlToken()): Promise<boolean> {
  if (!token) return false;
  try {
    const headers = await buildHeaders({ token, merchant: merchantCode, language: languageForRequests(), json: false });
    const raw = await send<unknown>(buildUrl(WPS.memberInfo), { method: 'GET', headers, timeoutMs: HTTP_TIMEOUT_MS });
    const env: Envelope<unknown> = raw.env;
    const verdict = urlTokenVerdict({ success: env.success, status: raw.status, code: env.code }, CODES.passwordChangeRequired);
    if (verdict === 'adopt' || verdict === 'adopt-forced-change') {
      adoptUrlToken(token, merchantCode);
      // A handed-over session is a login too: the same start as the others (auth/memberSession.ts).
      if (verdict === 'adopt-forced-change') requirePasswordChange();
      else memberSessionReady();
      return true;
    }
    console.warn(`[urlToken] token not adopted: ${verdict}`);
    if (verdict === 'refuse') showPleaseLogin();
    return false;
  } finally {
    setUrlTokenPending(false);
  }
}
