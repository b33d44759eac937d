import type { LineCodeAnswer } from '../../contract/auth.ts';
import { isDevMode, lineApiBase } from '../auth/auth-mode.ts';
import type { Db } from '../db/schema.ts';
import type { Merchant } from '../merchants/merchant-config.ts';
import { issueGrant, readGrant } from './grants.ts';

export interface LineProfile { userId: string; name: string; picture: string }

/** LINE's own token and profile endpoints (production): code → access token → profile. */
async function lineApiProfile(merchant: Merchant, exchange: { code?: string; redirectUri?: string; accessToken?: string }): Promise<LineProfile | null> {
  const base = lineApiBase();
  let accessToken = exchange.accessToken;
  if (!accessToken) {
    const res = await fetch(`${base}/oauth2/v2.1/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code', code: exchange.code ?? '', redirect_uri: exchange.redirectUri ?? '',
        client_id: merchant.config.gw.LINE_CLIENT_ID, client_secret: merchant.config.server.line?.channelSecret ?? '',
      }),
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) return null;
    const token = (await res.json()) as { access_token?: unknown };
    if (typeof token.access_token !== 'string') return null;
    accessToken = token.access_token;
  }
  const res = await fetch(`${base}/v2/profile`, { headers: { Authorization: `Bearer ${accessToken}` }, signal: AbortSignal.timeout(5000) });
  if (!res.ok) return null;
  const p = (await res.json()) as { userId?: unknown; displayName?: unknown; pictureUrl?: unknown };
  if (typeof p.userId !== 'string' || !p.userId) return null;
  return { userId: p.userId, name: typeof p.displayName === 'string' ? p.displayName : '', picture: typeof p.pictureUrl === 'string' ? p.pictureUrl : '' };
}

/** The local authorisation page's grants (development and test): codes bound to their redirect URI. */
async function devProfile(db: Db, merchant: Merchant, exchange: { code?: string; redirectUri?: string; accessToken?: string }, nowMs: number): Promise<LineProfile | null> {
  const grant = exchange.accessToken
    ? await readGrant(db, merchant.code, 'line_access', exchange.accessToken, nowMs, false)
    : await readGrant(db, merchant.code, 'line_code', exchange.code ?? '', nowMs, true);
  if (!grant) return null;
  if (!exchange.accessToken && grant.data.redirectUri !== exchange.redirectUri) return null;
  return { userId: grant.subject, name: grant.data.name ?? '', picture: grant.data.picture ?? '' };
}

/** WPS3RD_verifyLineCode: the LINE user behind a code or access token, as a lineSessionToken; null if refused. */
export async function exchangeLineCode(db: Db, merchant: Merchant, exchange: { code?: string; redirectUri?: string; accessToken?: string }, nowMs: number): Promise<LineCodeAnswer | null> {
  const profile = isDevMode() ? await devProfile(db, merchant, exchange, nowMs) : await lineApiProfile(merchant, exchange);
  if (!profile) return null;
  const lineSessionToken = await issueGrant(db, merchant.code, 'line_session', profile.userId, { name: profile.name, picture: profile.picture }, nowMs);
  return { lineSessionToken, name: profile.name, picture: profile.picture };
}

/** The LINE user id a lineSessionToken stands for, or null (line_invalid_token). */
export async function lineUserOf(db: Db, merchant: string, lineSessionToken: string, nowMs: number): Promise<string | null> {
  return (await readGrant(db, merchant, 'line_session', lineSessionToken, nowMs, false))?.subject ?? null;
}
