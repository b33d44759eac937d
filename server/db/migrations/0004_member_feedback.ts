import { sql, type Kysely } from 'kysely';

/** Feedback a member sends from /m/feedback (CBS_submitFeedback). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('member_feedback')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant', 'text', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_feedback').execute();
}
