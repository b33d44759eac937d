import type { Kysely } from 'kysely';

/** Placeholder for H1 (auth rules: throttles, session cap, forced change); filled in by its change. */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
