import type { Language, WhitelabelFlags } from '../../contract/index.ts';
import type { GameMatch } from '../../contract/games.ts';
import type { PromotionDetail, RankProgress } from '../../contract/member.ts';
import type {
  Announcement, Banner, CountryInfo, CustomerServiceEntry, GameLane, GameVendor, Gw, MessagingAppSettings,
  MobileTemplate, PromotionAvailability, Resource, SmsProviderSettings, StatusInfo,
} from '../../contract/wps.ts';

/** An announcement as stored: the filter fields the relay reads, then the public fields. */
export interface AnnouncementEntry extends Announcement { type: string; platforms: string[]; category: string }

/** Relay data of one merchant (banners, lanes, vendors, announcements, promotions). */
export interface RelayData {
  banners: Banner[];
  gameLanes: GameLane[];
  vendors: GameVendor[];
  announcements: AnnouncementEntry[];
  promotions: PromotionAvailability;
  /** Vendors GCSGAME_newGameVendor marks as new. */
  newVendors?: string[];
  /** Sports matches of GCSGAME_getGameMatchV2. */
  matches?: GameMatch[];
}

/**
 * Everything spec section 3 names per merchant, stored as merchants.config (jsonb).
 * Image fields hold paths relative to the merchant's CDN folder; they become absolute per request.
 * `server` is never sent to a client: status and relay answers pick their fields one by one.
 */
export interface MerchantConfig {
  whitelabel: WhitelabelFlags;
  languages: Language[];
  defaultLanguage: Language;
  mainDomain: string;
  mobileTemplate: MobileTemplate;
  resources: Resource[];
  customerService: CustomerServiceEntry[];
  domainRoute: { enabled: boolean; domains: string[] };
  register: StatusInfo['register'];
  sms: SmsProviderSettings;
  messagingApp: MessagingAppSettings;
  /** GEETEST_VERSION and PROFILE_ICON_COUNT may be left out: their defaults are v3 and 9. */
  gw: Pick<Gw, 'GEETEST_ID' | 'LINE_CLIENT_ID'> & Partial<Pick<Gw, 'GEETEST_VERSION' | 'PROFILE_ICON_COUNT' | 'GEETEST_SCRIPT_URL'>>;
  analytics: StatusInfo['analytics'];
  maintenance: boolean;
  maintenanceEnd: string | null;
  regionRestriction: { enabled: boolean; blockedIps: string[] };
  country: CountryInfo;
  relay: RelayData;
  server: { defaultRegistrationPassword: string } & ServerAuthConfig;
  /** Hybrid encryption of sealed posts; left out, the merchant is on v2 alone (server/auth/hybrid-policy.ts). */
  security?: MerchantSecurity;
  /** Promotions, promo codes, rank progress, deposit settings, help script (server/routes/wps/relay-member.ts). */
  memberContent?: MemberContentConfig;
  /**
   * Origins allowed to frame the site (a native shell's web view, a web clip host), as CSP sources:
   * 'https://shell.example.com', 'https://*.example.com', 'http://shell.localhost:*'. Absent or empty: no framing.
   */
  frameAncestors?: string[];
}

/**
 * `encryption` is the version the key endpoint advertises; `accept` the versions the server opens (the
 * advertised one always among them). v1 is weak (contract/hybrid.ts): only for the live backend's merchants.
 * A merchant moving from v1 to v2 advertises v2 and accepts both until old clients are gone.
 */
export interface MerchantSecurity {
  encryption: 'v1' | 'v2';
  accept?: ('v1' | 'v2')[];
}

/** Member and promotion data of one merchant; per-member values are keyed by username. */
export interface MemberContentConfig {
  /** Category names per language code; EN (else the first) when the request's language has none. */
  promotionCategories: { id: string; names: Record<string, string>; promotionIds: string[] }[];
  promotions: PromotionDetail[];
  promoCode: { enabled: boolean; codes: { code: string; reward: string }[] };
  members: Record<string, { rank: RankProgress; totalDepositSuccessCount: number }>;
  depositUrl: string;
  withdrawUrl: string;
  /** The help widget's script; '' when the merchant has none. */
  csScriptUrl: string;
  /** The in-house chat room (CBS_launchChat); '' when the merchant has none. */
  chatUrl: string;
}

/** A user of a local sign-in page (LINE, Maya wallet, Telegram) in development and test mode. */
export interface DevProviderUser { id: string; name: string; picture: string }

/** Server-only secrets and local provider users of the authentication work (never sent to a client). */
export interface ServerAuthConfig {
  /** The Telegram bot's token: the login widget's hash is an HMAC keyed by its SHA-256. */
  telegramBotToken?: string;
  telegramDevUsers?: DevProviderUser[];
  line?: { channelSecret: string; devUsers: DevProviderUser[] };
  maya?: { env: string; devUsers: DevProviderUser[] };
  /** GeeTest's private key (production mode): signs the validate call for gw.GEETEST_ID. */
  geetestKey?: string;
}

/** A merchant row as the request handlers see it. */
export interface Merchant {
  code: string;
  name: string;
  config: MerchantConfig;
}
