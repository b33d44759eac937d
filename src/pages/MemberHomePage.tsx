import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { isAgent, loadMember, state as member } from '../state/member';
import { state as merchant } from '../state/merchant';
import { state as inbox } from '../state/inbox';
import { state as promo } from '../state/promo';
import { useT } from '../i18n';
import { logout } from '../actions/logout';
import { onLoggedIn } from '../member/sessionTriggers';
import { MemberInfoCard } from '../member/MemberInfoCard';
import { RankProgressView } from '../member/RankProgressView';
import { CashierEntries } from '../member/CashierEntries';
import { iconCount } from '../member/profileIcon';
import { PromoCodeForm } from '../promotions/PromoCodeForm';
import { AppLink } from '../components/AppLink';
import { PageLoading } from '../components/PageLoading';
import '../member/member.css';

/** Member home (spec section 4): member info, rank progress, inbox, deposit settings and entries, promo code, links. */
export default function MemberHomePage() {
  const t = useT();
  const snap = useSnapshot(member);
  const { unread } = useSnapshot(inbox);
  const { promoCodeEnabled } = useSnapshot(promo);
  const status = useSnapshot(merchant).status;
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!member.info) void loadMember();
    // Fresh counters each visit (the session triggers load them once per login).
    void onLoggedIn();
  }, []);
  const info = snap.info;
  if (!info) return <PageLoading titleKey="member_home_title" heading />;
  return (
    <section className="pad member-home">
      <h1>{t('member_home_title')}</h1>
      <MemberInfoCard info={info} iconCount={iconCount(status?.gw.PROFILE_ICON_COUNT)} />
      <RankProgressView />
      <p className="inbox">
        {t('member_inbox')} <span className="badge" data-testid="unread-count" aria-label={t('member_unread', { count: unread })}>{unread}</span>
      </p>
      <CashierEntries info={info} />
      {promoCodeEnabled && <PromoCodeForm />}
      <nav className="member-links" aria-label={t('member_home_title')}>
        <button type="button" className="btn" data-testid="cs-open" onClick={() => void import('../cs/customerService').then((cs) => cs.openChat())}>{t('cs_open')}</button>
        <AppLink to={isAgent(info) ? '/agentRegister' : '/inviteFriends'}>{isAgent(info) ? t('agent_register_title') : t('invite_title')}</AppLink>
        <AppLink to="/activity">{t('promotions_title')}</AppLink>
        <AppLink to="/feedback">{t('feedback_title')}</AppLink>
      </nav>
      <button type="button" className="btn" onClick={() => void logout().then(() => navigate('~/m/home'))}>{t('nav_logout')}</button>
    </section>
  );
}
