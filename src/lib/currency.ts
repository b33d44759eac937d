/**
 * Currency codes and money formatting (spec section 5): TLB is mapped to PHP, other codes are cut to
 * three letters; formatting uses the pt-BR locale for BRL, otherwise zh. The merchant's country info may
 * give its own symbol and its position, which then win over the locale's.
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

export interface CurrencyDisplay { currency: string; currencySymbol: string; currencyPosition: 'before' | 'after' }

let display: CurrencyDisplay | null = null;

/** The country info's symbol and position (spec section 3); a malformed one is ignored and logged. */
export function setCurrencyDisplay(d: Partial<CurrencyDisplay> | null): void {
  if (d === null) {
    display = null;
    return;
  }
  const ok = typeof d.currency === 'string' && typeof d.currencySymbol === 'string' && d.currencySymbol.length > 0
    && d.currencySymbol.length <= 8 && (d.currencyPosition === 'before' || d.currencyPosition === 'after');
  if (!ok) {
    console.warn('currency: country display ignored', d);
    return;
  }
  display = { currency: normalizeCurrency(d.currency as string), currencySymbol: d.currencySymbol as string, currencyPosition: d.currencyPosition as 'before' | 'after' };
}

const formatters = new Map<string, Intl.NumberFormat>();

/** Formatters are costly to build and money renders in long lists, so they are cached per code. */
function formatter(locale: string, currency: string | null): Intl.NumberFormat | null {
  const key = `${locale}|${currency ?? ''}`;
  const hit = formatters.get(key);
  if (hit) return hit;
  try {
    const f = currency
      ? new Intl.NumberFormat(locale, { style: 'currency', currency })
      : new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(key, f);
    return f;
  } catch {
    return null; // not a well-formed currency code
  }
}

/**
 * Amount in the merchant currency; a malformed code falls back to a two-decimal number and the code. An unknown one
 * (null: the wallet not read yet) takes the country info's currency, else the number alone, by the same locale rule.
 */
export function formatMoney(amount: number, code: string | null): string {
  const currency = normalizeCurrency(code ?? display?.currency ?? '');
  const locale = moneyLocale(currency);
  const plain = formatter(locale, null)!;
  if (display && display.currency === currency) {
    const n = plain.format(amount);
    return display.currencyPosition === 'before' ? `${display.currencySymbol}${n}` : `${n} ${display.currencySymbol}`;
  }
  const f = formatter(locale, currency);
  if (f) return f.format(amount);
  const n = plain.format(amount);
  return currency ? `${n} ${currency}` : n;
}
