import { useEffect } from 'react';
import { useSnapshot } from '../lib/useSnapshot';
import { Redirect } from 'wouter';
import { Gift, QrCode as QrIcon, UserPlus, Users } from 'lucide-react';
import { useT } from '../i18n';
import { isAgent } from '../state/member';
import { loadAvailability, state as promo } from '../state/promo';
import { withTracking } from '../lib/tracking';
import { localStore } from '../lib/memoryStorage';
import { AppLink } from '../components/AppLink';
import { ShareLink } from '../member/ShareLink';
import { referralLink } from '../member/inviteLinks';
import { useMemberInfo } from '../member/useMemberInfo';
import { LoadNotice } from '../components/LoadNotice';
import { useReferralSummary } from '../share/useReferralSummary';

/** /m/inviteFriends (public): the referral programme; a member gets a link, QR code and share targets; agents go to /m/agentRegister. */
export default function InviteFriendsPage() {
  const t = useT();
  const { info, retry } = useMemberInfo();
  // The member once read; null while loading, after a failure, and for a guest.
  const member = typeof info === 'object' ? info : null;
  const { availability } = useSnapshot(promo);
  const summary = useReferralSummary(member && !isAgent(member) ? member.account : null);
  useEffect(() => { void loadAvailability(); }, []);
  if (member && isAgent(member)) {
    return <Redirect to={`~${withTracking('/m/agentRegister', location.search, localStore())}`} replace />;
  }
  const referral = availability?.REFERRAL;
  return (
    <section className="pad share-page" data-testid="invite-page">
      <h1>{t('invite_title')}</h1>
      <div className="share-hero">
        <span className="share-hero-icon" aria-hidden="true"><Gift size={28} /></span>
        <div>
          <p className="share-hero-text">{t('invite_intro')}</p>
          {referral?.enabled && <p className="share-badge" data-testid="referral-count">{t('invite_referrals', { count: referral.count })}</p>}
        </div>
      </div>
      {referral && !referral.enabled && <p role="status" className="share-off">{t('invite_disabled')}</p>}
      {member && summary && (
        <p className="share-stat" data-testid="referral-invited"><Users aria-hidden="true" size={18} />{t('invite_friends_joined', { count: summary.invited })}</p>
      )}
      {info === 'loading' && <p role="status">{t('loading')}</p>}
      {info === 'failed' && <LoadNotice message={t('account_failed')} onRetry={retry} testId="account-failed" />}
      {member && referral?.enabled !== false && (
        <ShareLink label={t('invite_link_label')} url={referralLink(location.origin, member.account)} title={t('invite_title')}
          text={t('invite_share_text')} qrLabel={t('invite_qr_label')} />
      )}
      <h2 className="share-steps-title">{t('invite_how_title')}</h2>
      <ol className="share-steps">
        <li><span className="share-step-icon" aria-hidden="true"><QrIcon size={20} /></span>{t('invite_step_share')}</li>
        <li><span className="share-step-icon" aria-hidden="true"><UserPlus size={20} /></span>{t('invite_step_register')}</li>
        <li><span className="share-step-icon" aria-hidden="true"><Gift size={20} /></span>{t('invite_step_reward')}</li>
      </ol>
      {info === null && (
        <div className="share-guest" data-testid="invite-guest">
          <AppLink to="/register" className="btn primary share-guest-cta">{t('nav_register')}</AppLink>
          <p className="muted">
            <AppLink to={`/login?go=${encodeURIComponent('/m/inviteFriends')}`}>{t('invite_login_first')}</AppLink>
          </p>
        </div>
      )}
    </section>
  );
}
