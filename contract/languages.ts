/** The 28 interface languages of spec section 1, in the spec's order. */
export const LANGUAGES = [
  'CN', 'EN', 'ES', 'HI', 'ID', 'JA', 'KM', 'KO', 'MY', 'TA', 'TH', 'TW', 'VI', 'TY',
  'UR', 'PT', 'PT-BR', 'MS', 'BN', 'TR', 'FR', 'NE', 'UR-LA', 'TE', 'RU', 'SW', 'KK', 'LO',
] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'EN';

/** Product code to BCP 47 tag for Intl (docs/decisions.md explains MY, TY and UR-LA). */
export const BCP47: Record<Language, string> = {
  CN: 'zh-CN', EN: 'en', ES: 'es', HI: 'hi', ID: 'id', JA: 'ja', KM: 'km', KO: 'ko', MY: 'my',
  TA: 'ta', TH: 'th', TW: 'zh-TW', VI: 'vi', TY: 'fil', UR: 'ur', PT: 'pt-PT', 'PT-BR': 'pt-BR',
  MS: 'ms', BN: 'bn', TR: 'tr', FR: 'fr', NE: 'ne', 'UR-LA': 'ur-Latn', TE: 'te', RU: 'ru',
  SW: 'sw', KK: 'kk', LO: 'lo',
};

export const RTL_LANGUAGES: readonly Language[] = ['UR'];

export function isLanguage(x: unknown): x is Language {
  return typeof x === 'string' && (LANGUAGES as readonly string[]).includes(x);
}

/**
 * Spec rule: a requested language outside the merchant's list falls back to the default (EN),
 * or to the first listed language when the default is not offered.
 */
export function resolveLanguage(requested: string | null | undefined, offered: readonly string[], merchantDefault?: string | null): Language {
  const list = offered.filter(isLanguage);
  const upper = typeof requested === 'string' ? requested.trim().toUpperCase() : '';
  if (isLanguage(upper) && (list.length === 0 || list.includes(upper))) return upper;
  const fallback = merchantDefault && isLanguage(merchantDefault) ? merchantDefault : DEFAULT_LANGUAGE;
  if (list.length === 0 || list.includes(fallback)) return fallback;
  return list[0] as Language;
}
