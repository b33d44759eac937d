/** Content relays: promotion categories, details and joining, the member's referral numbers, the help script. */
import type { Envelope } from '../../contract/envelope.ts';
import { MEMBER_RELAY, type CustomerServiceScript, type PromotionCategory, type PromotionDetail } from '../../contract/member.ts';
import { PROMOTION_RELAY, REFERRAL_RELAY, type PromotionJoinResult, type ReferralSummary } from '../../contract/promotions.ts';
import { getRelay, postRelay } from './relay.ts';

/** Named in the request's Language header, so a language change must ask again (no cache). */
export function getPromotionCategories(): Promise<Envelope<PromotionCategory[]>> {
  return getRelay<PromotionCategory[]>(MEMBER_RELAY.promotionCategories, undefined, { silent: true });
}

/** The page shows its own "not found" text, so failures are silent. */
export function getPromotionDetail(id: string): Promise<Envelope<PromotionDetail>> {
  return getRelay<PromotionDetail>(MEMBER_RELAY.promotionDetail, { id }, { silent: true });
}

/** Claim or join one promotion (members); the page says how it went, so failures are silent. */
export function joinPromotion(id: string): Promise<Envelope<PromotionJoinResult>> {
  return postRelay<PromotionJoinResult>(PROMOTION_RELAY.join, { id }, { silent: true });
}

/** How many players registered through the member's links; the page shows nothing when it fails. */
export function getReferralSummary(): Promise<Envelope<ReferralSummary>> {
  return getRelay<ReferralSummary>(REFERRAL_RELAY.summary, undefined, { silent: true });
}

export function getCustomerServiceScript(): Promise<Envelope<CustomerServiceScript>> {
  return getRelay<CustomerServiceScript>(MEMBER_RELAY.csScript, undefined, { silent: true, cache: true });
}
