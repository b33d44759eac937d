import { useEffect, useState } from 'react';
import { ChevronDown, ChevronLeft, WifiOff } from 'lucide-react';
import type { PromotionDetail } from '../../contract/member';
import type { PromotionAction, PromotionPeriod } from '../../contract/promotions';
import { getPromotionDetail } from '../api/content';
import { CLIENT_CODES } from '../api/clientCodes';
import { useT } from '../i18n';
import { RichContent } from '../content/RichContent';
import { AppLink } from '../components/AppLink';
import { Skeleton } from '../ui/Skeleton';
import { PromotionCta } from './PromotionCta';
import { PromotionImage } from './PromotionImage';
import { PromotionPeriodText } from './PromotionPeriodText';
import { actionOf, periodOf, periodStatus, termsOf } from './promotionModel';

const VALID_ID = /^[A-Za-z0-9_-]{1,64}$/;
interface Shown extends PromotionDetail { period?: PromotionPeriod; action: PromotionAction; terms: string[] }

/** The answer as the page shows it, or null without the fields it needs (the optional ones are checked one by one). */
export function detailOf(x: unknown): Shown | null {
  const d = x as (Partial<PromotionDetail> & Record<string, unknown>) | null;
  if (typeof d !== 'object' || d === null || typeof d.id !== 'string' || typeof d.title !== 'string' || typeof d.content !== 'string'
    || (d.contentType !== 'html' && d.contentType !== 'text')) return null;
  const period = periodOf(d.period);
  return {
    id: d.id, title: d.title, summary: typeof d.summary === 'string' ? d.summary : '', image: typeof d.image === 'string' ? d.image : '',
    content: d.content, contentType: d.contentType, action: actionOf(d.action), terms: termsOf(d.terms), ...(period ? { period } : {}),
  };
}

/** /m/activity?id=: one promotion, titled by itself; its HTML is sanitised, its text shown as text, its terms folded. */
export function PromotionDetailView({ id }: { id: string }) {
  const t = useT();
  const [detail, setDetail] = useState<Shown | null | 'missing' | 'unreachable'>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!VALID_ID.test(id)) {
      console.warn('activity: malformed promotion id');
      setDetail('missing');
      return;
    }
    let live = true;
    void getPromotionDetail(id).then((env) => {
      if (!live) return;
      // Not reaching the server says nothing about the promotion: offline it is not 'does not exist'.
      if (env.code === CLIENT_CODES.network || env.code === CLIENT_CODES.timeout) setDetail('unreachable');
      else {
        const shown = env.success ? detailOf(env.value) : null;
        if (env.success && !shown) console.warn('activity: malformed promotion answer');
        setDetail(shown ?? 'missing');
      }
    });
    return () => { live = false; };
  }, [id, attempt]);
  const back = <AppLink to="/activity" className="promo-back"><ChevronLeft aria-hidden="true" size={18} />{t('promotion_back')}</AppLink>;
  if (detail === null) {
    return (
      <div className="promo-detail" role="status" aria-label={t('loading')}>
        {back}
        <Skeleton shape="block" className="promo-media-skel" />
        <Skeleton lines={3} />
      </div>
    );
  }
  if (detail === 'unreachable') {
    return (
      <div className="promo-detail promo-state">
        {back}
        <WifiOff aria-hidden="true" size={40} />
        <h1>{t('offline_title')}</h1>
        <p role="status" data-testid="promotion-offline">{t('offline_nothing_saved')}</p>
        <button type="button" className="btn primary" onClick={() => { setDetail(null); setAttempt((n) => n + 1); }}>{t('retry')}</button>
      </div>
    );
  }
  if (detail === 'missing') {
    return (
      <div className="promo-detail promo-state">
        {back}
        <h1>{t('promotions_title')}</h1>
        <p role="alert" data-testid="promotion-missing">{t('promotion_not_found')}</p>
      </div>
    );
  }
  const status = detail.period ? periodStatus(detail.period, Date.now()) : null;
  return (
    <div className="promo-detail">
      {back}
      {/* The back link stays outside: the article holds only the promotion's own content. */}
      <article data-testid="promotion-detail">
        <PromotionImage src={detail.image} eager />
        <h1 className="promo-detail-title">{detail.title}</h1>
        {detail.period && status && <PromotionPeriodText period={detail.period} status={status} />}
        <RichContent className="promo-content" content={detail.content} contentType={detail.contentType} />
        {detail.terms.length > 0 && (
          <details className="promo-terms" data-testid="promotion-terms">
            <summary>{t('promotion_terms')}<ChevronDown aria-hidden="true" size={20} /></summary>
            <ol>{detail.terms.map((line, i) => <li key={i}>{line}</li>)}</ol>
          </details>
        )}
        <div className="promo-detail-cta"><PromotionCta id={detail.id} action={detail.action} status={status} block /></div>
      </article>
    </div>
  );
}
