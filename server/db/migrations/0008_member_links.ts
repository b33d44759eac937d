import type { Kysely } from 'kysely';

/** Placeholder for H5 (push token moves, chat room ids); filled in by its change. */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
