import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useT } from '../i18n';
import { loadCategories, state as promo, watchLanguage } from '../state/promo';
import { AppLink } from '../components/AppLink';

/** Promotions by category (PROMOFE_getPromotionAnnouncementCategory), reloaded when the language changes. */
export function PromotionList() {
  const t = useT();
  const { categories, categoriesLoaded } = useSnapshot(promo);
  useEffect(() => { void loadCategories(); }, []);
  useEffect(() => watchLanguage(), []);
  if (!categoriesLoaded) return <p role="status">{t('loading')}</p>;
  if (categories.every((c) => c.promotions.length === 0)) return <p className="muted">{t('promotions_empty')}</p>;
  return (
    <div data-testid="promotion-categories">
      {categories.map((c) => (
        <section key={c.id} data-category={c.id}>
          <h2>{c.name}</h2>
          <ul>
            {c.promotions.map((p) => (
              <li key={p.id}>
                <AppLink to={`/activity?id=${encodeURIComponent(p.id)}`}>{p.title}</AppLink>
                <p className="muted">{p.summary}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
