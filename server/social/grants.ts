import type { Db } from '../db/schema.ts';
import { randomToken, sha256Hex } from '../auth/secret-codes.ts';

/** Kinds of short-lived provider grants: LINE codes, access and session tokens, Maya wallet sessions. */
export type GrantKind = 'line_code' | 'line_access' | 'line_session' | 'maya_session';

export const GRANT_TTL_MS: Record<GrantKind, number> = {
  line_code: 5 * 60_000,
  line_access: 30 * 60_000,
  line_session: 30 * 60_000,
  maya_session: 5 * 60_000,
};

/** Issues a grant for a provider identity; only the token's hash is stored. */
export async function issueGrant(db: Db, merchant: string, kind: GrantKind, subject: string, data: Record<string, string>, nowMs: number): Promise<string> {
  const token = randomToken();
  await db.deleteFrom('social_grants').where('expires_at', '<=', new Date(nowMs)).execute();
  await db.insertInto('social_grants').values({
    token_hash: sha256Hex(token), merchant, kind, subject, data: JSON.stringify(data),
    expires_at: new Date(nowMs + GRANT_TTL_MS[kind]).toISOString(), created_at: new Date(nowMs).toISOString(),
  }).execute();
  return token;
}

export interface Grant { subject: string; data: Record<string, string> }

/** The live grant of this merchant and kind; `consume` makes it single-use (codes, wallet sessions). */
export async function readGrant(db: Db, merchant: string, kind: GrantKind, token: string, nowMs: number, consume: boolean): Promise<Grant | null> {
  if (!/^[0-9a-f]{64}$/.test(token)) return null;
  const hash = sha256Hex(token);
  const row = await db.selectFrom('social_grants').select(['subject', 'data'])
    .where('token_hash', '=', hash).where('merchant', '=', merchant).where('kind', '=', kind)
    .where('expires_at', '>', new Date(nowMs)).executeTakeFirst();
  if (!row) return null;
  if (consume) {
    const gone = await db.deleteFrom('social_grants').where('token_hash', '=', hash).executeTakeFirst();
    if (gone.numDeletedRows === 0n) return null;
  }
  return { subject: row.subject, data: row.data };
}
