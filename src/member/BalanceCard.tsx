import { useState, type ReactNode } from 'react';
import { useSnapshot } from '../lib/useSnapshot';
import { RefreshCw, Wallet } from 'lucide-react';
import { useT } from '../i18n';
import { formatMoney } from '../lib/currency';
import { loadWallet, state as wallet } from '../state/wallet';
import { useGaveUp } from '../components/PageLoading';
import { LoadNotice } from '../components/LoadNotice';

/**
 * The wallet balance, formatted in the merchant currency, with a refresh; children are the card's actions. A read
 * that failed, or one still unanswered past the loading bound (spec section 9), shows words and a retry.
 */
export function BalanceCard({ children }: { children?: ReactNode }) {
  const t = useT();
  const w = useSnapshot(wallet);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const refresh = (): void => {
    setBusy(true);
    setAttempt((n) => n + 1);
    void loadWallet().finally(() => setBusy(false));
  };
  const shown = w.loaded && w.balance !== null && w.currency ? formatMoney(w.balance, w.currency) : null;
  const late = useGaveUp(undefined, attempt);
  const stuck = !shown && !busy && (w.failed || late);
  return (
    <section className="balance-card m-card" aria-labelledby="balance-title">
      <div className="balance-top">
        <div>
          <h2 id="balance-title" className="balance-label"><Wallet size={16} aria-hidden="true" /> {t('wallet_balance')}</h2>
          <p className="balance-amount" data-testid="wallet-balance" aria-live="polite" aria-busy={!shown && !stuck}>
            {shown ?? (stuck ? '—' : <span className="balance-skeleton" aria-label={t('loading')} />)}
          </p>
          {stuck && <LoadNotice plain message={t(w.failed ? 'wallet_unavailable' : 'loading_slow')} onRetry={refresh} testId="wallet-unavailable" />}
        </div>
        <button type="button" className="icon-round" onClick={refresh} aria-label={t('wallet_refresh')} disabled={busy}>
          <RefreshCw size={18} aria-hidden="true" className={busy ? 'spin' : undefined} />
        </button>
      </div>
      {children && <div className="balance-actions">{children}</div>}
    </section>
  );
}
