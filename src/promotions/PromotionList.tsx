import { useEffect, useState } from 'react';
import { useSnapshot } from '../lib/useSnapshot';
import { useT } from '../i18n';
import { loadCategories, state as promo, watchLanguage, type PromotionCard } from '../state/promo';
import { Skeleton } from '../ui/Skeleton';
import { PromotionCardView } from './PromotionCardView';
import { visibleCategories } from './promotionModel';

const ALL = '';

/** Promotions as cards (PROMOFE_getPromotionAnnouncementCategory) with a category filter; reloaded when the language changes. */
export function PromotionList() {
  const t = useT();
  const { categories, categoriesLoaded } = useSnapshot(promo);
  const [chosen, setChosen] = useState(ALL);
  useEffect(() => { void loadCategories(); }, []);
  useEffect(() => watchLanguage(), []);
  const chips = visibleCategories(categories);
  // A promotion in two categories shows once under "All".
  const seen = new Set<string>();
  const cards = chips.filter((c) => chosen === ALL || c.id === chosen).flatMap((c) => c.promotions as PromotionCard[])
    .filter((p) => !seen.has(p.id) && Boolean(seen.add(p.id)));
  const now = Date.now();
  if (!categoriesLoaded) {
    return <div className="promo-loading" role="status" aria-label={t('loading')}><Skeleton shape="block" height={220} /><Skeleton shape="block" height={220} /></div>;
  }
  if (chips.length === 0) return <p className="muted promo-empty">{t('promotions_empty')}</p>;
  return (
    <div data-testid="promotion-categories">
      {chips.length > 1 && (
        <div className="promo-chips" role="group" aria-label={t('promotion_filters')} data-testid="promotion-filters">
          {[{ id: ALL, name: t('promotion_filter_all') }, ...chips].map((c) => (
            <button key={c.id || 'all'} type="button" className="promo-chip" aria-pressed={chosen === c.id} onClick={() => setChosen(c.id)}>{c.name}</button>
          ))}
        </div>
      )}
      <ul className="promo-cards">
        {cards.map((p, i) => <PromotionCardView key={p.id} promotion={p} now={now} eager={i === 0} />)}
      </ul>
    </div>
  );
}
