/** The /wps API of spec section 7: paths and the request and response types, shared by client and server. */
import type { WhitelabelFlags } from './flags.ts';
import type { RegisterConsentSetting } from './registerConsent.ts';

export const WPS = {
  rsaKey: '/wps/session/key/rsa',
  login: '/wps/session/login',
  logout: '/wps/session/logout',
  memberInfo: '/wps/member/info',
  memberLanguage: '/wps/member/language',
  status: '/wps/v2/system/status',
  country: '/wps/system/country',
  domainRoute: '/wps/system/domainRoute',
  collect: '/wps/system/collect',
  ping: '/wps/system/test/ping',
  manifest: '/wps/system/manifest.json',
  eventReport: '/wps/system/event',
  relay: '/wps/relay/',
} as const;

/** Paths sent without Authorization even when a token exists (spec section 6); relay rows say it per row (contract/relays.ts). */
export const NO_AUTH_PATHS: readonly string[] = [
  WPS.status,
  WPS.country,
  WPS.manifest,
];

// ---- entities (spec section 3) ----

export type ResourceType = 'IOS' | 'MOBILECONFIG' | 'Android' | 'AppDownloadIcon';
export interface Resource { resourceType: ResourceType; url: string }

export interface CustomerServiceEntry { csType: string; csPosition: string; path: string; labelIds: string[] }

export interface Gw {
  GEETEST_ID: string;
  GEETEST_VERSION: 'v3' | 'v4';
  PROFILE_ICON_COUNT: number;
  LINE_CLIENT_ID: string;
  /** Where the captcha provider's script is loaded from (the GeeTest script for GEETEST_VERSION); none means no captcha service. */
  GEETEST_SCRIPT_URL?: string;
}

export interface TemplateParams {
  h5_logo: string;
  app_background: string;
  app_desc: string;
  app_desc_font_color: string;
  /** Per language code, a list of prompt lines. */
  login_prompt_text: Record<string, string[]>;
  desktop_app_feature: string;
  apple_touch_icon: string;
  pwa: { title: string; icons: { '192': string; '256': string; '384': string; '512': string } };
}

export interface MobileTemplate {
  name: string;
  /** Brand colours applied as CSS custom properties. */
  colors: { primary: string; background: string; surface: string; text: string };
  params: TemplateParams;
}

export interface SmsProviderSettings {
  appId: string; apiKey: string; authDomain: string; projectId: string; messagingSenderId: string;
  vapidKey: string; firebase: boolean; facebookAppId: string; googleWebClientId: string;
  /** Set only when the server runs against the Firebase Auth emulator (development and tests): its origin. */
  authEmulatorUrl?: string;
}

export interface MessagingAppSettings { botId: string; authDomain: string }

/** Status info of spec section 3 as the app's stores use it: flat, mapped from the StatusWire answer by the client. */
export interface StatusInfo {
  merchantCode: string;
  merchantName: string;
  customerService: CustomerServiceEntry[];
  domainRoute: { enabled: boolean };
  mobileTemplate: MobileTemplate;
  register: { captcha: { enabled: boolean; login: boolean; sms: boolean; register: boolean }; passwordRequired: boolean; consent?: RegisterConsentSetting };
  resources: Resource[];
  whitelabelVal: WhitelabelFlags;
  mainDomain: string;
  imageCDNs: string[];
  sms: SmsProviderSettings;
  messagingApp: MessagingAppSettings;
  gw: Gw;
  analytics: { gaId: string | null; pixelIds: Record<string, string> };
  maintenance: boolean;
  maintenanceEnd: string | null;
  regionRestriction: boolean;
  ip: string;
  languages: string[];
  defaultLanguage: string;
  /** The affiliate code the server read from the host's first label ('' for www or none). */
  affiliateCode: string;
}
/** Production's status query: track '0' in an app window, originalDomain from reg_info, url = the host in a browser tab. */
export interface StatusQuery { device: string; track?: string; originalDomain?: string; url?: string }

/**
 * value.info of production's status answer. The first group is what production sends; the rest are the reference
 * server's additions, absent from production, so the client falls back without them (src/api/statusWire.ts).
 */
export interface StatusWireInfo {
  merchantCode: string;
  customerService: CustomerServiceEntry[];
  domainRoute: { enabled: boolean };
  /** colors is an addition: production's template fields are unseen [inferred]. */
  mobileTemplate: MobileTemplate;
  register: StatusInfo['register'];
  resources: Resource[];
  whitelabelVal: WhitelabelFlags;
  /** The names of the flags that are on [inferred: production's content unseen]. */
  whitelabel: string[];
  mainDomain: string;
  imageCDNs: string[];
  launchGameCDNs: string[];
  sms: SmsProviderSettings;
  gw: Gw;
  analytics: StatusInfo['analytics'];
  geetestSdkVersion: string;
  /** The merchant's language codes [inferred: production's content unseen]. */
  language: string[];
  paths: Record<string, string>;
  merchantName?: string;
  defaultLanguage?: string;
  affiliateCode?: string;
  messagingApp?: MessagingAppSettings;
}

/** value of GET /wps/v2/system/status as production nests it; the client maps it to the flat StatusInfo. */
export interface StatusWire {
  info: StatusWireInfo;
  location: { ip: string };
  test: boolean;
  maintenance: boolean;
  maintenanceEnd: string | null;
  regionRestriction: boolean;
}

export interface Country { countryCode: string; countryDialingCode: string; name: string }
export interface CountryInfo {
  countries: Country[];
  countryCode: string;
  countryDialingCode: string;
  currencySymbol: string;
  currency: string;
  currencyPosition: 'before' | 'after';
}

export interface DomainRouteInfo { domainList: { domainName: string }[] }

export interface RsaKeyInfo {
  /** Public modulus, hex; the exponent is 65537. */
  rsaKey: string;
  /** Key id, echoed in the X-RSA header. */
  RSA: string;
  /** Encryption scheme version the client must use. */
  DES: 'v1' | 'v2';
  /** The server's clock (ms) when it answered: the client seals with it (contract/hybrid.ts SEALED_AT_FIELD). */
  serverTime?: number;
}

export const LOGIN_TYPES = ['username', 'sms', 'firebase', 'line', 'telegram'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];
export interface LoginRequest {
  username: string;
  password: string;
  type: LoginType;
  isSms?: boolean;
  firebaseChannel?: string;
  firebaseIdToken?: string;
  lineSessionToken?: string;
  telegramAuth?: string;
  geetestChallenge?: string;
  geetestSeccode?: string;
  geetestValidateV4?: string;
  captcha?: string;
  device?: string;
  loginDeviceId?: string;
  isOfficialAppLogin?: boolean;
  /** type 'sms': the dialing code of the number in username; the merchant's own country when left out. */
  countryDialingCode?: string;
}
export interface LoginResponse {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  spanId: string;
  id: string;
  userName: string;
  customerType: number;
  /**
   * The password this login used is the merchant's default registration password (spec section 4 forces a
   * change then, except for SMS and firebase logins). The server decides, so the default never ships.
   */
  defaultPassword: boolean;
}
/** value of a login_verify_required failure. */
export interface LoginVerifyFlags { email: boolean; ga: boolean; sms: boolean }

export interface ClubLabel { labelName: string; labelId: string; rankLevel: number; type: 'AUTO' | 'MANUAL' }
export interface MemberInfo {
  id: string;
  account: string;
  token: string;
  userName: string;
  /** 1 or 2 = agent; 4 = special (no language sync). */
  type: number;
  language: string;
  clubLabel: ClubLabel | null;
}
/** Member type 4 is special: its language is never synced (spec section 6). */
export const NO_LANGUAGE_SYNC_TYPE = 4;

export interface MemberLanguageUpdate { language: string; merchantCode: string }

export type LinkageType = 'P' | 'URL' | 'G' | 'NONE';
export interface Banner {
  id: string; groupName: string; url: string; linkageType: LinkageType; linkage: string;
  roomId: string; nodeId: string; gameType: string; vendor: string;
}

export interface GameCard { gameId: string; accountTypeName: string; displayName: string; freeplay: boolean; vendor: string; image: string; nodeId?: string }
export interface GameLane { title: string; ordinal: number; cards: GameCard[]; gameClassify: { vendor: string; name: string }[]; gameCount: number }

export interface Announcement { id: string; title: string; content: string; contentType: 'html' | 'text'; forcedRead: boolean }
export interface PromotionAvailability { APP_DOWNLOAD: { enabled: boolean; count: number }; REFERRAL: { enabled: boolean; count: number } }

/** Event report (spec section 7): the durable outbox sends these; the server de-duplicates by eventID. */
export interface EventReport {
  eventID: string;
  event: string;
  value: Record<string, unknown>;
  domain: string;
  affiliateCode: string;
  channels: string[];
  clickIds: Record<string, string>;
}

/** POST /wps/system/collect (beacon). value is 'visit:first,fcp:120,lcp:300,fs:...'. */
export interface CollectBody { merchant: string; value: string }

export interface WebManifest {
  name: string; short_name: string; display: string; scope: string; start_url: string; id: string;
  theme_color: string; background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
  related_applications: { platform: string; url: string; id?: string }[];
  /** false: the browser offers this web app even when a native app is listed. */
  prefer_related_applications?: boolean;
  description?: string;
  orientation?: string;
}

// ---- answers the reference server gives that the types above did not name (additive) ----

/** One vendor of GET /wps/relay/GCSGAME_gameList?category=. */
export interface GameVendor { vendor: string; name: string; category: string; gameCount: number; image: string }

/** value of POST /wps/system/event: a repeated eventID is accepted once and reported as a duplicate. */
export interface EventReportResult { duplicate: boolean }

/** value of GET /wps/system/test/ping?events=: how many reports were read, and how many were already stored. */
export interface PingResult { received: number; duplicates: number }
