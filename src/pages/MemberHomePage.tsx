import { lazy, Suspense, useEffect, useState } from 'react';
import { useSnapshot } from '../lib/useSnapshot';
import { ArrowDownToLine, ArrowUpFromLine, Gift, Globe, Headset, Inbox, MessageSquareText, Receipt, Ticket, UserPlus } from 'lucide-react';
import { PATHS } from '../../contract/routes';
import { isAgent, state as member } from '../state/member';
import { useMemberRead } from '../member/useMemberInfo';
import { state as merchant } from '../state/merchant';
import { state as inbox } from '../state/inbox';
import { state as promo } from '../state/promo';
import { useT } from '../i18n';
import { onLoggedIn } from '../member/sessionTriggers';
import { MemberInfoCard } from '../member/MemberInfoCard';
import { RankProgressView } from '../member/RankProgressView';
import { BalanceCard } from '../member/BalanceCard';
import { MenuButton, MenuGroup, MenuLink } from '../member/AccountMenu';
import { LogoutRow } from '../member/LogoutRow';
import { iconCount } from '../member/profileIcon';
import { PromoCodeForm } from '../promotions/PromoCodeForm';
import { AppLink } from '../components/AppLink';
import { LanguageSelect } from '../components/LanguageSelect';
import { PageLoading } from '../components/PageLoading';
import { LoadNotice } from '../components/LoadNotice';
import '../member/member.css';

// Second-factor enrolment (provider accounts only): its own chunk, not precached (it needs the network); offline
// the account page simply goes without it.
const MfaEnrollment = lazy(() => import('../social/MfaEnrollment').then((m) => ({ default: m.MfaEnrollment }), (err: unknown) => {
  console.warn('[mfa] enrolment not loaded', err);
  return { default: () => null };
}));

/** The account page (spec section 4): profile, balance, VIP progress, then grouped rows and log out. */
export default function MemberHomePage() {
  const t = useT();
  const snap = useSnapshot(member);
  const { unread } = useSnapshot(inbox);
  const { promoCodeEnabled } = useSnapshot(promo);
  const status = useSnapshot(merchant).status;
  const [promoOpen, setPromoOpen] = useState(false);
  const { failed, retry } = useMemberRead();
  useEffect(() => {
    // Fresh counters and balance each visit (the session triggers load them once per login).
    void onLoggedIn();
  }, []);
  const info = snap.info;
  if (!info && failed) {
    return (
      <section className="pad">
        <h1>{t('member_home_title')}</h1>
        <LoadNotice message={t('account_failed')} onRetry={retry} testId="account-failed" />
      </section>
    );
  }
  if (!info) return <PageLoading titleKey="member_home_title" heading />;
  const agent = isAgent(info);
  return (
    <section className="pad member-home">
      <h1 className="sr-only">{t('member_home_title')}</h1>
      <MemberInfoCard info={info} iconCount={iconCount(status?.gw.PROFILE_ICON_COUNT)} />
      <BalanceCard>
        <AppLink to={PATHS.deposit} className="btn primary"><ArrowDownToLine size={18} aria-hidden="true" /> {t('member_deposit')}</AppLink>
        <AppLink to={`${PATHS.deposit}?tab=withdraw`} className="btn"><ArrowUpFromLine size={18} aria-hidden="true" /> {t('member_withdraw')}</AppLink>
      </BalanceCard>
      <RankProgressView />

      <MenuGroup title={t('member_menu_wallet')}>
        <MenuLink to={PATHS.inbox} icon={<Inbox size={20} />} label={t('member_inbox')} testId="menu-inbox"
          end={unread > 0 ? <span className="badge" data-testid="unread-count" aria-label={t('member_unread', { count: unread })}>{unread}</span> : undefined} />
        <MenuLink to={PATHS.deposit} icon={<ArrowDownToLine size={20} />} label={t('member_deposit')} />
        <MenuLink to={`${PATHS.deposit}?tab=withdraw`} icon={<ArrowUpFromLine size={20} />} label={t('member_withdraw')} />
        <MenuLink to={PATHS.lotteryOrders} icon={<Receipt size={20} />} label={t('lottery_orders_title')} testId="menu-lottery-orders" />
      </MenuGroup>

      <MenuGroup title={t('member_menu_rewards')}>
        {promoCodeEnabled && <MenuButton icon={<Ticket size={20} />} label={t('promo_code_title')} expanded={promoOpen} onClick={() => setPromoOpen((o) => !o)} />}
        {promoCodeEnabled && promoOpen && <li className="menu-panel"><PromoCodeForm /></li>}
        <MenuLink to={agent ? PATHS.agentRegister : PATHS.inviteFriends} icon={<UserPlus size={20} />} label={agent ? t('agent_register_title') : t('invite_title')} />
        <MenuLink to={PATHS.activity} icon={<Gift size={20} />} label={t('promotions_title')} />
      </MenuGroup>

      <MenuGroup title={t('member_menu_help')}>
        <MenuButton icon={<Headset size={20} />} label={t('cs_open')} testId="cs-open"
          onClick={() => void import('../cs/customerService').then((cs) => cs.openChat())} />
        <MenuLink to={PATHS.feedback} icon={<MessageSquareText size={20} />} label={t('feedback_title')} />
        {(status?.languages.length ?? 0) > 1 && (
          <li className="menu-row lang-row"><span className="menu-icon" aria-hidden="true"><Globe size={20} /></span><LanguageSelect /></li>
        )}
      </MenuGroup>
      <Suspense fallback={null}><MfaEnrollment /></Suspense>
      <LogoutRow />
    </section>
  );
}
