import { WHITELABEL_FLAGS, type WhitelabelFlag, type WhitelabelFlags } from '../../../contract/flags.ts';
import type { ClubLabel } from '../../../contract/wps.ts';
import type { MerchantConfig } from '../merchant-config.ts';

export interface SeedMember {
  username: string;
  type: number;
  language: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  clubLabel: ClubLabel | null;
  inboxUnread: number;
}

/** A merchant as the seed writes it: row, domains, configuration, members. */
export interface MerchantSeed {
  code: string;
  name: string;
  domains: string[];
  config: MerchantConfig;
  members: SeedMember[];
}

/** Every seeded account's password (documented for local use only; production mode seeds no account). */
export const SEED_PASSWORD = 'Passw0rd!';

/** Every whitelabel flag, on only when listed: a seed names what it turns on. */
export function flagsOn(on: readonly WhitelabelFlag[]): WhitelabelFlags {
  return Object.fromEntries(WHITELABEL_FLAGS.map((f) => [f, on.includes(f)])) as WhitelabelFlags;
}
