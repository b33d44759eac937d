import { describe, expect, it } from 'vitest';
import { categoryOrdinals, ordinalOf } from '../../../src/lobby/ordinals.ts';
import { categoryPage, categoryTitleKey, CATEGORY_PAGES, pageOfCategory } from '../../../src/lobby/categoryPages.ts';
import { CATEGORY_PATHS } from '../../../contract/routes.ts';

describe('game category ordinals (spec section 3)', () => {
  it('start at 100 in steps of 100', () => {
    const o = categoryOrdinals(['SPORTS', 'LIVE', 'RNG']);
    expect([o.SPORTS, o.LIVE, o.RNG]).toEqual([100, 200, 300]);
  });

  it('ELOTTO equals ELOTT, VIETNAM_LOTTO is LOTT+1, SEA_LOTT is LOTT+5', () => {
    const o = categoryOrdinals(['ELOTT', 'LOTT']);
    expect(o).toMatchObject({ ELOTT: 100, ELOTTO: 100, LOTT: 200, VIETNAM_LOTTO: 201, SEA_LOTT: 205 });
    const d = categoryOrdinals();
    expect(d.ELOTTO).toBe(d.ELOTT);
    expect(d.SEA_LOTT! - d.LOTT!).toBe(5);
  });

  it('orders categories as a category page does (case-insensitively), unknown ones last, whatever their name', () => {
    const o = categoryOrdinals();
    const cats = ['SEA_LOTT', 'weird', 'lott', 'ELOTTO', 'ELOTT', 'VIETNAM_LOTTO'];
    expect([...cats].sort((a, b) => ordinalOf(a, o) - ordinalOf(b, o))).toEqual(['ELOTTO', 'ELOTT', 'lott', 'VIETNAM_LOTTO', 'SEA_LOTT', 'weird']);
    expect(ordinalOf('__proto__', categoryOrdinals())).toBe(Number.MAX_SAFE_INTEGER);
  });
});

describe('category page table', () => {
  it('has one entry for each of the twelve category and content routes', () => {
    expect(CATEGORY_PAGES.map((p) => p.path).sort()).toEqual([...CATEGORY_PATHS].sort());
    expect(categoryPage('/elott')?.categories).toEqual(['ELOTT', 'ELOTTO', 'LOTT', 'VIETNAM_LOTTO', 'SEA_LOTT']);
    expect(categoryPage('/sports')?.matches).toBe(true);
    expect(categoryPage('/nope')).toBeUndefined();
  });

  it('maps lane titles to their page and name', () => {
    expect(pageOfCategory('rng')?.path).toBe('/rng');
    expect(pageOfCategory('SEA_LOTT')?.path).toBe('/elott');
    expect(categoryTitleKey('LOTT')).toBe('category_lott');
    expect(categoryTitleKey('ELOTT')).toBe('category_elott');
    expect(categoryTitleKey('UNKNOWN')).toBeNull();
  });
});
