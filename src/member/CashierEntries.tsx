import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { MemberInfo } from '../../contract/wps';
import { useT } from '../i18n';
import { localStore } from '../lib/memoryStorage';
import { track, trackDepositSubmit } from '../marketing';
import { widgetUrl } from '../cs/path';
import { loadDepositSettings, state as deposit } from '../state/deposit';
import { countUse, readCounts, rereadOnReturn, trackCashier, type CashierKind } from './cashier';

/**
 * Deposit and withdraw entries: each use is counted on this device, reported as a marketing event, then opens
 * the cashier; back from a deposit, the deposit settings are read again (a deposit that happened is reported then).
 */
export function CashierEntries({ info }: { info: MemberInfo }) {
  const t = useT();
  const d = useSnapshot(deposit);
  const [counts, setCounts] = useState(() => readCounts(localStore(), info.id));
  const [unavailable, setUnavailable] = useState(false);
  const stopWaiting = useRef<(() => void) | null>(null);
  useEffect(() => () => stopWaiting.current?.(), []);

  const use = (kind: CashierKind): void => {
    const target = kind === 'deposit' ? d.depositUrl : d.withdrawUrl;
    const url = target ? widgetUrl(target, location.href) : null;
    // Opened inside the click, before anything is awaited, so no popup blocker stops it.
    if (url) window.open(url, '_blank', 'noopener');
    setUnavailable(!url);
    setCounts(countUse(localStore(), info.id, kind));
    void trackCashier(kind, { customerId: info.id, customerName: info.userName }, { track, trackDepositSubmit });
    if (kind === 'deposit' && url) {
      stopWaiting.current?.();
      stopWaiting.current = rereadOnReturn({ document, window }, () => { void loadDepositSettings(); });
    }
  };

  return (
    <section className="cashier" aria-label={`${t('member_deposit')} / ${t('member_withdraw')}`}>
      <p>{t('member_deposits_done')}: <strong data-testid="deposit-success-count">{d.totalDepositSuccessCount ?? '–'}</strong></p>
      <div className="cashier-entries">
        <button type="button" className="btn" data-testid="deposit-entry" onClick={() => use('deposit')}>
          {t('member_deposit')} <small data-testid="deposit-counter">{t('member_times_opened', { count: counts.deposit })}</small>
        </button>
        <button type="button" className="btn" data-testid="withdraw-entry" onClick={() => use('withdraw')}>
          {t('member_withdraw')} <small data-testid="withdraw-counter">{t('member_times_opened', { count: counts.withdraw })}</small>
        </button>
      </div>
      {unavailable && <p role="status">{t('member_cashier_unavailable')}</p>}
    </section>
  );
}
