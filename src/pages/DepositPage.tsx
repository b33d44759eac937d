import { useEffect } from 'react';
import { useSnapshot } from '../lib/useSnapshot';
import { useLocation, useSearch } from 'wouter';
import { PATHS } from '../../contract/routes';
import { Tabs } from '../ui';
import { useT } from '../i18n';
import { state as member } from '../state/member';
import { useMemberRead } from '../member/useMemberInfo';
import { loadDepositSettings, state as deposit } from '../state/deposit';
import { loadWallet } from '../state/wallet';
import { BalanceCard } from '../member/BalanceCard';
import { CashierForm } from '../member/CashierForm';
import { PageLoading } from '../components/PageLoading';
import { LoadNotice } from '../components/LoadNotice';
import '../member/member.css';

const TABS = ['deposit', 'withdraw'] as const;
type Tab = (typeof TABS)[number];

/** /m/member/deposit: the cashier (balance, Deposit and Withdraw tabs); ?tab=withdraw opens the second tab. */
export default function DepositPage() {
  const t = useT();
  const info = useSnapshot(member).info;
  const { totalDepositSuccessCount: done } = useSnapshot(deposit);
  const search = useSearch();
  const [, navigate] = useLocation();
  const tab: Tab = new URLSearchParams(search).get('tab') === 'withdraw' ? 'withdraw' : 'deposit';
  const { failed, retry } = useMemberRead();
  useEffect(() => {
    // Fresh each visit: the balance and the cashier entries may have changed since the login.
    void loadWallet();
    void loadDepositSettings();
  }, []);
  if (!info && failed) {
    return (
      <section className="pad">
        <h1>{t(tab === 'deposit' ? 'member_deposit' : 'member_withdraw')}</h1>
        <LoadNotice message={t('account_failed')} onRetry={retry} testId="account-failed" />
      </section>
    );
  }
  if (!info) return <PageLoading titleKey="member_deposit" heading />;
  return (
    <section className="pad cashier-page">
      <h1>{t(tab === 'deposit' ? 'member_deposit' : 'member_withdraw')}</h1>
      <BalanceCard />
      <Tabs label={t('member_menu_wallet')} value={tab} className="cashier-tabs"
        onChange={(id) => navigate(id === 'withdraw' ? `${PATHS.deposit}?tab=withdraw` : PATHS.deposit, { replace: true })}
        tabs={TABS.map((k) => ({ id: k, label: t(k === 'deposit' ? 'member_deposit' : 'member_withdraw'), panel: <CashierForm key={k} kind={k} info={info} /> }))} />
      <p className="muted small deposits-done">{t('member_deposits_done')}: <strong data-testid="deposit-success-count">{done ?? '–'}</strong></p>
    </section>
  );
}
