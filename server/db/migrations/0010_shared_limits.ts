import { sql, type Kysely } from 'kysely';

/**
 * State that must hold across server instances on one database:
 * - merchant_versions: a counter per merchant, bumped by triggers whenever its row or one of its domains
 *   changes (with a 'merchant_changed' notification), which each instance's read cache (server/cache/)
 *   checks to drop what it holds for that merchant;
 * - rate_windows: fixed windows of the /wps rate limit, counted with one upsert per request;
 * - captcha_entries: the local captcha provider's issued challenges and results, each used once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('merchant_versions')
    .addColumn('merchant', 'text', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`
    create function bump_merchant_version(code text) returns void language plpgsql as $$
    begin
      insert into merchant_versions (merchant, version) values (code, 1)
      on conflict (merchant) do update set version = merchant_versions.version + 1;
      perform pg_notify('merchant_changed', code);
    end $$`.execute(db);
  await sql`
    create function merchant_changed() returns trigger language plpgsql as $$
    begin
      if tg_table_name = 'merchants' then
        if tg_op <> 'INSERT' then perform bump_merchant_version(old.code); end if;
        if tg_op <> 'DELETE' then perform bump_merchant_version(new.code); end if;
      else
        if tg_op <> 'INSERT' then perform bump_merchant_version(old.merchant); end if;
        if tg_op <> 'DELETE' then perform bump_merchant_version(new.merchant); end if;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger merchants_changed after insert or update or delete on merchants for each row execute function merchant_changed()`.execute(db);
  await sql`create trigger merchant_domains_changed after insert or update or delete on merchant_domains for each row execute function merchant_changed()`.execute(db);
  await sql`insert into merchant_versions (merchant, version) select code, 1 from merchants on conflict do nothing`.execute(db);

  await db.schema.createTable('rate_windows')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_windows_window_start').on('rate_windows').column('window_start').execute();

  await db.schema.createTable('captcha_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('merchant', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('captcha_entries_expires_at').on('captcha_entries').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('captcha_entries').ifExists().execute();
  await db.schema.dropTable('rate_windows').ifExists().execute();
  await sql`drop trigger if exists merchant_domains_changed on merchant_domains`.execute(db);
  await sql`drop trigger if exists merchants_changed on merchants`.execute(db);
  await sql`drop function if exists merchant_changed()`.execute(db);
  await sql`drop function if exists bump_merchant_version(text)`.execute(db);
  await db.schema.dropTable('merchant_versions').ifExists().execute();
}
