/**
 * A token handed over in the URL is adopted only once the server confirms it: GET /wps/member/info sent
 * with that token must answer a member. Until then it lives in memory only; a refused one is dropped
 * and the player sees the 'please login' notice, as for any ended session.
 */
import { CODES } from '../../contract/codes.ts';
import type { Envelope } from '../../contract/envelope.ts';
import { WPS } from '../../contract/wps.ts';
import { buildHeaders } from '../api/buildHeaders.ts';
import { buildUrl } from '../api/requestKey.ts';
import { send } from '../api/transport.ts';
import { HTTP_TIMEOUT_MS } from '../../contract/constants.ts';
import { languageForRequests } from '../i18n';
import { urlTokenVerdict } from '../lib/urlToken.ts';
import { adoptUrlToken, requirePasswordChange, setUrlTokenPending } from '../state/session.ts';
import { showPleaseLogin } from '../state/ui.ts';

let pending: string | null = null;

/** readLanding's hand-over: the token taken from the address bar, not yet trusted. */
export function holdUrlToken(token: string): void {
  pending = token;
  setUrlTokenPending(true);
}

/** Asks member info with the held token (bypassing the session's own); true when it was adopted. */
export async function confirmUrlToken(merchantCode: string): Promise<boolean> {
  const token = pending;
  pending = null;
  if (!token) return false;
  try {
    const headers = await buildHeaders({ token, merchant: merchantCode, language: languageForRequests(), json: false });
    const raw = await send<unknown>(buildUrl(WPS.memberInfo), { method: 'GET', headers, timeoutMs: HTTP_TIMEOUT_MS });
    const env: Envelope<unknown> = raw.env;
    const verdict = urlTokenVerdict({ success: env.success, status: raw.status, code: env.code }, CODES.passwordChangeRequired);
    if (verdict === 'adopt' || verdict === 'adopt-forced-change') {
      adoptUrlToken(token, merchantCode);
      if (verdict === 'adopt-forced-change') requirePasswordChange();
      return true;
    }
    console.warn(`[urlToken] token not adopted: ${verdict}`);
    if (verdict === 'refuse') showPleaseLogin();
    return false;
  } finally {
    setUrlTokenPending(false);
  }
}

/** No merchant to ask (status failed): the held token is forgotten and guarded pages stop waiting. */
export function dropUrlToken(): void {
  pending = null;
  setUrlTokenPending(false);
}
