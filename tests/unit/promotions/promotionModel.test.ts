import { describe, expect, it, vi } from 'vitest';
import { actionOf, ctaOf, formatPeriod, periodOf, periodStatus, termsOf } from '../../../src/promotions/promotionModel';

const period = { start: '2026-11-01T00:00:00Z', end: '2026-11-30T23:59:59Z' };

describe('promotion model', () => {
  it('keeps a valid period and drops a malformed one with a log line', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(periodOf(period)).toEqual(period);
    expect(periodOf(undefined)).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
    expect(periodOf({ start: 'soon', end: period.end })).toBeUndefined();
    expect(periodOf({ start: period.end, end: period.start })).toBeUndefined();
    expect(periodOf('2026-11-01')).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });

  it('reads an unknown action as none', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(actionOf('deposit')).toBe('deposit');
    expect(actionOf(undefined)).toBe('none');
    expect(actionOf('javascript:alert(1)')).toBe('none');
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('splits terms into non-empty lines', () => {
    expect(termsOf('One a day.\r\n\n  Max 5%.  ')).toEqual(['One a day.', 'Max 5%.']);
    expect(termsOf(42)).toEqual([]);
  });

  it('tells upcoming, running and ended apart', () => {
    expect(periodStatus(period, Date.parse('2026-10-31T23:00:00Z'))).toBe('upcoming');
    expect(periodStatus(period, Date.parse('2026-11-15T00:00:00Z'))).toBe('running');
    expect(periodStatus(period, Date.parse('2026-12-01T00:00:00Z'))).toBe('ended');
  });

  it('formats the period in the player\'s locale', () => {
    const en = formatPeriod(period, 'en');
    expect(en).toContain('Nov');
    expect(en).toContain('2026');
    // Thai shows the Buddhist year and Thai month names.
    const th = formatPeriod(period, 'th');
    expect(th).toContain('2569');
    expect(th).toContain('พ.ย.');
  });

  it('picks the call to action: cashier, claim/join call, login for guests, nothing when not running', () => {
    expect(ctaOf('deposit', true, 'p1', 'running')).toEqual({ kind: 'link', to: '/member/deposit', label: 'promotion_cta_deposit' });
    expect(ctaOf('claim', true, 'p1', null)).toEqual({ kind: 'call', label: 'promotion_cta_claim' });
    expect(ctaOf('join', true, 'p1', 'running')).toEqual({ kind: 'call', label: 'promotion_cta_join' });
    const guest = ctaOf('deposit', false, 'p 1', 'running');
    expect(guest).toEqual({ kind: 'link', to: `/login?go=${encodeURIComponent('/m/activity?id=p 1')}`, label: 'promotion_cta_login' });
    expect(ctaOf('none', true, 'p1', 'running')).toBeNull();
    expect(ctaOf('join', true, 'p1', 'ended')).toBeNull();
    expect(ctaOf('deposit', false, 'p1', 'upcoming')).toBeNull();
  });
});
