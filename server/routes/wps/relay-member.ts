import { Hono, type Context } from 'hono';
import type { Generated } from 'kysely';
import {
  FEEDBACK_CATEGORIES, FEEDBACK_MAX_LENGTH, MEMBER_CODES, MEMBER_RELAY, PROMO_CODE_PATTERN,
  type CustomerServiceScript, type DepositSettings, type FeedbackResult, type LaunchChat, type PromoCodeEnable,
  type PromoCodeRedeemResult, type PromotionCategory, type PromotionDetail, type RankProgress,
} from '../../../contract/member.ts';
import { CODES } from '../../../contract/serverCodes.ts';
import { WPS } from '../../../contract/wps.ts';
import type { AppDeps, AppEnv } from '../../http/app-env.ts';
import { requestOrigin } from '../../http/merchant-context.ts';
import { readValidJson } from '../../http/read-body.ts';
import { HttpError, replyOk } from '../../http/reply.ts';
import { authenticate } from '../../http/require-member.ts';
import { object, oneOf, str, validate, ValidationError, type Check } from '../../http/validator.ts';
import type { MemberContentConfig } from '../../merchants/merchant-config.ts';
import { cdnBase, cdnUrl } from '../../services/cdn-url.ts';
import { chatRoomOf } from '../../services/chat-rooms.ts';

type Handler = (c: Context<AppEnv>) => Promise<Response> | Response;
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

/** The stand-in cashier's "payment went through" call: what a payment provider would tell the backend. */
export const STAND_IN_DEPOSIT = 'DEMO_cashierDeposit';
/** Only the reference server's own cashier page (no payment provider) may record a deposit this way. */
const STAND_IN_CASHIER = '/cs-widget/cashier.html';
/** Bounds of the in-memory record: deposits per member, and members remembered. */
const MAX_STAND_IN_DEPOSITS = 1000;
const MAX_STAND_IN_MEMBERS = 10_000;

/** A category's name in the request's Language, else EN, else its first name. */
function nameIn(names: Record<string, string>, language: string): string {
  return names[language] ?? names.EN ?? Object.values(names)[0] ?? '';
}

/** GET and POST /wps/relay/{NAME} of issue 5: promotions, promo code, rank, deposit settings, chat, help, feedback. */
export function relayMemberRoutes(deps: AppDeps): Hono<AppEnv> {
  // Deposits made through the stand-in cashier since this app started, per merchant and member (no migration: demo only).
  const standInDeposits = new Map<string, number>();
  const depositKey = (c: Context<AppEnv>, memberId: number): string => `${c.get('merchant').code}:${memberId}`;
  const image = (c: Context<AppEnv>, path: string): string => cdnUrl(cdnBase(requestOrigin(c), c.get('merchant').code), path);
  const memberData = async (c: Context<AppEnv>) => {
    const member = await authenticate(c, deps);
    c.header('Cache-Control', 'no-store');
    return { member, data: content(c).members[member.username] };
  };

  const gets: Record<string, Handler> = {
    // Public, named in the request's language, so a language change reloads it.
    [MEMBER_RELAY.promotionCategories]: (c) => {
      const lang = (c.req.header('Language') ?? '').toUpperCase();
      const all = content(c).promotions;
      return replyOk<PromotionCategory[]>(c, content(c).promotionCategories.map((cat) => ({
        id: cat.id,
        name: nameIn(cat.names, lang),
        promotions: cat.promotionIds.flatMap((id) => all.filter((p) => p.id === id))
          .map(({ id, title, summary, image: img }) => ({ id, title, summary, image: image(c, img) })),
      })));
    },
    [MEMBER_RELAY.promotionDetail]: (c) => {
      const { id } = validate(detailQuery, c.req.query());
      const found = content(c).promotions.find((p) => p.id === id);
      if (!found) throw new HttpError(404, MEMBER_CODES.promotionNotFound, 'no such promotion');
      return replyOk<PromotionDetail>(c, { ...found, image: image(c, found.image) });
    },
    [MEMBER_RELAY.promoCodeEnable]: async (c) => {
      await authenticate(c, deps);
      return replyOk<PromoCodeEnable>(c, { enabled: content(c).promoCode.enabled });
    },
    [MEMBER_RELAY.rankProgress]: async (c) => {
      const { member, data } = await memberData(c);
      const fallback: RankProgress = {
        currentProgress: { completedConditions: 0, totalExpectedConditions: 0 },
        playerRankProgress: { labelId: member.club_label?.labelId ?? '' },
      };
      return replyOk<RankProgress>(c, data?.rank ?? fallback);
    },
    [MEMBER_RELAY.depositSettings]: async (c) => {
      const { member, data } = await memberData(c);
      const { depositUrl, withdrawUrl } = content(c);
      const total = (data?.totalDepositSuccessCount ?? 0) + (standInDeposits.get(depositKey(c, member.id)) ?? 0);
      return replyOk<DepositSettings>(c, { totalDepositSuccessCount: total, depositUrl, withdrawUrl });
    },
    [MEMBER_RELAY.launchChat]: async (c) => {
      const { member } = await memberData(c);
      const chat = content(c).chatUrl;
      if (!chat) throw new HttpError(404, MEMBER_CODES.chatUnavailable, 'this merchant has no in-house chat');
      // An opaque stored room, never the member id: ids are sequential and would open other members' rooms.
      const room = await chatRoomOf(deps.db, member.id);
      return replyOk<LaunchChat>(c, { url: `${chat}${chat.includes('?') ? '&' : '?'}room=${room}` });
    },
    [MEMBER_RELAY.csScript]: (c) => replyOk<CustomerServiceScript>(c, { scriptUrl: content(c).csScriptUrl }),
  };

  const app = new Hono<AppEnv>();
  for (const [name, handler] of Object.entries(gets)) app.get(WPS.relay + name, handler);

  app.post(WPS.relay + MEMBER_RELAY.promoCodeRedeem, async (c) => {
    await authenticate(c, deps);
    const { code } = await readValidJson(c, redeemBody);
    const promo = content(c).promoCode;
    if (!promo.enabled) throw new HttpError(403, MEMBER_CODES.promoCodeDisabled, 'promo codes are off for this merchant');
    const found = promo.codes.find((x) => x.code.toUpperCase() === code.toUpperCase());
    if (!found) throw new HttpError(400, MEMBER_CODES.promoCodeInvalid, 'unknown or expired promo code');
    return replyOk<PromoCodeRedeemResult>(c, { code: found.code, reward: found.reward });
  });

  // The stand-in cashier's successful deposit: the member's count of successful deposits grows by one.
  app.post(WPS.relay + STAND_IN_DEPOSIT, async (c) => {
    const member = await authenticate(c, deps);
    if (!content(c).depositUrl.startsWith(STAND_IN_CASHIER)) throw new HttpError(404, CODES.notFound, 'this merchant has a real cashier');
    const key = depositKey(c, member.id);
    const made = standInDeposits.get(key) ?? 0;
    if (made >= MAX_STAND_IN_DEPOSITS) throw new HttpError(429, CODES.tooManyRequest, 'stand-in cashier limit reached');
    if (made === 0 && standInDeposits.size >= MAX_STAND_IN_MEMBERS) standInDeposits.delete(standInDeposits.keys().next().value as string);
    standInDeposits.set(key, made + 1);
    c.header('Cache-Control', 'no-store');
    return replyOk<{ deposits: number }>(c, { deposits: made + 1 });
  });

  app.post(WPS.relay + MEMBER_RELAY.feedback, async (c) => {
    const member = await authenticate(c, deps);
    const body = await readValidJson(c, feedbackBody);
    const db = deps.db.withTables<{ member_feedback: FeedbackTable }>();
    const row = await db.insertInto('member_feedback')
      .values({ merchant: c.get('merchant').code, member_id: member.id, category: body.category, message: body.message })
      .returning('id').executeTakeFirstOrThrow();
    return replyOk<FeedbackResult>(c, { id: row.id });
  });
  return app;
}
