import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './schema.ts';
import * as m0001 from './migrations/0001_init.ts';
import * as m0002 from './migrations/0002_auth.ts';
import * as m0003 from './migrations/0003_push.ts';
import * as m0004 from './migrations/0004_member_feedback.ts';
import * as m0005 from './migrations/0005_drop_rsa_scheme.ts';
import * as m0006 from './migrations/0006_account_security.ts';
import * as m0007 from './migrations/0007_replay_store.ts';
import * as m0008 from './migrations/0008_member_links.ts';
import * as m0009 from './migrations/0009_wallet_inbox.ts';
import * as m0010 from './migrations/0010_shared_limits.ts';
import * as m0011 from './migrations/0011_member_email.ts';
import * as m0012 from './migrations/0012_promotion_joins.ts';
import * as m0013 from './migrations/0013_lgw_cancelled.ts';

/** The migration set, listed statically so it works the same under tsx, vitest and any bundler. */
const MIGRATIONS: Record<string, Migration> = {
  '0001_init': m0001,
  '0002_auth': m0002,
  '0003_push': m0003,
  '0004_member_feedback': m0004,
  '0005_drop_rsa_scheme': m0005,
  '0006_account_security': m0006,
  '0007_replay_store': m0007,
  '0008_member_links': m0008,
  '0009_wallet_inbox': m0009,
  '0010_shared_limits': m0010,
  '0011_member_email': m0011,
  '0012_promotion_joins': m0012,
  '0013_lgw_cancelled': m0013,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrate(db: Db): Promise<void> {
  // The migration tables of the connection's own schema: unnamed, Kysely takes such tables in any schema of the
  // database for its own (another app's, or a run that was stopped half-way) and then cannot find them.
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  const migrationTableSchema = rows[0]?.schema ?? undefined;
  const { error, results } = await new Migrator({ db, provider, migrationTableSchema }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`migration ${failed?.migrationName ?? '?'} failed: ${reason}`, { cause: error });
  }
}
