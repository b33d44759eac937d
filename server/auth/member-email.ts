import { MAIL_CODES } from '../../contract/verification.ts';
import { sql } from 'kysely';
import type { Db } from '../db/schema.ts';
import { HttpError } from '../http/reply.ts';
import type { Merchant } from '../merchants/merchant-config.ts';
import { mailKey } from './mail-codes.ts';

/** members.email (migration 0011) through raw SQL: the typed schema does not list the column yet. */

/** The id and username of the member holding the address, or null. */
export async function findByEmail(db: Db, merchant: string, email: string): Promise<{ id: number; username: string } | null> {
  const { rows } = await sql<{ id: number; username: string }>`select id, username from members
    where merchant = ${merchant} and lower(email) = ${mailKey(email)} limit 1`.execute(db);
  return rows[0] ?? null;
}

/** Registration: one account per address and merchant. */
export async function assertEmailFree(db: Db, merchant: string, email: string): Promise<void> {
  if (await findByEmail(db, merchant, email)) throw new HttpError(200, EMAIL_EXISTS, 'an account already uses this email address');
}

/** Stores the (verified) address on the member; the unique index settles two racing registrations. */
export async function setMemberEmail(db: Db, memberId: number, email: string): Promise<void> {
  await sql`update members set email = ${email.trim()} where id = ${memberId}`.execute(db);
}

export const EMAIL_EXISTS = MAIL_CODES.emailExists;

/** Email registration is the whitelabel flag MAILREG3 (Tessera's name; production's flag was not seen). */
export const mailRegisterEnabled = (m: Merchant): boolean => (m.config.whitelabel as unknown as Record<string, unknown>).MAILREG3 === true;
