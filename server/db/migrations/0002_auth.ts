import { sql, type Kysely } from 'kysely';

const MEMBER_COLUMNS: [string, 'text' | 'jsonb' | 'timestamptz'][] = [
  ['mobile_dialing_code', 'text'], ['mobile_num', 'text'], ['bound_ip', 'text'], ['login_verify', 'jsonb'],
  ['ga_secret', 'text'], ['affiliate_code', 'text'], ['referral_code', 'text'], ['link_id', 'text'],
  ['domain', 'text'], ['pixel_track', 'jsonb'], ['register_method', 'text'], ['register_url', 'text'],
  ['login_device_id', 'text'], ['password_changed_at', 'timestamptz'],
];

/** Authentication: registration data, mobile numbers, provider links, SMS codes, second steps, provider grants. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, type] of MEMBER_COLUMNS) {
    await db.schema.alterTable('members').addColumn(name, type).execute();
  }
  await db.schema.alterTable('members')
    .addColumn('uses_default_password', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
  // Usernames are unique per merchant whatever their case: 'Player01' may not sit beside 'player01'.
  await sql`create unique index members_merchant_username_lower on members (merchant, lower(username))`.execute(db);
  await sql`create unique index members_merchant_mobile on members (merchant, mobile_dialing_code, mobile_num) where mobile_num is not null`.execute(db);

  // One identity of a provider (firebase uid, LINE user, Telegram id, Maya wallet) belongs to one member.
  await db.schema.createTable('social_links')
    .addColumn('merchant', 'text', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('social_links_pk', ['merchant', 'provider', 'subject'])
    .addUniqueConstraint('social_links_member_provider', ['member_id', 'provider'])
    .execute();

  await db.schema.createTable('sms_codes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('consumed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sms_codes_phone').on('sms_codes').columns(['merchant', 'phone', 'created_at']).execute();

  await db.schema.createTable('login_challenges')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('default_password', 'boolean', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  // Short-lived provider grants of the local providers and the LINE session tokens, stored hashed.
  await db.schema.createTable('social_grants')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('merchant', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['social_grants', 'login_challenges', 'sms_codes', 'social_links']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await sql`drop index if exists members_merchant_mobile`.execute(db);
  await sql`drop index if exists members_merchant_username_lower`.execute(db);
  for (const [name] of [...MEMBER_COLUMNS, ['uses_default_password']]) {
    await db.schema.alterTable('members').dropColumn(name as string).execute();
  }
}
