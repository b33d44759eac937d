import { verifyPassword } from '../auth/password.ts';
import type { Db } from '../db/schema.ts';
import type { MerchantConfig } from '../merchants/merchant-config.ts';
import { AUTH_ACCOUNTS } from '../merchants/seed/auth-accounts.ts';
import { SEED_PASSWORD } from '../merchants/seed/merchant-seed.ts';
import { PUBLISHED_SECRETS, REPOSITORY_MERCHANTS } from './repository-merchants.ts';

/** Repository accounts still present in the database whose password is a published one. */
async function publishedAccounts(db: Db): Promise<string[]> {
  const found: string[] = [];
  for (const m of REPOSITORY_MERCHANTS) {
    const names = [...m.members.map((x) => x.username), ...(AUTH_ACCOUNTS[m.code] ?? []).map((a) => a.username)];
    const rows = await db.selectFrom('members').select(['username', 'password_hash']).where('merchant', '=', m.code).where('username', 'in', names).execute();
    const passwords = [SEED_PASSWORD, m.config.server.defaultRegistrationPassword];
    const published = await Promise.all(rows.map(async (r) => {
      for (const p of passwords) if (await verifyPassword(p, r.password_hash)) return true;
      return false;
    }));
    found.push(...rows.filter((_, i) => published[i]).map((r) => `${m.code}/${r.username}`));
  }
  return found;
}

/** Merchant rows that still carry the repository's secrets or local sign-in users. */
async function rowsWithDevelopmentSecrets(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('merchants').select(['code', 'config']).execute();
  return rows.filter((r) => {
    const s = (r.config as MerchantConfig).server ?? { defaultRegistrationPassword: '' };
    const values = [s.defaultRegistrationPassword, s.telegramBotToken, s.line?.channelSecret, s.geetestKey];
    return values.some((v) => v !== undefined && PUBLISHED_SECRETS.has(v)) || Boolean(s.maya || s.telegramDevUsers?.length || s.line?.devUsers.length);
  }).map((r) => r.code);
}

/**
 * Production's database checks, after the production seed: a database a development run filled still
 * holds the demo accounts (published passwords) and merchant rows with published secrets.
 */
export async function developmentDataProblems(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const accounts = await publishedAccounts(db);
  if (accounts.length > 0) {
    problems.push(`the database holds accounts with the repository's published passwords (${accounts.join(', ')}): start on a fresh DATA_DIR or DATABASE_URL, or change or delete them`);
  }
  const rows = await rowsWithDevelopmentSecrets(db);
  if (rows.length > 0) {
    problems.push(`merchant rows ${rows.join(', ')} hold the repository's development secrets or local sign-in users: add them to TESSERA_MERCHANTS or delete them`);
  }
  return problems;
}
