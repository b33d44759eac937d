import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney, setCurrencyDisplay } from '../../../src/lib/currency.ts';

const NBSP = '\u00a0';

describe('formatMoney (spec section 5)', () => {
  afterEach(() => setCurrencyDisplay(null));

  it('maps TLB to PHP, cuts codes to 3 letters, uses pt-BR for BRL and zh otherwise', () => {
    expect(formatMoney(1250.5, 'TLB')).toBe(formatMoney(1250.5, 'PHP'));
    expect(formatMoney(1250.5, 'PHP')).toBe(`PHP${NBSP}1,250.50`);
    expect(formatMoney(9, 'USDT')).toBe('US$9.00');
    expect(formatMoney(1234.5, 'brl')).toBe(`R$${NBSP}1.234,50`);
  });

  it('uses the country info\'s symbol and position for its own currency', () => {
    setCurrencyDisplay({ currency: 'PHP', currencySymbol: '₱', currencyPosition: 'before' });
    expect(formatMoney(1250.5, 'PHP')).toBe('₱1,250.50');
    expect(formatMoney(1250.5, 'TLB')).toBe('₱1,250.50');
    // Another currency keeps the locale's own sign.
    expect(formatMoney(1, 'USD')).toBe('US$1.00');
    setCurrencyDisplay({ currency: 'THB', currencySymbol: '฿', currencyPosition: 'after' });
    expect(formatMoney(3200, 'THB')).toBe('3,200.00 ฿');
    setCurrencyDisplay({ currency: 'BRL', currencySymbol: 'R$', currencyPosition: 'before' });
    expect(formatMoney(1234.5, 'BRL')).toBe('R$1.234,50');
  });

  it('ignores a malformed country display with a log line', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setCurrencyDisplay({ currency: 'PHP', currencySymbol: '₱', currencyPosition: 'left' as 'before' });
    setCurrencyDisplay({ currency: 'PHP', currencySymbol: '<script>alert(1)</script>', currencyPosition: 'before' });
    expect(formatMoney(1, 'PHP')).toBe(`PHP${NBSP}1.00`);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
