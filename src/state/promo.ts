import { proxy, ref } from 'valtio';
import type { PromotionCategory, PromotionSummary } from '../../contract/member';
import type { PromotionAction, PromotionPeriod } from '../../contract/promotions';
import type { PromotionAvailability } from '../../contract/wps';
import { getAvailablePromotions, getPromotionCategories } from '../api/content';
import { getPromoCodeEnable } from '../api/member';
import { onLanguageChanged } from '../lib/languageEvents';
import { actionOf, periodOf } from '../promotions/promotionModel';
import { state as session } from './session';

/** A promotion as its card shows it: the period only when valid, the action 'none' when absent or unknown. */
export interface PromotionCard extends PromotionSummary { period?: PromotionPeriod; action: PromotionAction }
export interface CardCategory extends Omit<PromotionCategory, 'promotions'> { promotions: PromotionCard[] }

/** Promotions: categories (named in the current language), merchant availability, the promo-code switch. */
export const state = proxy({
  categories: [] as CardCategory[],
  categoriesLoaded: false,
  availability: null as PromotionAvailability | null,
  promoCodeEnabled: false,
});

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isStr = (x: unknown): x is string => typeof x === 'string';

/** One card, or null without the fields the page renders; a missing image is '' (the card shows its placeholder). */
function cardOf(p: unknown): PromotionCard | null {
  if (!isObject(p) || !isStr(p.id) || !isStr(p.title) || !isStr(p.summary)) return null;
  const period = periodOf(p.period);
  return { id: p.id, title: p.title, summary: p.summary, image: isStr(p.image) ? p.image : '', action: actionOf(p.action), ...(period ? { period } : {}) };
}

/** Items without the fields the page renders are dropped (logged), the rest still shows. */
export function cleanCategories(value: unknown): CardCategory[] {
  if (!Array.isArray(value)) return [];
  let dropped = value.length;
  const ok = value.filter((c): c is PromotionCategory => isObject(c) && isStr(c.id) && isStr(c.name) && Array.isArray(c.promotions))
    .map((c) => {
      const promotions = c.promotions.map(cardOf).filter((p): p is PromotionCard => p !== null);
      dropped += c.promotions.length - promotions.length;
      return { id: c.id, name: c.name, promotions };
    });
  dropped -= ok.length;
  if (dropped > 0) console.warn('promotions: malformed categories or promotions dropped');
  return ok;
}

let generation = 0;

export async function loadCategories(): Promise<void> {
  // A later call (a language change) wins over an earlier answer still in flight.
  const mine = ++generation;
  const list = await getPromotionCategories();
  if (mine !== generation) return;
  state.categories = ref(cleanCategories(list ?? []));
  state.categoriesLoaded = true;
}

export function isAvailability(x: unknown): x is PromotionAvailability {
  return isObject(x) && ['APP_DOWNLOAD', 'REFERRAL'].every((k) => isObject(x[k]) && typeof x[k].enabled === 'boolean');
}

export async function loadAvailability(): Promise<void> {
  const p = await getAvailablePromotions();
  state.availability = p && isAvailability(p) ? ref(p) : null;
}

export async function checkPromoCode(): Promise<void> {
  const token = session.info?.token;
  if (!token) return;
  const on = await getPromoCodeEnable();
  if (session.info?.token !== token) return;
  state.promoCodeEnabled = on === true;
}

export function resetPromoCode(): void {
  state.promoCodeEnabled = false;
}

let unwatch: (() => void) | null = null;

/** Spec section 4: a language change reloads the promotion categories (once they were shown). */
export function watchLanguage(): () => void {
  unwatch ??= onLanguageChanged(() => { if (state.categoriesLoaded) void loadCategories(); });
  return () => {
    unwatch?.();
    unwatch = null;
  };
}
