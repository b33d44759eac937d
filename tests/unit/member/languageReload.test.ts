import { describe, expect, it, vi } from 'vitest';
import { eventually } from '../eventually.ts';

let language = 'EN';
vi.mock('../../../src/api/content', () => ({
  getPromotionCategories: vi.fn(async () => [{ id: 'w', name: language === 'CN' ? '新人优惠' : 'Welcome', promotions: [] }, { id: 3, name: 'bad' }]),
}));

const { emitLanguageChanged, onLanguageChanged } = await import('../../../src/lib/languageEvents');
const promo = await import('../../../src/state/promo');

describe('language change (spec section 4)', () => {
  it('reloads the promotion categories once they were shown; malformed ones are dropped', async () => {
    const stop = promo.watchLanguage();
    language = 'CN';
    emitLanguageChanged('CN');
    await Promise.resolve();
    expect(promo.state.categoriesLoaded).toBe(false);
    await promo.loadCategories();
    expect(promo.state.categories.map((c) => c.name)).toEqual(['新人优惠']);
    language = 'EN';
    emitLanguageChanged('EN');
    await eventually(() => expect(promo.state.categories[0]?.name).toBe('Welcome'));
    stop();
    language = 'CN';
    emitLanguageChanged('CN');
    await new Promise((r) => setTimeout(r, 0));
    expect(promo.state.categories[0]?.name).toBe('Welcome');
  });

  it('one failing listener does not stop the others', () => {
    const seen: string[] = [];
    const a = onLanguageChanged(() => { throw new Error('boom'); });
    const b = onLanguageChanged((l) => seen.push(l));
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    emitLanguageChanged('TH');
    expect(seen).toEqual(['TH']);
    expect(err).toHaveBeenCalled();
    a(); b(); err.mockRestore();
  });
});
