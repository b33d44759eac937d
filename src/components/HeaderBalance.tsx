import { useEffect } from 'react';
import { useSnapshot } from '../lib/useSnapshot';
import { loadWallet, state as wallet } from '../state/wallet';
import { formatMoney } from '../lib/currency';
import { useT } from '../i18n';

/** The member's balance in the header; asks for it once when nothing is loaded yet. */
export default function HeaderBalance() {
  const t = useT();
  const w = useSnapshot(wallet);
  useEffect(() => {
    if (!wallet.loaded) void loadWallet().catch((e: unknown) => console.warn('[header] balance not loaded', e));
  }, []);
  if (w.balance === null || !w.currency) return <span className="bal" aria-busy="true" />;
  return (
    <span className="bal" data-testid="header-balance">
      <span className="sr-only">{t('header_balance')} </span>{formatMoney(w.balance, w.currency)}
    </span>
  );
}
