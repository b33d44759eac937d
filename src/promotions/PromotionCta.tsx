import { useState } from 'react';
import { useSnapshot } from '../lib/useSnapshot';
import { Check } from 'lucide-react';
import type { PromotionAction } from '../../contract/promotions';
import { PROMOTION_CODES } from '../../contract/promotions';
import { joinPromotion } from '../api/content';
import { useT } from '../i18n';
import { AppLink } from '../components/AppLink';
import { state as session } from '../state/session';
import { ctaOf, type PeriodStatus } from './promotionModel';

type Outcome = { ok: true; action: 'claim' | 'join' } | { ok: false; notRunning: boolean };

/** The call to action of one promotion: the cashier, a claim or join call, or a login that comes back here. */
export function PromotionCta({ id, action, status, block = false }: { id: string; action: PromotionAction; status: PeriodStatus | null; block?: boolean }) {
  const t = useT();
  const { info } = useSnapshot(session);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const cta = ctaOf(action, Boolean(info?.token), id, status);
  if (!cta) return null;
  const cls = `btn primary promo-cta${block ? ' block' : ''}`;
  if (cta.kind === 'link') return <AppLink to={cta.to} className={cls}>{t(cta.label)}</AppLink>;

  const call = async (): Promise<void> => {
    setBusy(true);
    const env = await joinPromotion(id);
    setBusy(false);
    const done = env.value as { action?: unknown } | null;
    if (env.success && (done?.action === 'claim' || done?.action === 'join')) setOutcome({ ok: true, action: done.action });
    else {
      console.warn('promotions: join refused', env.code);
      setOutcome({ ok: false, notRunning: env.code === PROMOTION_CODES.notRunning });
    }
  };
  if (outcome?.ok) {
    return (
      <p role="status" className="promo-done" data-testid="promotion-joined">
        <Check aria-hidden="true" size={18} />{t(outcome.action === 'claim' ? 'promotion_claimed' : 'promotion_joined')}
      </p>
    );
  }
  return (
    <div className="promo-call">
      <button type="button" className={cls} disabled={busy} aria-busy={busy || undefined} onClick={() => void call()}>{t(cta.label)}</button>
      {outcome && <p role="alert" className="promo-error">{t(outcome.notRunning ? 'promotion_not_running' : 'promotion_join_failed')}</p>}
    </div>
  );
}
