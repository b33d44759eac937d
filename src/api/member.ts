/** Member relays of issue 5; each needs a token (the request layer sends it). Answers are mapped here. */
import type { Envelope } from '../../contract/envelope.ts';
import type {
  DepositSettings, FeedbackBody, FeedbackResult, InboxList, LaunchChatQuery, PromoCodeRedeemResult, RankProgress,
} from '../../contract/member.ts';
import { relay } from './relay.ts';
import * as Rows from '../../contract/relays.ts';

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n < 1e9;

/** PROMOFE_getPromoCodeEnable (D7): a bare boolean; null when unavailable or malformed. */
export async function getPromoCodeEnable(): Promise<boolean | null> {
  // Background reads after a login are silent: a failure leaves the entry hidden rather than alerting.
  const env = await relay(Rows.promoCodeEnable, undefined, { silent: true });
  if (!env.success) return null;
  if (typeof env.value === 'boolean') return env.value;
  console.warn('[member] promo-code switch answer ignored');
  return null;
}

export const redeemPromoCode = (code: string): Promise<Envelope<PromoCodeRedeemResult>> =>
  relay(Rows.promoCodeRedeem, { code }, { silent: true });

export const getRankProgress = (): Promise<Envelope<RankProgress>> => relay(Rows.rankProgress, undefined, { silent: true });

export const getDepositSettings = (): Promise<Envelope<DepositSettings>> => relay(Rows.depositSettings, undefined, { silent: true });

/** The inbox's unread count (D18: CSP_unreadCount, a bare number); CBS_unreadCount is the chat's. */
export async function getUnreadCount(): Promise<number | null> {
  const env = await relay(Rows.inboxUnread, undefined, { silent: true });
  if (!env.success) return null;
  if (isCount(env.value)) return env.value;
  console.warn('[member] inbox unread answer ignored');
  return null;
}

/** The in-house chat's unread count (D17: CBS_unreadCount, value.unReadCount); null when unavailable. */
export async function getChatUnread(): Promise<number | null> {
  const env = await relay(Rows.chatUnread, undefined, { silent: true });
  if (!env.success) return null;
  const n = (env.value as { unReadCount?: unknown } | null)?.unReadCount;
  if (isCount(n)) return n;
  console.warn('[member] chat unread answer ignored');
  return null;
}

export const getInboxMessages = (): Promise<Envelope<InboxList>> => relay(Rows.inboxMessages, undefined, { silent: true });

export const markInboxRead = (announcementId: string): Promise<Envelope<boolean>> =>
  relay(Rows.markAnnouncementRead, { announcementId, read: true }, { silent: true });

/** Production sends CN for both Chinese variants (D16). */
export const chatLanguage = (lang: string): string => (/^(CN|TW)$/i.test(lang) ? 'CN' : lang.toUpperCase());

/** CBS_launchChat (D16): the room's URL (answer unseen: {url} assumed); null when unavailable. */
export async function launchChat(q: { title: string; backUrl: string; language: string }): Promise<string | null> {
  const query: LaunchChatQuery = { b2c: '1', title: q.title, backUrl: q.backUrl, language: chatLanguage(q.language) };
  const env = await relay(Rows.launchChat, query, { silent: true });
  const url = env.success ? (env.value as { url?: unknown } | null)?.url : undefined;
  return typeof url === 'string' && url !== '' ? url : null;
}

export const submitFeedback = (body: FeedbackBody): Promise<Envelope<FeedbackResult>> =>
  relay(Rows.feedback, body, { silent: true });
