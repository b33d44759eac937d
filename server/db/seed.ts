import { sql } from 'kysely';
import { hashPassword } from '../auth/password.ts';
import { generateRsaKey } from '../auth/rsa-keys.ts';
import { authMode } from '../auth/auth-mode.ts';
import { seedAuthAccounts } from '../auth/seed-accounts.ts';
import { productionPlan } from '../config/production.ts';
import { REPOSITORY_MERCHANTS } from '../config/repository-merchants.ts';
import { SEED_PASSWORD, type MerchantSeed } from '../merchants/seed/merchant-seed.ts';
import type { Db } from './schema.ts';

/**
 * Idempotent: merchant rows take the seed's config (the seed is the reference server's source of truth),
 * while existing domains, members and RSA keys are kept, so restarts keep sessions and keys valid.
 * Production mode seeds the merchants without members and with secrets from the environment only
 * (server/config/production.ts); it throws when the environment lacks one, as main.ts checks first.
 */
export async function seed(db: Db): Promise<void> {
  const production = authMode() === 'production';
  const plan = production ? productionPlan(process.env) : { seeds: [...REPOSITORY_MERCHANTS], problems: [] };
  if (plan.problems.length > 0) throw new Error(`production seed refused:\n${plan.problems.join('\n')}`);
  const merchants: readonly MerchantSeed[] = plan.seeds;
  // Merchant rows first (the rest references them); then hashing and key generation, the slow part,
  // run on the thread pool for all merchants at once.
  for (const m of merchants) {
    await db.insertInto('merchants')
      .values({ code: m.code, name: m.name, config: JSON.stringify(m.config) })
      .onConflict((oc) => oc.column('code').doUpdateSet({ name: m.name, config: JSON.stringify(m.config) }))
      .execute();
  }
  await Promise.all(merchants.flatMap((m) => [seedDomains(db, m), seedMembers(db, m), seedRsaKey(db, m)]));
  // After the member seed: the authentication accounts skip any username it already holds.
  if (!production) await seedAuthAccounts(db, merchants);
}

async function seedDomains(db: Db, m: MerchantSeed): Promise<void> {
  await db.insertInto('merchant_domains')
    .values(m.domains.map((pattern) => ({ pattern, merchant: m.code })))
    .onConflict((oc) => oc.column('pattern').doNothing())
    .execute();
}

async function seedMembers(db: Db, m: MerchantSeed): Promise<void> {
  const existing = await db.selectFrom('members').select('username').where('merchant', '=', m.code).execute();
  const known = new Set(existing.map((r) => r.username));
  const missing = m.members.filter((x) => !known.has(x.username));
  const hashes = await Promise.all(missing.map(() => hashPassword(SEED_PASSWORD)));
  for (const [i, member] of missing.entries()) {
    await db.insertInto('members').values({
      merchant: m.code,
      username: member.username,
      password_hash: hashes[i] ?? '',
      type: member.type,
      language: member.language,
      first_time_login: member.firstTimeLogin,
      password_expired: member.passwordExpired,
      club_label: member.clubLabel ? JSON.stringify(member.clubLabel) : null,
      inbox_unread: member.inboxUnread,
    }).onConflict((oc) => oc.columns(['merchant', 'username']).doNothing()).execute();
  }
}

async function seedRsaKey(db: Db, m: MerchantSeed): Promise<void> {
  const has = await db.selectFrom('rsa_keys').select(sql<number>`1`.as('one')).where('merchant', '=', m.code).executeTakeFirst();
  if (has) return;
  // Key generation is the slow part of a seed, so it only runs when the merchant has no key yet.
  const key = await generateRsaKey();
  await db.insertInto('rsa_keys').values({
    merchant: m.code,
    key_id: key.keyId,
    private_key_pem: key.privateKeyPem,
    public_modulus_hex: key.modulusHex,
  }).onConflict((oc) => oc.column('merchant').doNothing()).execute();
}
