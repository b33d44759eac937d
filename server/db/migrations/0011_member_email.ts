import { sql, type Kysely } from 'kysely';

/**
 * Members' email address (email registration, password reset by email): one account per address and merchant,
 * compared without case. Idempotent (if not exists), so a database that already has the column migrates cleanly.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table members add column if not exists email text`.execute(db);
  await sql`create unique index if not exists members_merchant_email on members (merchant, lower(email)) where email is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists members_merchant_email`.execute(db);
  await sql`alter table members drop column if exists email`.execute(db);
}
