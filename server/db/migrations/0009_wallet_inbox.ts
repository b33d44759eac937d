import { sql, type Kysely } from 'kysely';

/**
 * Each member's wallet (GET /wps/wallets/gcs, changed by the stand-in cashier) and inbox messages
 * (CSP_unreadCount, MCSFE_markAnnouncementAsRead). Idempotent (IF NOT EXISTS): the wallet store also
 * applies it on first use, so a server whose migration list does not name it yet still works.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('member_wallets').ifNotExists()
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
    // Cents, so sums are exact; bigint, so a busy demo wallet cannot overflow.
    .addColumn('balance_cents', 'bigint', (c) => c.notNull())
    .addColumn('deposits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createTable('member_inbox').ifNotExists()
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    // The seed's message id: seeding twice never duplicates a message.
    .addColumn('seed_key', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('read', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('member_inbox_seed_unique', ['member_id', 'seed_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_inbox').ifExists().execute();
  await db.schema.dropTable('member_wallets').ifExists().execute();
}
