import type { Context } from 'hono';
import type { Generated } from 'kysely';
import {
  FEEDBACK_CATEGORIES, FEEDBACK_MAX_LENGTH, INBOX_ID_PATTERN, MEMBER_CODES, PROMO_CODE_PATTERN,
  type CustomerServiceScript, type InboxList, type InboxUnreadCount, type DepositSettings, type FeedbackResult, type LaunchChat, type PromoCodeEnable,
  type PromoCodeRedeemResult, type PromotionCategory, type PromotionCategoryList, type PromotionDetail, type RankProgress,
} from '../../../contract/member.ts';
import type { PromotionExtras } from '../../../contract/promotions.ts';
import { CODES } from '../../../contract/serverCodes.ts';
import type { AppDeps, AppEnv } from '../../http/app-env.ts';
import { requestOrigin } from '../../http/merchant-context.ts';
import { readValidJson } from '../../http/read-body.ts';
import { HttpError, replyOk } from '../../http/reply.ts';
import { bool, object, oneOf, optStr, str, validate, ValidationError, type Check } from '../../http/validator.ts';
import type { MemberContentConfig } from '../../merchants/merchant-config.ts';
import { cdnBase, cdnUrl } from '../../services/cdn-url.ts';
import { chatRoomOf } from '../../services/chat-rooms.ts';
import type { RelayHandlers } from './relay.ts';
import { STAND_IN_CASHIER } from './wallet.ts';
import { countDeposit, listInbox, markRead, readWallet, unreadCount } from './wallet-store.ts';

interface FeedbackTable { id: Generated<number>; merchant: string; member_id: number; category: string; message: string }

const EMPTY: MemberContentConfig = {
  promotionCategories: [], promotions: [], promoCode: { enabled: false, codes: [] }, members: {},
  depositUrl: '', withdrawUrl: '', csScriptUrl: '', chatUrl: '',
};
const content = (c: Context<AppEnv>): MemberContentConfig => c.get('merchant').config.memberContent ?? EMPTY;
const detailQuery = object({ id: str({ min: 1, max: 64, pattern: /^[A-Za-z0-9_-]+$/ }) });
const redeemBody = object({ code: str({ min: 1, max: 20, pattern: PROMO_CODE_PATTERN }) });
/** Feedback is free text over several lines: line breaks are allowed, every other control character is not. */
const multiline = (max: number): Check<string> => (v, f) => {
  // Checked with its line breaks read as spaces (str refuses them), then kept with them.
  str({ max })(typeof v === 'string' ? v.replace(/\r\n?|\n/g, ' ') : v, f);
  const text = (v as string).replace(/\r\n?/g, '\n');
  if (text.trim() === '') throw new ValidationError(f, 'must not be empty');
  return text;
};
const feedbackBody = object({ category: oneOf(FEEDBACK_CATEGORIES), message: multiline(FEEDBACK_MAX_LENGTH) });
const markReadBody = object({ announcementId: str({ min: 1, max: 12, pattern: INBOX_ID_PATTERN }), read: bool });
/** Production's query (b2c 1, title, backUrl, language); older clients sent none, so each is optional. */
const launchChatQuery = object({ b2c: optStr(1), title: optStr(128), backUrl: optStr(2048), language: optStr(8) });
/** The help script as production sends it: HTML with script tags; the URL is quoted for an attribute. */
const scriptTag = (url: string): string => (url ? `<script src="${url.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"></script>` : '');


/** A category's name in the request's Language, else EN, else its first name. */
function nameIn(names: Record<string, string>, language: string): string {
  return names[language] ?? names.EN ?? Object.values(names)[0] ?? '';
}

/** GET and POST /wps/relay/{NAME} of issue 5: promotions, promo code, rank, deposit settings, chat, help, feedback. */
export function memberRelays(deps: AppDeps): RelayHandlers {
  const image = (c: Context<AppEnv>, path: string): string => cdnUrl(cdnBase(requestOrigin(c), c.get('merchant').code), path);
  const memberData = (c: Context<AppEnv>) => {
    const member = c.get('member');
    return { member, data: content(c).members[member.username] };
  };

  return {
    // Public, named in the request's language, so a language change reloads it.
    promotionCategories: (c) => {
      const lang = (c.req.header('Language') ?? '').toUpperCase();
      const all = content(c).promotions;
      const categories: PromotionCategory[] = content(c).promotionCategories.map((cat) => ({
        id: cat.id,
        name: nameIn(cat.names, lang),
        promotions: cat.promotionIds.flatMap((id) => all.filter((p) => p.id === id))
          // The card's period and call to action come along; absent ones are left out of the JSON.
          .map(({ id, title, summary, image: img, period, action }: PromotionDetail & PromotionExtras) => ({ id, title, summary, image: image(c, img), period, action })),
      }));
      return replyOk<PromotionCategoryList>(c, { categories });
    },
    promotionDetail: (c) => {
      const { id } = validate(detailQuery, c.req.query());
      const found = content(c).promotions.find((p) => p.id === id);
      if (!found) throw new HttpError(404, MEMBER_CODES.promotionNotFound, 'no such promotion');
      return replyOk<PromotionDetail>(c, { ...found, image: image(c, found.image) });
    },
    promoCodeEnable: (c) => {
      return replyOk<PromoCodeEnable>(c, content(c).promoCode.enabled);
    },
    rankProgress: (c) => {
      const { member, data } = memberData(c);
      const fallback: RankProgress = {
        currentProgress: { completedConditions: 0, totalExpectedConditions: 0 },
        playerRankProgress: { labelId: member.club_label?.labelId ?? '' },
      };
      return replyOk<RankProgress>(c, data?.rank ?? fallback);
    },
    depositSettings: async (c) => {
      const { member, data } = memberData(c);
      const { depositUrl, withdrawUrl } = content(c);
      const { deposits } = await readWallet(deps.db, c.get('merchant').code, member);
      const total = (data?.totalDepositSuccessCount ?? 0) + deposits;
      return replyOk<DepositSettings>(c, { totalDepositSuccessCount: total, depositUrl, withdrawUrl });
    },
    launchChat: async (c) => {
      validate(launchChatQuery, c.req.query());
      const member = c.get('member');
      const chat = content(c).chatUrl;
      if (!chat) throw new HttpError(404, MEMBER_CODES.chatUnavailable, 'this merchant has no in-house chat');
      // An opaque stored room, never the member id: ids are sequential and would open other members' rooms.
      const room = await chatRoomOf(deps.db, member.id);
      return replyOk<LaunchChat>(c, { url: `${chat}${chat.includes('?') ? '&' : '?'}room=${room}` });
    },
    inboxMessages: async (c) => {
      const member = c.get('member');
      return replyOk<InboxList>(c, await listInbox(deps.db, c.get('merchant').code, member, deps.now()));
    },
    inboxUnread: async (c) => {
      const member = c.get('member');
      return replyOk<InboxUnreadCount>(c, await unreadCount(deps.db, c.get('merchant').code, member, deps.now()));
    },
    csScript: (c) => replyOk<CustomerServiceScript>(c, { scripts: scriptTag(content(c).csScriptUrl) }),
    promoCodeRedeem: async (c) => {
      const { code } = await readValidJson(c, redeemBody);
      const promo = content(c).promoCode;
      if (!promo.enabled) throw new HttpError(403, MEMBER_CODES.promoCodeDisabled, 'promo codes are off for this merchant');
      const found = promo.codes.find((x) => x.code.toUpperCase() === code.toUpperCase());
      if (!found) throw new HttpError(400, MEMBER_CODES.promoCodeInvalid, 'unknown or expired promo code');
      return replyOk<PromoCodeRedeemResult>(c, { code: found.code, reward: found.reward });
    },
    // The stand-in cashier's successful deposit: the member's count of successful deposits grows by one.
    standInDeposit: async (c) => {
      const member = c.get('member');
      if (!content(c).depositUrl.startsWith(STAND_IN_CASHIER)) throw new HttpError(404, CODES.notFound, 'this merchant has a real cashier');
      const deposits = await countDeposit(deps.db, c.get('merchant').code, member);
      return replyOk<{ deposits: number }>(c, { deposits });
    },
    markAnnouncementRead: async (c) => {
      const member = c.get('member');
      const { announcementId, read } = await readValidJson(c, markReadBody);
      const found = await markRead(deps.db, c.get('merchant').code, member, Number(announcementId), read, deps.now());
      if (!found) throw new HttpError(404, CODES.notFound, 'no such message');
      return replyOk<boolean>(c, true);
    },
    feedback: async (c) => {
      const member = c.get('member');
      const body = await readValidJson(c, feedbackBody);
      const db = deps.db.withTables<{ member_feedback: FeedbackTable }>();
      const row = await db.insertInto('member_feedback')
        .values({ merchant: c.get('merchant').code, member_id: member.id, category: body.category, message: body.message })
        .returning('id').executeTakeFirstOrThrow();
      return replyOk<FeedbackResult>(c, { id: row.id });
    },
  };
}
