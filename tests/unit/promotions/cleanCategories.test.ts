import { describe, expect, it, vi } from 'vitest';
import { cleanCategories } from '../../../src/state/promo';
import { detailOf } from '../../../src/promotions/PromotionDetailView';

describe('promotion answers', () => {
  it('keeps cards with their period and action, drops malformed items with a log line', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const cats = cleanCategories([
      { id: 'w', name: 'Welcome', promotions: [
        { id: 'a', title: 'A', summary: 's', image: 'https://cdn/a.png', action: 'claim', period: { start: '2026-01-01T00:00:00Z', end: '2026-02-01T00:00:00Z' } },
        { id: 'b', title: 'B', summary: 's', image: 7, action: 'hack' },
        { id: 'c', title: 3, summary: 's' },
      ] },
      { id: 'x', promotions: [] },
    ]);
    expect(cats).toHaveLength(1);
    expect(cats[0]!.promotions.map((p) => [p.id, p.action, p.image, p.period?.start ?? null])).toEqual([
      ['a', 'claim', 'https://cdn/a.png', '2026-01-01T00:00:00Z'],
      ['b', 'none', '', null],
    ]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    expect(cleanCategories({ not: 'a list' })).toEqual([]);
  });

  it('reads a detail with its terms, refuses one without content', () => {
    const d = detailOf({ id: 'a', title: 'A', summary: 's', image: 'i', content: 'c', contentType: 'text', terms: 'one\ntwo', action: 'deposit' });
    expect(d?.terms).toEqual(['one', 'two']);
    expect(d?.action).toBe('deposit');
    expect(detailOf({ id: 'a', title: 'A', content: 'c', contentType: 'pdf' })).toBeNull();
    expect(detailOf(null)).toBeNull();
  });
});
