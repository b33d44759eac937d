import { useEffect, useState } from 'react';
import type { PromotionDetail } from '../../contract/member';
import { getPromotionDetail } from '../api/content';
import { CLIENT_CODES } from '../api/clientCodes';
import { useT } from '../i18n';
import { RichContent } from '../content/RichContent';
import { AppLink } from '../components/AppLink';

const VALID_ID = /^[A-Za-z0-9_-]{1,64}$/;
const isDetail = (x: unknown): x is PromotionDetail => {
  const d = x as Partial<PromotionDetail> | null;
  return typeof d === 'object' && d !== null && typeof d.title === 'string' && typeof d.content === 'string'
    && (d.contentType === 'html' || d.contentType === 'text');
};

/** /m/activity?id=: one promotion; its HTML is sanitised, its text shown as text. */
export function PromotionDetailView({ id }: { id: string }) {
  const t = useT();
  const [detail, setDetail] = useState<PromotionDetail | null | 'missing' | 'unreachable'>(null);
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
      else setDetail(env.success && isDetail(env.value) ? env.value : 'missing');
    });
    return () => { live = false; };
  }, [id, attempt]);
  const back = <AppLink to="/activity">{t('promotion_back')}</AppLink>;
  if (detail === null) return <p role="status">{t('loading')}</p>;
  if (detail === 'unreachable') {
    return (
      <>
        <p role="status" data-testid="promotion-offline">{t('offline_nothing_saved')}</p>
        <button type="button" className="btn" onClick={() => { setDetail(null); setAttempt((n) => n + 1); }}>{t('retry')}</button>
        {back}
      </>
    );
  }
  if (detail === 'missing') return <><p role="alert" data-testid="promotion-missing">{t('promotion_not_found')}</p>{back}</>;
  return (
    <article data-testid="promotion-detail">
      <h2>{detail.title}</h2>
      <RichContent content={detail.content} contentType={detail.contentType} />
      {back}
    </article>
  );
}
