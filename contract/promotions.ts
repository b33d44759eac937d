/** Promotion cards and joining (issue 15): what a promotion asks the player to do, when it runs, its terms. */

/** deposit: go to the cashier; claim / join: one call to the server; none: read only. */
export const PROMOTION_ACTIONS = ['deposit', 'claim', 'join', 'none'] as const;
export type PromotionAction = (typeof PROMOTION_ACTIONS)[number];

/** ISO 8601 date-times (with an offset); the page shows them in the player's locale. */
export interface PromotionPeriod { start: string; end: string }

/** Fields a promotion may carry beyond id, title, summary and image; each is optional (older answers lack them). */
export interface PromotionExtras { period?: PromotionPeriod; action?: PromotionAction }
/** The detail adds the terms, plain text (one rule a line). */
export interface PromotionDetailExtras extends PromotionExtras { terms?: string }

/** Body of PROMOFE_joinPromotion (RELAYS.joinPromotion): a member claims or joins one promotion (not named by the spec). */
export interface PromotionJoinBody { id: string }
/** already: this member had claimed or joined it before (the call is idempotent). */
export interface PromotionJoinResult { id: string; action: 'claim' | 'join'; already: boolean }

export const PROMOTION_CODES = {
  /** The promotion asks for a deposit or nothing: there is nothing to claim or join. */
  notJoinable: 'promotion.not.joinable',
  /** Outside its period. */
  notRunning: 'promotion.not.running',
} as const;

/** value of MCSFE_getReferralSummary (RELAYS.referralSummary; members; not named by the spec). invited: players who registered through this member's invite link (r); team: through an agent's link (affiliateCode), 0 for others. */
export interface ReferralSummary { invited: number; team: number }
