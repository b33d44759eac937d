/** Public content relays of issue 5: promotion categories and details, the help script. */
import type { Envelope } from '../../contract/envelope.ts';
import { MEMBER_RELAY, type CustomerServiceScript, type PromotionCategory, type PromotionDetail } from '../../contract/member.ts';
import { getRelay } from './relay.ts';

/** Named in the request's Language header, so a language change must ask again (no cache). */
export function getPromotionCategories(): Promise<Envelope<PromotionCategory[]>> {
  return getRelay<PromotionCategory[]>(MEMBER_RELAY.promotionCategories, undefined, { silent: true });
}

/** The page shows its own "not found" text, so failures are silent. */
export function getPromotionDetail(id: string): Promise<Envelope<PromotionDetail>> {
  return getRelay<PromotionDetail>(MEMBER_RELAY.promotionDetail, { id }, { silent: true });
}

export function getCustomerServiceScript(): Promise<Envelope<CustomerServiceScript>> {
  return getRelay<CustomerServiceScript>(MEMBER_RELAY.csScript, undefined, { silent: true, cache: true });
}
