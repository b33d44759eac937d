import { sql, type Kysely } from 'kysely';

/** The advertised encryption version is the merchant's setting (config.security.encryption) alone. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('rsa_keys').dropColumn('scheme').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('rsa_keys')
    .addColumn('scheme', 'text', (c) => c.notNull().defaultTo('v2').check(sql`scheme in ('v1', 'v2')`))
    .execute();
}
