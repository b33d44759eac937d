import { useSearch } from 'wouter';
import { useT } from '../i18n';
import { PromotionList } from '../promotions/PromotionList';
import { PromotionDetailView } from '../promotions/PromotionDetailView';
import '../promotions/promotions.css';

/** /m/activity: the promotions as cards, or one promotion with ?id= (spec section 2), which is titled by itself. */
export default function ActivityPage() {
  const t = useT();
  const id = new URLSearchParams(useSearch()).get('id');
  if (id !== null) return <section className="pad promo-page"><PromotionDetailView id={id} /></section>;
  return (
    <section className="pad promo-page">
      <h1>{t('promotions_title')}</h1>
      <PromotionList />
    </section>
  );
}
