import { sql, type Kysely } from 'kysely';

/** Member links: each member's opaque in-house chat room (never derived from the member id). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('chat_rooms')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
    .addColumn('room_id', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_rooms').execute();
}
