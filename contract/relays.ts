/**
 * Every /wps/relay/<NAME> call, one row each: name, method, auth rule, cache rule, request and answer types.
 * The client's `relay()` (src/api/relay.ts) and the server's one relay router (server/routes/wps/relay.ts) both read
 * this table; adding a relay call is one row here, one endpoint function and one server handler.
 * Names and shapes follow the production backend (production-wire reference); rows it does not have are marked.
 */
import type { LineCodeAnswer, LineCodeExchange, LineLoginSetting, MayaLoginSetting, MayaTokens, TelegramLoginSetting } from './auth.ts';
import type {
  AnnouncementLists, AnnouncementQuery, PromoAnnounce, PromoAnnounceQuery, RsgUnlock,
} from './content.ts';
import type {
  GameListPage, GameListQuery, GameMatchGroup, HotGames, HotGamesQuery, NewGameVendorAnswer, NewGameVendorQuery,
  TrialLaunchAnswer, TrialLaunchQuery,
} from './games.ts';
import type {
  ChatUnread, CustomerServiceScript, DepositSettings, DownloadSetting, FeedbackBody, FeedbackResult, InboxList, InboxUnreadCount,
  LaunchChat, LaunchChatQuery, MarkReadBody, PromoCodeEnable, PromoCodeRedeemBody, PromoCodeRedeemResult, PromotionCategoryList,
  PromotionDetail, RankProgress,
} from './member.ts';
import type { PromotionJoinBody, PromotionJoinResult, ReferralSummary } from './promotions.ts';
import type { PushBindBody, PushDeliveryBody, PushRegistrationBody } from './push.ts';
import type { PromotionAvailability } from './wps.ts';

export type RelayMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** none: never sends Authorization (spec section 6); optional: sends it when there is a session; member: refused without one. */
export type RelayAuth = 'none' | 'optional' | 'member';
/** merchant: the same answer for every visitor (the client may cache it); none: never cached. */
export type RelayCache = 'merchant' | 'none';

export interface RelayRow<Q = unknown, A = unknown> {
  readonly name: string;
  readonly method: RelayMethod;
  readonly auth: RelayAuth;
  readonly cache: RelayCache;
  /** Older forms the reference server still answers: the spec's name, Tessera's earlier method (docs/decisions.md). */
  readonly accepts?: { readonly names?: readonly string[]; readonly methods?: readonly RelayMethod[] };
  /** Type carrier only, never set: the request (query for GET, body otherwise) and the answer's value. */
  readonly types?: { readonly request: Q; readonly answer: A };
}

const row = <Q, A>(r: RelayRow<Q, A>): RelayRow<Q, A> => r;
type None = Record<string, never>;

export const RELAYS = {
  // ---- content: banners, announcements, promotions, inbox ----
  /** Banners (types 'B'), announcements, promotions and popups in one call; answer grouped by kind. */
  announcements: row<AnnouncementQuery, AnnouncementLists>({
    name: 'CCSFE_getListAnnouncements', method: 'GET', auth: 'none', cache: 'merchant', accepts: { names: ['MCSFE_getListAnnouncements'] },
  }),
  promoAnnounce: row<PromoAnnounceQuery, PromoAnnounce>({ name: 'PROMOFE_getPromoAnnounceV2', method: 'GET', auth: 'optional', cache: 'merchant' }),
  availablePromotions: row<None, PromotionAvailability>({ name: 'MCSFE_getMerchantAvailablePromotions', method: 'GET', auth: 'none', cache: 'merchant' }),
  promotionCategories: row<None, PromotionCategoryList>({ name: 'PROMOFE_getPromotionAnnouncementCategory', method: 'GET', auth: 'optional', cache: 'merchant' }),
  /** Tessera's addition: production's promotion pages live in the member-centre bundle, not read. */
  promotionDetail: row<{ id: string }, PromotionDetail>({ name: 'PROMOFE_getPromotionDetail', method: 'GET', auth: 'optional', cache: 'merchant' }),
  promoCodeEnable: row<None, PromoCodeEnable>({ name: 'PROMOFE_getPromoCodeEnable', method: 'GET', auth: 'member', cache: 'none' }),
  /** Tessera's addition (production's redeem call was not in the files read). */
  promoCodeRedeem: row<PromoCodeRedeemBody, PromoCodeRedeemResult>({ name: 'PROMOFE_redeemPromoCode', method: 'POST', auth: 'member', cache: 'none' }),
  /** Tessera's addition. */
  joinPromotion: row<PromotionJoinBody, PromotionJoinResult>({ name: 'PROMOFE_joinPromotion', method: 'POST', auth: 'member', cache: 'none' }),
  /** Tessera's addition. */
  referralSummary: row<None, ReferralSummary>({ name: 'MCSFE_getReferralSummary', method: 'GET', auth: 'member', cache: 'none' }),
  rankProgress: row<None, RankProgress>({ name: 'MCSFE_getPlayerRankProgress', method: 'GET', auth: 'member', cache: 'none' }),
  /** Guests on the home paths of a self-exclusion merchant (whitelabel SELFEXCLUSION3). */
  rsgUnlock: row<None, RsgUnlock>({ name: 'MCSFE_checkRsgUnlockEvent', method: 'POST', auth: 'none', cache: 'none' }),
  /** Tessera's addition: production's inbox list is in the member-centre bundle, not read. */
  inboxMessages: row<None, InboxList>({ name: 'MCSFE_getInboxMessages', method: 'GET', auth: 'member', cache: 'none' }),
  markAnnouncementRead: row<MarkReadBody, boolean>({ name: 'MCSFE_markAnnouncementAsRead', method: 'POST', auth: 'member', cache: 'none' }),
  inboxUnread: row<None, InboxUnreadCount>({ name: 'CSP_unreadCount', method: 'GET', auth: 'member', cache: 'none' }),

  // ---- customer service, download, cashier ----
  chatUnread: row<None, ChatUnread>({ name: 'CBS_unreadCount', method: 'GET', auth: 'member', cache: 'none' }),
  launchChat: row<LaunchChatQuery, LaunchChat>({ name: 'CBS_launchChat', method: 'GET', auth: 'member', cache: 'none' }),
  /** Tessera's addition. */
  feedback: row<FeedbackBody, FeedbackResult>({ name: 'CBS_submitFeedback', method: 'POST', auth: 'member', cache: 'none' }),
  csScript: row<None, CustomerServiceScript>({ name: 'WPSCORE_getCustomerServiceScript', method: 'GET', auth: 'optional', cache: 'merchant' }),
  downloadSetting: row<{ domain: string }, DownloadSetting>({ name: 'WPSCORE_getDownloadSetting', method: 'GET', auth: 'optional', cache: 'merchant' }),
  depositSettings: row<None, DepositSettings>({ name: 'PAYFE_getDepositSetting', method: 'GET', auth: 'member', cache: 'none' }),
  /** The reference server's stand-in cashier reporting a paid deposit (what a payment provider tells the backend). */
  standInDeposit: row<None, { deposits: number }>({ name: 'DEMO_cashierDeposit', method: 'POST', auth: 'member', cache: 'none' }),

  // ---- sign-in providers ----
  saveMemberInfoByAuthKey: row<None, string>({ name: 'WPSCORE_saveMemberInfoByAuthKey', method: 'POST', auth: 'member', cache: 'none' }),
  verifyLineCode: row<LineCodeExchange, LineCodeAnswer>({ name: 'WPS3RD_verifyLineCode', method: 'POST', auth: 'none', cache: 'none' }),
  refreshMayaTokens: row<{ env: string }, MayaTokens>({ name: 'WPS3RD_refreshMayaTokens', method: 'GET', auth: 'member', cache: 'none' }),
  telegramLoginSetting: row<None, TelegramLoginSetting>({ name: 'WPSCORE_getTelegramLoginSetting', method: 'GET', auth: 'none', cache: 'none' }),
  /** The reference server's addition: where the LINE sign-in page is (the local page in development). */
  lineLoginSetting: row<None, LineLoginSetting>({ name: 'WPSCORE_getLineLoginSetting', method: 'GET', auth: 'none', cache: 'none' }),
  /** The reference server's addition: where the wallet sign-in page is. */
  mayaLoginSetting: row<None, MayaLoginSetting>({ name: 'WPS3RD_getMayaLoginSetting', method: 'GET', auth: 'none', cache: 'none' }),

  // ---- games ----
  trialLaunch: row<TrialLaunchQuery, TrialLaunchAnswer>({ name: 'GCS_gameTrialLaunch', method: 'GET', auth: 'optional', cache: 'none' }),
  /** The lobby's lanes (value.data.lanes): ordinals are computed client-side. */
  newGameVendor: row<NewGameVendorQuery, NewGameVendorAnswer>({ name: 'GCSGAME_newGameVendor', method: 'GET', auth: 'optional', cache: 'merchant' }),
  gameList: row<GameListQuery, GameListPage>({ name: 'GCSGAME_gameList', method: 'GET', auth: 'optional', cache: 'merchant' }),
  gameMatch: row<None, GameMatchGroup[]>({ name: 'GCSGAME_getGameMatchV2', method: 'GET', auth: 'optional', cache: 'merchant' }),
  hotGames: row<HotGamesQuery, HotGames>({ name: 'GCSGAME_hotGamesV2', method: 'GET', auth: 'optional', cache: 'merchant' }),

  // ---- push ----
  fcmBind: row<PushBindBody, boolean>({ name: 'CSP_fcmBind', method: 'POST', auth: 'member', cache: 'none' }),
  fcmSubscribe: row<PushRegistrationBody, boolean>({ name: 'CSP_fcmSubscribe', method: 'POST', auth: 'member', cache: 'none' }),
  fcmUnsubscribe: row<PushRegistrationBody, unknown>({ name: 'CSP_fcmUnsubscribe', method: 'DELETE', auth: 'member', cache: 'none', accepts: { methods: ['POST'] } }),
  /** Sent by the service worker on delivery and click; it has no session, the Merchant header names the merchant. */
  pushDelivery: row<PushDeliveryBody, unknown>({ name: 'EMFE_appPushDeliveryCallback', method: 'PUT', auth: 'none', cache: 'none' }),
} as const satisfies Record<string, RelayRow<unknown, unknown>>;

export type RelayKey = keyof typeof RELAYS;
export type RelayRequest<K extends RelayKey> = (typeof RELAYS)[K] extends RelayRow<infer Q, unknown> ? Q : never;
export type RelayAnswer<K extends RelayKey> = (typeof RELAYS)[K] extends RelayRow<unknown, infer A> ? A : never;

export const RELAY_PREFIX = '/wps/relay/';
export const relayPath = (key: RelayKey): string => RELAY_PREFIX + RELAYS[key].name;

/** The relay paths sent without Authorization even when a token exists (spec section 6). */
export const NO_AUTH_RELAY_PATHS: readonly string[] = (Object.keys(RELAYS) as RelayKey[])
  .filter((k) => RELAYS[k].auth === 'none').map(relayPath);
