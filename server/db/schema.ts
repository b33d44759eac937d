import type { ColumnType, Generated, Kysely, Selectable } from 'kysely';
import type { ClubLabel } from '../../contract/wps.ts';
import type { MerchantConfig } from '../merchants/merchant-config.ts';

/** jsonb columns: read as parsed values, written as JSON text (pg and PGlite both pass strings through). */
type Json<T> = ColumnType<T, string, string>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface MerchantsTable {
  code: string;
  name: string;
  config: Json<MerchantConfig>;
  created_at: Timestamp;
}

export interface MerchantDomainsTable {
  /** An exact host ('localhost', '127.0.0.1') or a wildcard ('*.demo.localhost'). */
  pattern: string;
  merchant: string;
}

export interface MembersTable {
  id: Generated<number>;
  merchant: string;
  username: string;
  password_hash: string;
  type: number;
  language: string;
  first_time_login: boolean;
  password_expired: boolean;
  club_label: ColumnType<ClubLabel | null, string | null, string | null>;
  inbox_unread: Generated<number>;
  created_at: Timestamp;
}

export interface SessionsTable {
  token_hash: string;
  member_id: number;
  expires_at: Timestamp;
  created_at: Timestamp;
}

export interface EventsTable {
  event_id: string;
  merchant: string;
  event: string;
  body: Json<unknown>;
  source: string;
  received_at: Timestamp;
}

export interface CollectsTable {
  id: Generated<number>;
  merchant: string;
  value: string;
  metrics: Json<Record<string, string | number>>;
  ip: string;
  received_at: Timestamp;
}

export interface RsaKeysTable {
  merchant: string;
  key_id: string;
  private_key_pem: string;
  public_modulus_hex: string;
  scheme: 'v1' | 'v2';
  created_at: Timestamp;
}

export interface Database {
  merchants: MerchantsTable;
  merchant_domains: MerchantDomainsTable;
  members: MembersTable;
  sessions: SessionsTable;
  events: EventsTable;
  collects: CollectsTable;
  rsa_keys: RsaKeysTable;
}

export type Db = Kysely<Database>;
export type MemberRow = Selectable<MembersTable>;
