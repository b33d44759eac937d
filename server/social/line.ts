import type { LineCodeAnswer } from '../../contract/auth.ts';
import { CODES } from '../../contract/serverCodes.ts';
import { isDevMode, lineApiBase } from '../auth/auth-mode.ts';
import type { Db } from '../db/schema.ts';
import type { Merchant } from '../merchants/merchant-config.ts';
import { issueGrant, readGrant } from './grants.ts';

export interface LineProfile { userId: string; name: string; picture: string }

type Exchange = { code?: string; redirectUri?: string; accessToken?: string };

/** Why LINE's user was not taken: the code did not exchange, or the access token is not this channel's live one. */
export type LineRefusal = { refused: typeof CODES.lineCodeInvalid | typeof CODES.lineInvalidToken };
const refused = (code: LineRefusal['refused']): LineRefusal => ({ refused: code });

const get = (url: string, init: RequestInit = {}): Promise<Response> => fetch(url, { ...init, signal: AbortSignal.timeout(5000) });

/** LINE's verify endpoint: the token must have been issued to this merchant's channel and not have expired. */
async function issuedToChannel(base: string, merchant: Merchant, accessToken: string): Promise<boolean> {
  const res = await get(`${base}/oauth2/v2.1/verify?access_token=${encodeURIComponent(accessToken)}`);
  if (!res.ok) return false;
  const v = (await res.json()) as { client_id?: unknown; expires_in?: unknown };
  const channel = merchant.config.gw.LINE_CLIENT_ID;
  return channel !== '' && v.client_id === channel && typeof v.expires_in === 'number' && v.expires_in > 0;
}

/** LINE's own endpoints (production): code → access token, verified as this channel's, → profile. */
async function lineApiProfile(merchant: Merchant, exchange: Exchange): Promise<LineProfile | LineRefusal> {
  const base = lineApiBase();
  let accessToken = exchange.accessToken;
  if (!accessToken) {
    const res = await get(`${base}/oauth2/v2.1/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code', code: exchange.code ?? '', redirect_uri: exchange.redirectUri ?? '',
        client_id: merchant.config.gw.LINE_CLIENT_ID, client_secret: merchant.config.server.line?.channelSecret ?? '',
      }),
    });
    if (!res.ok) return refused(CODES.lineCodeInvalid);
    const token = (await res.json()) as { access_token?: unknown };
    if (typeof token.access_token !== 'string') return refused(CODES.lineCodeInvalid);
    accessToken = token.access_token;
  }
  // A token another channel's app obtained for the same user must not log in here (token substitution).
  if (!(await issuedToChannel(base, merchant, accessToken))) return refused(CODES.lineInvalidToken);
  const res = await get(`${base}/v2/profile`, { headers: { Authorization: `Bearer ${accessToken}` } });
  if (!res.ok) return refused(CODES.lineInvalidToken);
  const p = (await res.json()) as { userId?: unknown; displayName?: unknown; pictureUrl?: unknown };
  if (typeof p.userId !== 'string' || !p.userId) return refused(CODES.lineInvalidToken);
  return { userId: p.userId, name: typeof p.displayName === 'string' ? p.displayName : '', picture: typeof p.pictureUrl === 'string' ? p.pictureUrl : '' };
}

/** The local authorisation page's grants (development and test): codes bound to their redirect URI. */
async function devProfile(db: Db, merchant: Merchant, exchange: Exchange, nowMs: number): Promise<LineProfile | LineRefusal> {
  const grant = exchange.accessToken
    ? await readGrant(db, merchant.code, 'line_access', exchange.accessToken, nowMs, false)
    : await readGrant(db, merchant.code, 'line_code', exchange.code ?? '', nowMs, true);
  if (!grant) return refused(CODES.lineCodeInvalid);
  if (!exchange.accessToken && grant.data.redirectUri !== exchange.redirectUri) return refused(CODES.lineCodeInvalid);
  return { userId: grant.subject, name: grant.data.name ?? '', picture: grant.data.picture ?? '' };
}

/** WPS3RD_verifyLineCode: the LINE user behind a code or access token, as a lineSessionToken; or why not. */
export async function exchangeLineCode(db: Db, merchant: Merchant, exchange: Exchange, nowMs: number): Promise<LineCodeAnswer | LineRefusal> {
  const profile = isDevMode() ? await devProfile(db, merchant, exchange, nowMs) : await lineApiProfile(merchant, exchange);
  if ('refused' in profile) return profile;
  const lineSessionToken = await issueGrant(db, merchant.code, 'line_session', profile.userId, { name: profile.name, picture: profile.picture }, nowMs);
  return { lineSessionToken, name: profile.name, picture: profile.picture };
}

/** The LINE user id a lineSessionToken stands for, or null (line_invalid_token). */
export async function lineUserOf(db: Db, merchant: string, lineSessionToken: string, nowMs: number): Promise<string | null> {
  return (await readGrant(db, merchant, 'line_session', lineSessionToken, nowMs, false))?.subject ?? null;
}
