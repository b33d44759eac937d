/** Member relays of issue 5; each needs a token (the request layer sends it). */
import type { Envelope } from '../../contract/envelope.ts';
import {
  INBOX_RELAY, MEMBER_RELAY, type DepositSettings, type InboxList, type InboxUnreadCount, type FeedbackBody, type FeedbackResult, type LaunchChat, type PromoCodeEnable,
  type PromoCodeRedeemResult, type RankProgress,
} from '../../contract/member.ts';
import { getRelay, postRelay } from './relay.ts';

// Background reads after a login are silent: a failure leaves the counter empty rather than alerting.
export const getPromoCodeEnable = (): Promise<Envelope<PromoCodeEnable>> =>
  getRelay<PromoCodeEnable>(MEMBER_RELAY.promoCodeEnable, undefined, { silent: true });

export const redeemPromoCode = (code: string): Promise<Envelope<PromoCodeRedeemResult>> =>
  postRelay<PromoCodeRedeemResult>(MEMBER_RELAY.promoCodeRedeem, { code }, { silent: true });

export const getRankProgress = (): Promise<Envelope<RankProgress>> =>
  getRelay<RankProgress>(MEMBER_RELAY.rankProgress, undefined, { silent: true });

export const getDepositSettings = (): Promise<Envelope<DepositSettings>> =>
  getRelay<DepositSettings>(MEMBER_RELAY.depositSettings, undefined, { silent: true });

/** The inbox's unread count (production-wire D18: CSP_unreadCount, a bare number); CBS_unreadCount is the chat's. */
export const getUnreadCount = (): Promise<Envelope<InboxUnreadCount>> =>
  getRelay<InboxUnreadCount>(INBOX_RELAY.unreadCount, undefined, { silent: true });

export const getInboxMessages = (): Promise<Envelope<InboxList>> =>
  getRelay<InboxList>(INBOX_RELAY.list, undefined, { silent: true });

export const markInboxRead = (announcementId: string): Promise<Envelope<boolean>> =>
  postRelay<boolean>(INBOX_RELAY.markRead, { announcementId, read: true }, { silent: true });

export const launchChat = (): Promise<Envelope<LaunchChat>> =>
  getRelay<LaunchChat>(MEMBER_RELAY.launchChat, undefined, { silent: true });

export const submitFeedback = (body: FeedbackBody): Promise<Envelope<FeedbackResult>> =>
  postRelay<FeedbackResult>(MEMBER_RELAY.feedback, body, { silent: true });
