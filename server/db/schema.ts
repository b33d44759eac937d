import type { ColumnType, Generated, Kysely, Selectable } from 'kysely';
import type { ClubLabel, LoginVerifyFlags } from '../../contract/wps.ts';
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
  /** Set by email registration (migration 0011). */
  email: ColumnType<string | null, string | null | undefined, string | null>;
  password_hash: string;
  type: number;
  language: string;
  first_time_login: boolean;
  password_expired: boolean;
  club_label: ColumnType<ClubLabel | null, string | null, string | null>;
  inbox_unread: Generated<number>;
  created_at: Timestamp;
  // ---- authentication (migration 0002) ----
  mobile_dialing_code: ColumnType<string | null, string | null | undefined, string | null>;
  mobile_num: ColumnType<string | null, string | null | undefined, string | null>;
  /** Set for accounts that may only be used from one address (token_ip_different elsewhere). */
  bound_ip: ColumnType<string | null, string | null | undefined, string | null>;
  /** Second-step methods; null means none. */
  login_verify: ColumnType<LoginVerifyFlags | null, string | null | undefined, string | null>;
  /** Base32 TOTP secret of the 'ga' second step. */
  ga_secret: ColumnType<string | null, string | null | undefined, string | null>;
  uses_default_password: ColumnType<boolean, boolean | undefined, boolean>;
  affiliate_code: ColumnType<string | null, string | null | undefined, string | null>;
  referral_code: ColumnType<string | null, string | null | undefined, string | null>;
  link_id: ColumnType<string | null, string | null | undefined, string | null>;
  domain: ColumnType<string | null, string | null | undefined, string | null>;
  pixel_track: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
  register_method: ColumnType<string | null, string | null | undefined, string | null>;
  register_url: ColumnType<string | null, string | null | undefined, string | null>;
  login_device_id: ColumnType<string | null, string | null | undefined, string | null>;
  password_changed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface SocialLinksTable {
  merchant: string;
  /** 'firebase' | 'line' | 'telegram' | 'maya' */
  provider: string;
  subject: string;
  member_id: number;
  created_at: Timestamp;
}

export interface SmsCodesTable {
  id: Generated<number>;
  merchant: string;
  /** '{countryDialingCode}-{mobileNum}' */
  phone: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  consumed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
  /** The address that asked for the code (migration 0006), for the per-address SMS limit. */
  client_ip: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface LoginChallengesTable {
  id_hash: string;
  member_id: number;
  code_hash: string;
  /** The login that opened the challenge used the default password (carried to the LoginResponse). */
  default_password: boolean;
  attempts: Generated<number>;
  expires_at: Timestamp;
  created_at: Timestamp;
}

export interface SocialGrantsTable {
  token_hash: string;
  merchant: string;
  /** 'line_code' | 'line_access' | 'line_session' | 'maya_session' */
  kind: string;
  subject: string;
  data: Json<Record<string, string>>;
  expires_at: Timestamp;
  created_at: Timestamp;
}

export interface SessionsTable {
  token_hash: string;
  member_id: number;
  expires_at: Timestamp;
  created_at: Timestamp;
  /** Issued under a forced password change (migration 0006): only the change and logout are answered. */
  must_change_password: ColumnType<boolean, boolean | undefined, boolean>;
  /** Creation order (migration 0006), for ending the oldest session past the cap. */
  seq: Generated<string>;
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
  created_at: Timestamp;
}

// ---- account security tables (migration 0006) ----

/** Failed-attempt counters (password guesses per account name, second-step codes per member). */
export interface AuthThrottlesTable {
  key: string;
  failures: Generated<number>;
  last_failure_at: Timestamp;
  locked_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  expires_at: Timestamp;
}

// ---- replay store tables (migration 0007) ----

/** A sealed body accepted once; a second post of it is a replay until expires_at (then it is stale anyway). */
export interface SealedBodiesTable {
  /** SHA-256 (hex) of the body's sealed value. */
  digest: string;
  merchant: string;
  expires_at: Timestamp;
}

// ---- member link tables (migration 0008) ----
export interface ChatRoomsTable {
  member_id: number;
  /** Opaque and random: a room name must not reveal or enumerate member ids. */
  room_id: string;
  created_at: ColumnType<Date, string | undefined, never>;
}

// ---- shared state of server instances (migration 0010) ----

/** Bumped by triggers on merchants and merchant_domains; read caches poll it. */
export interface MerchantVersionsTable {
  merchant: string;
  version: ColumnType<string, string | number | undefined, string | number>;
}

/** One fixed window of the /wps rate limit (key: address or device, and path). */
export interface RateWindowsTable {
  key: string;
  /** Window start, ms since the epoch. */
  window_start: ColumnType<string, number, number>;
  count: number;
}

/** An issued captcha challenge ('v3c'), or a solved result ('v3r', 'v4r'), used once. */
export interface CaptchaEntriesTable {
  id: string;
  kind: string;
  merchant: string;
  data: Json<Record<string, string>>;
  expires_at: ColumnType<string, number, number>;
}

// ---- promotions members joined (migration 0012) ----

/** A member's claim of, or entry into, one promotion; the primary key (member_id, promotion_id) keeps it to one. */
export interface PromotionJoinsTable {
  member_id: number;
  promotion_id: string;
  action: 'claim' | 'join';
  joined_at: ColumnType<Date, string | undefined, never>;
}

// ---- lottery bets members cancelled (migration 0013) ----

export interface LgwCancelledTable {
  member_id: number;
  sub_order_no: string;
}

export interface Database {
  merchants: MerchantsTable;
  merchant_domains: MerchantDomainsTable;
  members: MembersTable;
  sessions: SessionsTable;
  events: EventsTable;
  collects: CollectsTable;
  rsa_keys: RsaKeysTable;
  social_links: SocialLinksTable;
  sms_codes: SmsCodesTable;
  login_challenges: LoginChallengesTable;
  social_grants: SocialGrantsTable;
  // migration 0006 tables
  auth_throttles: AuthThrottlesTable;
  // migration 0007 tables
  sealed_bodies: SealedBodiesTable;
  // migration 0008 tables
  chat_rooms: ChatRoomsTable;
  merchant_versions: MerchantVersionsTable;
  rate_windows: RateWindowsTable;
  captcha_entries: CaptchaEntriesTable;
  promotion_joins: PromotionJoinsTable;
  lgw_cancelled: LgwCancelledTable;
}

export type Db = Kysely<Database>;
export type MemberRow = Selectable<MembersTable>;
