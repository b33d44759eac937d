import { proxy, ref } from 'valtio';
import type { PromotionCategory } from '../../contract/member';
import type { PromotionAvailability } from '../../contract/wps';
import { getPromotions } from '../api';
import { getPromotionCategories } from '../api/content';
import { getPromoCodeEnable } from '../api/member';
import { onLanguageChanged } from '../lib/languageEvents';
import { state as session } from './session';

/** Promotions: categories (named in the current language), merchant availability, the promo-code switch. */
export const state = proxy({
  categories: [] as PromotionCategory[],
  categoriesLoaded: false,
  availability: null as PromotionAvailability | null,
  promoCodeEnabled: false,
});

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isStr = (x: unknown): x is string => typeof x === 'string';

/** Items without the fields the page renders are dropped (logged), the rest still shows. */
export function cleanCategories(value: unknown): PromotionCategory[] {
  if (!Array.isArray(value)) return [];
  const ok = value.filter((c): c is PromotionCategory => isObject(c) && isStr(c.id) && isStr(c.name) && Array.isArray(c.promotions))
    .map((c) => ({ ...c, promotions: c.promotions.filter((p) => isObject(p) && isStr(p.id) && isStr(p.title) && isStr(p.summary)) }));
  if (ok.length !== value.length) console.warn('promotions: malformed categories dropped');
  return ok;
}

let generation = 0;

export async function loadCategories(): Promise<void> {
  // A later call (a language change) wins over an earlier answer still in flight.
  const mine = ++generation;
  const env = await getPromotionCategories();
  if (mine !== generation) return;
  state.categories = ref(env.success ? cleanCategories(env.value) : []);
  state.categoriesLoaded = true;
}

export function isAvailability(x: unknown): x is PromotionAvailability {
  return isObject(x) && ['APP_DOWNLOAD', 'REFERRAL'].every((k) => isObject(x[k]) && typeof x[k].enabled === 'boolean');
}

export async function loadAvailability(): Promise<void> {
  const env = await getPromotions();
  state.availability = env.success && isAvailability(env.value) ? ref(env.value) : null;
}

export async function checkPromoCode(): Promise<void> {
  const token = session.info?.token;
  if (!token) return;
  const env = await getPromoCodeEnable();
  if (session.info?.token !== token) return;
  state.promoCodeEnabled = env.success && (env.value as { enabled?: unknown } | null)?.enabled === true;
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
