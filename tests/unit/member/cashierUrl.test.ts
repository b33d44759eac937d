import { describe, expect, it } from 'vitest';
import { cashierUrl, parseAmount } from '../../../src/member/cashier.ts';

const who = { token: 'abc123', merchantCode: 'demo' };
const HERE = 'https://play.example/m/member/deposit';

describe('cashier address', () => {
  it('same origin: the amount in the query, the session in the fragment only', () => {
    const u = new URL(cashierUrl('/cs-widget/cashier.html?kind=deposit', HERE, 100, who)!);
    expect(u.searchParams.get('amount')).toBe('100.00');
    expect(u.searchParams.get('kind')).toBe('deposit');
    expect(u.searchParams.has('token')).toBe(false);
    expect(new URLSearchParams(u.hash.slice(1)).get('token')).toBe('abc123');
    expect(new URLSearchParams(u.hash.slice(1)).get('merchant')).toBe('demo');
  });

  it('another https origin never gets the token; plain http elsewhere and garbage are refused', () => {
    const u = new URL(cashierUrl('https://pay.example/in?x=1#keep', HERE, 12.5, who)!);
    expect(u.hash).toBe('');
    expect(u.href).not.toContain('abc123');
    expect(u.searchParams.get('amount')).toBe('12.50');
    expect(cashierUrl('http://pay.example/in', HERE, 1, who)).toBeNull();
    expect(cashierUrl('http://[bad', HERE, 1, who)).toBeNull();
  });

  it.each([
    ['100', 100], [' 25.5 ', 25.5], ['7,25', 7.25], ['0.01', 0.01],
    ['', null], ['1.234', null], ['-5', null], ['1e3', null], ['12abc', null], ['12345678', null],
  ])('parseAmount(%j) = %j', (text, out) => {
    expect(parseAmount(text)).toBe(out);
  });
});
