import { AUTH_ACCOUNTS, type AuthSeedAccount } from '../merchants/seed/auth-accounts.ts';
import { SEED_PASSWORD, type MerchantSeed } from '../merchants/seed/merchant-seed.ts';
import type { Db } from '../db/schema.ts';
import { hashPassword } from './password.ts';

/**
 * The authentication seed: accounts for every login path (second step, bound IP, mobile, provider links).
 * Like the member seed it only adds what is missing, so a password changed locally survives a restart.
 */
export async function seedAuthAccounts(db: Db, seeds: readonly MerchantSeed[]): Promise<void> {
  for (const m of seeds) {
    const accounts = AUTH_ACCOUNTS[m.code] ?? [];
    const existing = await db.selectFrom('members').select('username').where('merchant', '=', m.code).execute();
    const known = new Set(existing.map((r) => r.username.toLowerCase()));
    const missing = accounts.filter((a) => !known.has(a.username.toLowerCase()));
    const secret = (a: AuthSeedAccount) => (a.password === 'default' ? m.config.server.defaultRegistrationPassword : SEED_PASSWORD);
    const hashes = await Promise.all(missing.map((a) => hashPassword(secret(a))));
    for (const [i, a] of missing.entries()) {
      const row = await db.insertInto('members').values({
        merchant: m.code,
        username: a.username,
        password_hash: hashes[i] ?? '',
        type: 0,
        language: m.config.defaultLanguage,
        first_time_login: a.firstTimeLogin ?? false,
        password_expired: a.passwordExpired ?? false,
        club_label: null,
        uses_default_password: a.password === 'default',
        mobile_dialing_code: a.mobile?.countryDialingCode ?? null,
        mobile_num: a.mobile?.mobileNum ?? null,
        bound_ip: a.boundIp ?? null,
        login_verify: a.loginVerify ? JSON.stringify(a.loginVerify) : null,
        ga_secret: a.gaSecret ?? null,
        register_method: 'H5',
      }).onConflict((oc) => oc.columns(['merchant', 'username']).doNothing()).returning('id').executeTakeFirst();
      if (!row) continue;
      for (const link of a.links ?? []) {
        await db.insertInto('social_links').values({ merchant: m.code, provider: link.provider, subject: link.subject, member_id: row.id })
          .onConflict((oc) => oc.doNothing()).execute();
      }
    }
  }
}
