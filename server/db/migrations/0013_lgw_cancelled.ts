import type { Kysely } from 'kysely';

/** The lottery bets a member cancelled (/lgw/orders/suborders/cancel): kept in the database so every instance agrees. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('lgw_cancelled')
    .ifNotExists()
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('sub_order_no', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('lgw_cancelled_pk', ['member_id', 'sub_order_no'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lgw_cancelled').ifExists().execute();
}
