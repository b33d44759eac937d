import { sql, type Kysely } from 'kysely';

/** Push registrations: a browser's messaging token bound to a member, and its topic subscription. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('push_registrations')
    .addColumn('merchant', 'text', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
    .addColumn('token', 'text', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.references('members.id').onDelete('cascade'))
    .addColumn('channel', 'text', (c) => c.notNull())
    // null: bound but not subscribed to a topic (yet, or any more).
    .addColumn('topic', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('push_registrations_pk', ['merchant', 'token'])
    .execute();
  await db.schema.createIndex('push_registrations_topic').on('push_registrations').columns(['merchant', 'topic']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('push_registrations').execute();
}
