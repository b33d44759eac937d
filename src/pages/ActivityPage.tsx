import { useSearch } from 'wouter';
import { useT } from '../i18n';
import { PromotionList } from '../promotions/PromotionList';
import { PromotionDetailView } from '../promotions/PromotionDetailView';

/** /m/activity: the promotions by category, or one promotion with ?id= (spec section 2). */
export default function ActivityPage() {
  const t = useT();
  const id = new URLSearchParams(useSearch()).get('id');
  return (
    <section className="pad">
      <h1>{t('promotions_title')}</h1>
      {id === null ? <PromotionList /> : <PromotionDetailView id={id} />}
    </section>
  );
}
