import { describe, expect, it } from 'vitest';
import { formatMoney, moneyLocale, normalizeCurrency } from '../../../src/lib/currency.ts';

const NBSP = '\u00a0';

describe('normalizeCurrency', () => {
  it.each([
    ['TLB', 'PHP'],
    ['tlb', 'PHP'],
    [' php ', 'PHP'],
    ['brl', 'BRL'],
    ['USDT', 'USD'],
    ['VNDK', 'VND'],
    ['', ''],
  ])('%j -> %j', (code, out) => {
    expect(normalizeCurrency(code)).toBe(out);
  });
});

describe('formatMoney', () => {
  it('uses pt-BR for BRL', () => {
    expect(moneyLocale('brl')).toBe('pt-BR');
    expect(formatMoney(1234.5, 'BRL')).toBe(`R$${NBSP}1.234,50`);
  });

  it('uses zh for every other currency', () => {
    expect(moneyLocale('USD')).toBe('zh');
    expect(formatMoney(-1234.5, 'USD')).toBe('-US$1,234.50');
  });

  it('maps TLB to PHP before formatting', () => {
    expect(formatMoney(1234.5, 'TLB')).toBe(formatMoney(1234.5, 'PHP'));
    expect(formatMoney(1234.5, 'TLB')).toContain('1,234.50');
    expect(formatMoney(1234.5, 'TLB')).toContain('PHP');
  });

  it('cuts long codes to three letters', () => {
    expect(formatMoney(1, 'USDT')).toBe(formatMoney(1, 'USD'));
  });

  it('falls back to a plain number when the code is malformed', () => {
    expect(formatMoney(1234.5, 'U1')).toBe('1,234.50 U1');
    expect(formatMoney(1234.5, '')).toBe('1,234.50');
  });
});
