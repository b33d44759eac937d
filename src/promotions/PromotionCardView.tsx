import type { PromotionCard } from '../state/promo';
import { AppLink } from '../components/AppLink';
import { PromotionCta } from './PromotionCta';
import { PromotionImage } from './PromotionImage';
import { PromotionPeriodText } from './PromotionPeriodText';
import { periodStatus } from './promotionModel';

/** One promotion in the list: image, title, period and summary open the detail; the call to action sits below. */
export function PromotionCardView({ promotion: p, now, eager }: { promotion: PromotionCard; now: number; eager: boolean }) {
  const status = p.period ? periodStatus(p.period, now) : null;
  return (
    <li className="promo-card" data-testid="promotion-card" data-id={p.id}>
      <AppLink to={`/activity?id=${encodeURIComponent(p.id)}`} className="promo-card-link">
        <PromotionImage src={p.image} eager={eager} />
        <div className="promo-card-body">
          <h2 className="promo-title">{p.title}</h2>
          {p.period && status && <PromotionPeriodText period={p.period} status={status} />}
          <p className="promo-summary">{p.summary}</p>
        </div>
      </AppLink>
      <div className="promo-card-actions"><PromotionCta id={p.id} action={p.action} status={status} block /></div>
    </li>
  );
}
