import { sql, type Kysely } from 'kysely';

/**
 * Account security: the forced-change mark and creation order of sessions (for the per-member cap),
 * the database-held attempt throttles (so they hold across restarts and instances), and the client
 * address of each SMS code (the per-address SMS limit).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions')
    .addColumn('must_change_password', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
  // created_at ties within a millisecond; the sequence orders sessions for "end the oldest".
  await db.schema.alterTable('sessions').addColumn('seq', 'bigserial').execute();

  await db.schema.createTable('auth_throttles')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_failure_at', 'timestamptz', (c) => c.notNull())
    .addColumn('locked_until', 'timestamptz')
    /** When the row may be forgotten: the quiet period after the last failure or the lock. */
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('auth_throttles_expires').on('auth_throttles').column('expires_at').execute();

  await db.schema.alterTable('sms_codes').addColumn('client_ip', 'text').execute();
  await db.schema.createIndex('sms_codes_client_ip').on('sms_codes').columns(['client_ip', 'created_at']).execute();
  await db.schema.createIndex('sms_codes_merchant_created').on('sms_codes').columns(['merchant', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists sms_codes_merchant_created`.execute(db);
  await sql`drop index if exists sms_codes_client_ip`.execute(db);
  await db.schema.alterTable('sms_codes').dropColumn('client_ip').execute();
  await db.schema.dropTable('auth_throttles').ifExists().execute();
  await db.schema.alterTable('sessions').dropColumn('seq').execute();
  await db.schema.alterTable('sessions').dropColumn('must_change_password').execute();
}
