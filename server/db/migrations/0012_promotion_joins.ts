import { sql, type Kysely } from 'kysely';

/**
 * The promotions each member claimed or joined: in the database, not one process's memory, so every instance on it
 * (and a restart) answers a second join as already made. One row per member and promotion; the key makes the join atomic.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('promotion_joins')
    .ifNotExists()
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('promotion_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('promotion_joins_pkey', ['member_id', 'promotion_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('promotion_joins').ifExists().execute();
}
