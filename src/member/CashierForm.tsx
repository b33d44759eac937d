import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSnapshot } from '../lib/useSnapshot';
import { ExternalLink } from 'lucide-react';
import { CASHIER_MAX_AMOUNT, CASHIER_MIN_AMOUNT, isCashierAmount } from '../../contract/wallet';
import type { MemberInfo } from '../../contract/wps';
import { useT } from '../i18n';
import { normalizeCurrency } from '../lib/currency';
import { localStore } from '../lib/memoryStorage';
import { track, trackDepositSubmit } from '../marketing';
import { loadDepositSettings, state as deposit } from '../state/deposit';
import { state as session } from '../state/session';
import { loadWallet, state as wallet } from '../state/wallet';
import { useMoney } from './useMoney';
import { AMOUNT_CHIPS, cashierUrl, countUse, parseAmount, rereadOnReturn, trackCashier, type CashierKind } from './cashier';

/**
 * One cashier movement: amount chips and a typed amount in the wallet currency, then the primary button opens the
 * cashier (inside the click, so no popup blocker stops it), counts the use, reports the marketing event and, back
 * on this page, reads the balance and the deposit settings again (a deposit that went through is reported then).
 */
export function CashierForm({ kind, info }: { kind: CashierKind; info: MemberInfo }) {
  const t = useT();
  const id = useId();
  const d = useSnapshot(deposit);
  const w = useSnapshot(wallet);
  const [text, setText] = useState(String(AMOUNT_CHIPS[0]));
  const [error, setError] = useState<string | null>(null);
  const [opened, setOpened] = useState(false);
  const stopWaiting = useRef<(() => void) | null>(null);
  useEffect(() => () => stopWaiting.current?.(), []);
  const currency = w.currency ?? '';
  const money = useMoney();
  const amount = parseAmount(text);

  const submit = (e: FormEvent): void => {
    e.preventDefault();
    if (amount === null || !isCashierAmount(amount)) {
      setError(t('cashier_amount_invalid', { min: money(CASHIER_MIN_AMOUNT), max: money(CASHIER_MAX_AMOUNT) }));
      return;
    }
    if (kind === 'withdraw' && w.balance !== null && amount > w.balance) {
      setError(t('cashier_over_balance'));
      return;
    }
    const target = kind === 'deposit' ? d.depositUrl : d.withdrawUrl;
    const who = { token: session.info?.token ?? '', merchantCode: session.info?.merchantCode ?? '' };
    const url = target ? cashierUrl(target, location.href, amount, who) : null;
    if (url) window.open(url, '_blank', 'noopener');
    setError(url ? null : t('member_cashier_unavailable'));
    setOpened(Boolean(url));
    countUse(localStore(), info.id, kind);
    void trackCashier(kind, { customerId: info.id, customerName: info.userName, amount, currency: normalizeCurrency(currency) }, { track, trackDepositSubmit });
    if (url) {
      stopWaiting.current?.();
      stopWaiting.current = rereadOnReturn({ document, window }, () => { void loadWallet(); void loadDepositSettings(); });
    }
  };

  return (
    <form className="cashier-form" onSubmit={submit} noValidate aria-describedby={`${id}-note`}>
      <fieldset className="chips">
        <legend>{t('cashier_choose_amount')}</legend>
        {AMOUNT_CHIPS.map((n) => (
          <button key={n} type="button" className="chip" aria-pressed={amount === n} onClick={() => { setText(String(n)); setError(null); }}>
            {money(n)}
          </button>
        ))}
      </fieldset>
      <label htmlFor={`${id}-amount`} className="field-label">{t('cashier_amount')}</label>
      <div className="amount-field">
        <input id={`${id}-amount`} inputMode="decimal" autoComplete="off" value={text} data-testid="cashier-amount"
          aria-invalid={error !== null && !opened} aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => { setText(e.currentTarget.value); setError(null); }} />
        {currency && <span className="amount-currency" aria-hidden="true">{normalizeCurrency(currency)}</span>}
      </div>
      {error && <p id={`${id}-error`} className="field-error" role="alert">{error}</p>}
      <button type="submit" className="btn primary block" data-testid={`${kind}-entry`}>
        {t(kind === 'deposit' ? 'cashier_deposit_now' : 'cashier_withdraw_now')} <ExternalLink size={16} aria-hidden="true" />
      </button>
      <p id={`${id}-note`} className="muted small">{t('cashier_opens_tab')}</p>
    </form>
  );
}
