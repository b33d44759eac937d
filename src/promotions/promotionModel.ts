/** Pure rules of the promotion cards and detail: the fields read from the server, the period, the call to action. */
import { PROMOTION_ACTIONS, type PromotionAction, type PromotionPeriod } from '../../contract/promotions';

export type PeriodStatus = 'upcoming' | 'running' | 'ended';

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** A period the page can show: two parseable dates, the start not after the end; anything else is dropped (logged). */
export function periodOf(x: unknown): PromotionPeriod | undefined {
  if (x === undefined) return undefined;
  if (isObject(x) && typeof x.start === 'string' && typeof x.end === 'string') {
    const start = Date.parse(x.start);
    const end = Date.parse(x.end);
    if (Number.isFinite(start) && Number.isFinite(end) && start <= end) return { start: x.start, end: x.end };
  }
  console.warn('promotions: malformed period ignored');
  return undefined;
}

/** An unknown action is read as none: the card still shows, without a button that would do the wrong thing. */
export function actionOf(x: unknown): PromotionAction {
  if (x === undefined) return 'none';
  if ((PROMOTION_ACTIONS as readonly unknown[]).includes(x)) return x as PromotionAction;
  console.warn('promotions: unknown action ignored');
  return 'none';
}

/** Terms as lines of text (blank lines dropped); none when absent or not text. */
export function termsOf(x: unknown): string[] {
  if (typeof x !== 'string') return [];
  return x.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
}

export function periodStatus(period: PromotionPeriod, now: number): PeriodStatus {
  if (now < Date.parse(period.start)) return 'upcoming';
  return now > Date.parse(period.end) ? 'ended' : 'running';
}

/** "1 – 30 Nov 2026" in the player's locale (its calendar and digits); the range shares what the two dates share. */
export function formatPeriod(period: PromotionPeriod, locale: string): string {
  const f = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' });
  return f.formatRange(new Date(period.start), new Date(period.end));
}

export type Cta =
  | { kind: 'link'; to: string; label: 'promotion_cta_deposit' | 'promotion_cta_login' }
  | { kind: 'call'; label: 'promotion_cta_claim' | 'promotion_cta_join' };

/**
 * What the button does: deposit opens the cashier; claim and join call the server; a guest is sent to log in
 * (and back to this promotion); nothing for a read-only promotion or one that is not running.
 */
export function ctaOf(action: PromotionAction, signedIn: boolean, id: string, status: PeriodStatus | null): Cta | null {
  if (action === 'none' || status === 'ended' || status === 'upcoming') return null;
  if (!signedIn) return { kind: 'link', to: `/login?go=${encodeURIComponent(`/m/activity?id=${id}`)}`, label: 'promotion_cta_login' };
  if (action === 'deposit') return { kind: 'link', to: '/member/deposit', label: 'promotion_cta_deposit' };
  return { kind: 'call', label: action === 'claim' ? 'promotion_cta_claim' : 'promotion_cta_join' };
}

/** The categories worth a chip: those with at least one promotion. */
export function visibleCategories<T extends { id: string; promotions: readonly unknown[] }>(categories: readonly T[]): T[] {
  return categories.filter((c) => c.promotions.length > 0);
}
