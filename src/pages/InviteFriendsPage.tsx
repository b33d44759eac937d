import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect } from 'wouter';
import { useT } from '../i18n';
import { isAgent } from '../state/member';
import { loadAvailability, state as promo } from '../state/promo';
import { withTracking } from '../lib/tracking';
import { localStore } from '../lib/memoryStorage';
import { AppLink } from '../components/AppLink';
import { ShareLink } from '../member/ShareLink';
import { referralLink } from '../member/inviteLinks';
import { useMemberInfo } from '../member/useMemberInfo';

/** /m/inviteFriends (public): the referral offer; a member gets a link to share; agents go to /m/agentRegister. */
export default function InviteFriendsPage() {
  const t = useT();
  const info = useMemberInfo();
  const { availability } = useSnapshot(promo);
  useEffect(() => { void loadAvailability(); }, []);
  if (info !== null && info !== 'loading' && isAgent(info)) {
    return <Redirect to={`~${withTracking('/m/agentRegister', location.search, localStore())}`} replace />;
  }
  const referral = availability?.REFERRAL;
  return (
    <section className="pad" data-testid="invite-page">
      <h1>{t('invite_title')}</h1>
      <p>{t('invite_intro')}</p>
      {referral && !referral.enabled && <p role="status">{t('invite_disabled')}</p>}
      {referral?.enabled && <p data-testid="referral-count">{t('invite_referrals', { count: referral.count })}</p>}
      {info === 'loading' && <p role="status">{t('loading')}</p>}
      {info === null && <p><AppLink to={`/login?go=${encodeURIComponent('/m/inviteFriends')}`}>{t('invite_login_first')}</AppLink></p>}
      {info !== null && info !== 'loading' && referral?.enabled !== false && (
        <ShareLink label={t('invite_link_label')} url={referralLink(location.origin, info.account)} title={t('invite_title')} />
      )}
    </section>
  );
}
