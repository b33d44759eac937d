/** Member and content relays of issue 5 (promotions, rank, deposit settings, customer service, feedback). */

/** One promotion as listed in a category. */
export interface PromotionSummary { id: string; title: string; summary: string; image: string }
/** One category of PROMOFE_getPromotionAnnouncementCategory, named in the request's Language. */
export interface PromotionCategory { id: string; name: string; promotions: PromotionSummary[] }
/** value of PROMOFE_getPromotionDetail?id=. */
export interface PromotionDetail extends PromotionSummary { content: string; contentType: 'html' | 'text' }

/** value of PROMOFE_getPromoCodeEnable: a bare boolean (production-wire D7). */
export type PromoCodeEnable = boolean;
export interface PromoCodeRedeemBody { code: string }
export interface PromoCodeRedeemResult { code: string; reward: string }
/** Promo codes are letters and digits, 4 to 20 characters. */
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9]{4,20}$/;

/** value of MCSFE_getPlayerRankProgress (spec section 3). */
export interface RankProgress {
  currentProgress: { completedConditions: number; totalExpectedConditions: number };
  playerRankProgress: { labelId: string; nextLabelName?: string };
}

/** value of PAYFE_getDepositSetting; the spec names totalDepositSuccessCount, the entries' targets are ours. */
export interface DepositSettings { totalDepositSuccessCount: number; depositUrl: string; withdrawUrl: string }

/** value of CBS_launchChat (unseen in production: assumption): the in-house chat room to open. */
export interface LaunchChat { url: string }
/** Query of CBS_launchChat (production-wire D16); language is CN for both Chinese variants. */
export interface LaunchChatQuery { b2c: '1'; title: string; backUrl: string; language: string }
/** value of WPSCORE_getCustomerServiceScript: HTML with script tags ('' when the merchant has none). */
export interface CustomerServiceScript { scripts: string }
/** value of CBS_unreadCount: the in-house chat's unread count (production-wire D17). */
export interface ChatUnread { unReadCount: number }

export const CS_TYPES = ['TX-CHAT', 'AICAN', 'MIDUOKE', 'LIVECHAT', 'COMM100', 'COMM100VIP'] as const;
export type CsType = (typeof CS_TYPES)[number];
/** A customer-service path ends with its key: DES-ECB/PKCS7, base64 ciphertext then the 8-character key. */
export const CS_PATH_KEY_LENGTH = 8;

export const FEEDBACK_CATEGORIES = ['SUGGESTION', 'PROBLEM', 'PAYMENT', 'OTHER'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];
export const FEEDBACK_MAX_LENGTH = 500;
export interface FeedbackBody { category: FeedbackCategory; message: string }
export interface FeedbackResult { id: number }

/** Error codes of these relays (the envelope's code). */
export const MEMBER_CODES = {
  promoCodeInvalid: 'promo.code.invalid',
  promoCodeDisabled: 'promo.code.disabled',
  promotionNotFound: 'promotion.not.found',
  chatUnavailable: 'chat.unavailable',
} as const;

/** One inbox message (an announcement addressed to the member); content is HTML or plain text. */
export interface InboxMessage { id: string; title: string; content: string; contentType: 'html' | 'text'; createdAt: string; read: boolean }
/** value of MCSFE_getInboxMessages: newest first. */
export type InboxList = InboxMessage[];
/** Body of MCSFE_markAnnouncementAsRead (production sends read: true). */
export interface MarkReadBody { announcementId: string; read: boolean }
/** value of CSP_unreadCount: a bare number. */
export type InboxUnreadCount = number;
export const INBOX_ID_PATTERN = /^[0-9]{1,12}$/;

// ---- relay request and answer types (contract/relays.ts) ----
/** value of PROMOFE_getPromotionAnnouncementCategory (production-wire D6). */
export interface PromotionCategoryList { categories: PromotionCategory[] }
/** value of WPSCORE_getDownloadSetting?domain= (production-wire D13); the links come from status resources. */
export interface DownloadSetting { app_desc?: { value?: string }; login_prompt_text?: { value?: string } }
