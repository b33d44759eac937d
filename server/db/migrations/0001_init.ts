import { sql, type Kysely } from 'kysely';

/** The whole first schema; runs unchanged on PGlite and PostgreSQL. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('merchants')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('config', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema.createTable('merchant_domains')
    .addColumn('pattern', 'text', (c) => c.primaryKey())
    .addColumn('merchant', 'text', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
    .execute();

  await db.schema.createTable('members')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant', 'text', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('first_time_login', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('password_expired', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('club_label', 'jsonb')
    .addColumn('inbox_unread', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('members_merchant_username', ['merchant', 'username'])
    .execute();

  await db.schema.createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('sessions_member').on('sessions').column('member_id').execute();

  await db.schema.createTable('events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('merchant', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('body', 'jsonb', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema.createTable('collects')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('metrics', 'jsonb', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema.createTable('rsa_keys')
    .addColumn('merchant', 'text', (c) => c.primaryKey().references('merchants.code').onDelete('cascade'))
    .addColumn('key_id', 'text', (c) => c.notNull().unique())
    .addColumn('private_key_pem', 'text', (c) => c.notNull())
    .addColumn('public_modulus_hex', 'text', (c) => c.notNull())
    .addColumn('scheme', 'text', (c) => c.notNull().check(sql`scheme in ('v1', 'v2')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['rsa_keys', 'collects', 'events', 'sessions', 'members', 'merchant_domains', 'merchants']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
