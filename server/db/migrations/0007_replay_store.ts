import type { Kysely } from 'kysely';

/**
 * Sealed bodies already accepted (server/auth/sealed-replay.ts): one row per body, keyed by the SHA-256
 * of its sealed value, kept until its seal window has passed. The primary key makes the claim atomic
 * across requests and server instances on one database.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('sealed_bodies')
    .addColumn('digest', 'text', (c) => c.primaryKey())
    .addColumn('merchant', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sealed_bodies_expires_at').on('sealed_bodies').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sealed_bodies').ifExists().execute();
}
