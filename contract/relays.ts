/**
 * Every /wps/relay/<NAME> call, one row each: name, method, auth rule, cache rule, request and answer types.
 * The client's `relay(row, params)` (src/api/relay.ts) takes a row (so a page ships only the rows it calls) and the
 * server's one relay router (server/routes/wps/relay.ts) mounts them all from `RELAYS`; adding a relay call is one row here, one endpoint function and one server handler.
 * Names and shapes follow the production backend (production-wire reference); rows it does not have are marked.
 */
import type { LineCodeAnswer, LineCodeExchange, LineLoginSetting, MayaLoginSetting, MayaTokens, TelegramLoginSetting } from './auth.ts';
import type { PromoAnnounce, PromoAnnounceQuery, RsgUnlock } from './content.ts';
import type { GameMatchGroup, TrialLaunchAnswer, TrialLaunchQuery } from './games.ts';
import type {
  ChatUnread, CustomerServiceScript, DepositSettings, DownloadSetting, FeedbackBody, FeedbackResult, InboxList, InboxUnreadCount,
  LaunchChat, LaunchChatQuery, MarkReadBody, PromoCodeEnable, PromoCodeRedeemBody, PromoCodeRedeemResult, PromotionCategoryList,
  PromotionDetail, RankProgress,
} from './member.ts';
import type { PromotionJoinBody, PromotionJoinResult, ReferralSummary } from './promotions.ts';
import type { PushBindBody, PushDeliveryBody, PushRegistrationBody } from './push.ts';
import { RELAY_PREFIX, type RelayRow } from './relayRow.ts';
import { announcements, availablePromotions, gameList, hotGames, newGameVendor } from './lobbyRelays.ts';

export { RELAY_PREFIX };
export type { RelayAuth, RelayCache, RelayMethod, RelayRow } from './relayRow.ts';
// The first screen's rows are defined in lobbyRelays.ts (the first screen ships only them); they are rows of this table.
export { announcements, availablePromotions, gameList, hotGames, newGameVendor };

type None = Record<string, never>;

// ---- content: banners, announcements, promotions, inbox ----
export const promoAnnounce: RelayRow<PromoAnnounceQuery, PromoAnnounce> = { name: 'PROMOFE_getPromoAnnounceV2', method: 'GET', auth: 'optional', cache: 'merchant' };
export const promotionCategories: RelayRow<None, PromotionCategoryList> = { name: 'PROMOFE_getPromotionAnnouncementCategory', method: 'GET', auth: 'optional', cache: 'merchant' };
/** Tessera's addition: production's promotion pages live in the member-centre bundle, not read. */
export const promotionDetail: RelayRow<{ id: string }, PromotionDetail> = { name: 'PROMOFE_getPromotionDetail', method: 'GET', auth: 'optional', cache: 'merchant' };
export const promoCodeEnable: RelayRow<None, PromoCodeEnable> = { name: 'PROMOFE_getPromoCodeEnable', method: 'GET', auth: 'member', cache: 'none' };
/** Tessera's addition (production's redeem call was not in the files read). */
export const promoCodeRedeem: RelayRow<PromoCodeRedeemBody, PromoCodeRedeemResult> = { name: 'PROMOFE_redeemPromoCode', method: 'POST', auth: 'member', cache: 'none' };
/** Tessera's addition. */
export const joinPromotion: RelayRow<PromotionJoinBody, PromotionJoinResult> = { name: 'PROMOFE_joinPromotion', method: 'POST', auth: 'member', cache: 'none' };
/** Tessera's addition. */
export const referralSummary: RelayRow<None, ReferralSummary> = { name: 'MCSFE_getReferralSummary', method: 'GET', auth: 'member', cache: 'none' };
export const rankProgress: RelayRow<None, RankProgress> = { name: 'MCSFE_getPlayerRankProgress', method: 'GET', auth: 'member', cache: 'none' };
/** Guests on the home paths of a self-exclusion merchant (whitelabel SELFEXCLUSION3). */
export const rsgUnlock: RelayRow<None, RsgUnlock> = { name: 'MCSFE_checkRsgUnlockEvent', method: 'POST', auth: 'none', cache: 'none' };
/** Tessera's addition: production's inbox list is in the member-centre bundle, not read. */
export const inboxMessages: RelayRow<None, InboxList> = { name: 'MCSFE_getInboxMessages', method: 'GET', auth: 'member', cache: 'none' };
export const markAnnouncementRead: RelayRow<MarkReadBody, boolean> = { name: 'MCSFE_markAnnouncementAsRead', method: 'POST', auth: 'member', cache: 'none' };
export const inboxUnread: RelayRow<None, InboxUnreadCount> = { name: 'CSP_unreadCount', method: 'GET', auth: 'member', cache: 'none' };

// ---- customer service, download, cashier ----
export const chatUnread: RelayRow<None, ChatUnread> = { name: 'CBS_unreadCount', method: 'GET', auth: 'member', cache: 'none' };
export const launchChat: RelayRow<LaunchChatQuery, LaunchChat> = { name: 'CBS_launchChat', method: 'GET', auth: 'member', cache: 'none' };
/** Tessera's addition. */
export const feedback: RelayRow<FeedbackBody, FeedbackResult> = { name: 'CBS_submitFeedback', method: 'POST', auth: 'member', cache: 'none' };
export const csScript: RelayRow<None, CustomerServiceScript> = { name: 'WPSCORE_getCustomerServiceScript', method: 'GET', auth: 'optional', cache: 'merchant' };
export const downloadSetting: RelayRow<{ domain: string }, DownloadSetting> = { name: 'WPSCORE_getDownloadSetting', method: 'GET', auth: 'optional', cache: 'merchant' };
export const depositSettings: RelayRow<None, DepositSettings> = { name: 'PAYFE_getDepositSetting', method: 'GET', auth: 'member', cache: 'none' };
/** The reference server's stand-in cashier reporting a paid deposit (what a payment provider tells the backend). */
export const standInDeposit: RelayRow<None, { deposits: number }> = { name: 'DEMO_cashierDeposit', method: 'POST', auth: 'member', cache: 'none' };

// ---- sign-in providers ----
export const saveMemberInfoByAuthKey: RelayRow<None, string> = { name: 'WPSCORE_saveMemberInfoByAuthKey', method: 'POST', auth: 'member', cache: 'none' };
export const verifyLineCode: RelayRow<LineCodeExchange, LineCodeAnswer> = { name: 'WPS3RD_verifyLineCode', method: 'POST', auth: 'none', cache: 'none' };
export const refreshMayaTokens: RelayRow<{ env: string }, MayaTokens> = { name: 'WPS3RD_refreshMayaTokens', method: 'GET', auth: 'member', cache: 'none' };
export const telegramLoginSetting: RelayRow<None, TelegramLoginSetting> = { name: 'WPSCORE_getTelegramLoginSetting', method: 'GET', auth: 'none', cache: 'none' };
/** The reference server's addition: where the LINE sign-in page is (the local page in development). */
export const lineLoginSetting: RelayRow<None, LineLoginSetting> = { name: 'WPSCORE_getLineLoginSetting', method: 'GET', auth: 'none', cache: 'none' };
/** The reference server's addition: where the wallet sign-in page is. */
export const mayaLoginSetting: RelayRow<None, MayaLoginSetting> = { name: 'WPS3RD_getMayaLoginSetting', method: 'GET', auth: 'none', cache: 'none' };

// ---- games ----
export const trialLaunch: RelayRow<TrialLaunchQuery, TrialLaunchAnswer> = { name: 'GCS_gameTrialLaunch', method: 'GET', auth: 'optional', cache: 'none' };
export const gameMatch: RelayRow<None, GameMatchGroup[]> = { name: 'GCSGAME_getGameMatchV2', method: 'GET', auth: 'optional', cache: 'merchant' };

// ---- push ----
export const fcmBind: RelayRow<PushBindBody, boolean> = { name: 'CSP_fcmBind', method: 'POST', auth: 'member', cache: 'none' };
export const fcmSubscribe: RelayRow<PushRegistrationBody, boolean> = { name: 'CSP_fcmSubscribe', method: 'POST', auth: 'member', cache: 'none' };
export const fcmUnsubscribe: RelayRow<PushRegistrationBody, unknown> = { name: 'CSP_fcmUnsubscribe', method: 'DELETE', auth: 'member', cache: 'none', accepts: { methods: ['POST'] } };
/** Sent by the service worker on delivery and click; it has no session, the Merchant header names the merchant. */
export const pushDelivery: RelayRow<PushDeliveryBody, unknown> = { name: 'EMFE_appPushDeliveryCallback', method: 'PUT', auth: 'none', cache: 'none' };

/** The whole table by key: the server's router and the tests read it; the page imports single rows (tree-shaken). */
export const RELAYS = {
  announcements,
  promoAnnounce,
  availablePromotions,
  promotionCategories,
  promotionDetail,
  promoCodeEnable,
  promoCodeRedeem,
  joinPromotion,
  referralSummary,
  rankProgress,
  rsgUnlock,
  inboxMessages,
  markAnnouncementRead,
  inboxUnread,
  chatUnread,
  launchChat,
  feedback,
  csScript,
  downloadSetting,
  depositSettings,
  standInDeposit,
  saveMemberInfoByAuthKey,
  verifyLineCode,
  refreshMayaTokens,
  telegramLoginSetting,
  lineLoginSetting,
  mayaLoginSetting,
  trialLaunch,
  newGameVendor,
  gameList,
  gameMatch,
  hotGames,
  fcmBind,
  fcmSubscribe,
  fcmUnsubscribe,
  pushDelivery,
} as const satisfies Record<string, RelayRow<unknown, unknown>>;

export type RelayKey = keyof typeof RELAYS;

export const relayPath = (key: RelayKey): string => RELAY_PREFIX + RELAYS[key].name;
