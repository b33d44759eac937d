import type { PromotionPeriod } from '../../contract/promotions';
import { CalendarDays } from 'lucide-react';
import { intlLocale, useT } from '../i18n';
import { formatPeriod, type PeriodStatus } from './promotionModel';

/** "Valid 1 – 30 Nov 2026" in the player's locale, with a badge when it has not started or has ended. */
export function PromotionPeriodText({ period, status }: { period: PromotionPeriod; status: PeriodStatus }) {
  const t = useT();
  return (
    <p className="promo-period" data-testid="promotion-period">
      <CalendarDays aria-hidden="true" size={16} />
      <span>{t('promotion_period', { dates: formatPeriod(period, intlLocale()) })}</span>
      {status !== 'running' && <span className="promo-badge" data-status={status}>{t(status === 'ended' ? 'promotion_ended' : 'promotion_upcoming')}</span>}
    </p>
  );
}
