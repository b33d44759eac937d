/**
 * Currency codes and money formatting (spec section 5): TLB is mapped to PHP, other codes are cut to
 * three letters; formatting uses the pt-BR locale for BRL, otherwise zh.
 */

/** Upper-cased ISO-style code; TLB is the platform's alias for the Philippine peso. */
export function normalizeCurrency(code: string): string {
  const c = code.trim().toUpperCase();
  if (c === 'TLB') return 'PHP';
  return c.slice(0, 3);
}

export function moneyLocale(code: string): 'pt-BR' | 'zh' {
  return normalizeCurrency(code) === 'BRL' ? 'pt-BR' : 'zh';
}

const formatters = new Map<string, Intl.NumberFormat>();

/** Formatters are costly to build and money renders in long lists, so they are cached per code. */
function formatter(locale: string, currency: string): Intl.NumberFormat | null {
  const key = `${locale}|${currency}`;
  const hit = formatters.get(key);
  if (hit) return hit;
  try {
    const f = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, f);
    return f;
  } catch {
    return null; // not a well-formed currency code
  }
}

/** Amount in the merchant currency; a malformed code falls back to a two-decimal number and the code. */
export function formatMoney(amount: number, code: string): string {
  const currency = normalizeCurrency(code);
  const locale = moneyLocale(currency);
  const f = formatter(locale, currency);
  if (f) return f.format(amount);
  const n = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
  return currency ? `${n} ${currency}` : n;
}
