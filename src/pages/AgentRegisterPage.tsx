import { Redirect } from 'wouter';
import { Briefcase, Users } from 'lucide-react';
import { useT } from '../i18n';
import { isAgent } from '../state/member';
import { withTracking } from '../lib/tracking';
import { localStore } from '../lib/memoryStorage';
import { ShareLink } from '../member/ShareLink';
import { agentLink } from '../member/inviteLinks';
import { useMemberInfo } from '../member/useMemberInfo';
import { LoadNotice } from '../components/LoadNotice';
import { useReferralSummary } from '../share/useReferralSummary';

/** /m/agentRegister: an agent's (member type 1 or 2) registration link, QR code and team count; other members go to the invite page. */
export default function AgentRegisterPage() {
  const t = useT();
  const { info, retry } = useMemberInfo();
  const agent = typeof info === 'object' && info !== null && isAgent(info) ? info : null;
  const summary = useReferralSummary(agent?.account ?? null);
  if (info === 'failed') {
    return (
      <section className="pad">
        <h1>{t('agent_register_title')}</h1>
        <LoadNotice message={t('account_failed')} onRetry={retry} testId="account-failed" />
      </section>
    );
  }
  if (info === 'loading' || info === null) return <p className="pad" role="status">{t('loading')}</p>;
  if (!agent) return <Redirect to={`~${withTracking('/m/inviteFriends', location.search, localStore())}`} replace />;
  return (
    <section className="pad share-page" data-testid="agent-page">
      <h1>{t('agent_register_title')}</h1>
      <div className="share-hero">
        <span className="share-hero-icon" aria-hidden="true"><Briefcase size={28} /></span>
        <p className="share-hero-text">{t('agent_intro')}</p>
      </div>
      {summary && <p className="share-stat" data-testid="agent-team"><Users aria-hidden="true" size={18} />{t('agent_team_joined', { count: summary.team })}</p>}
      <ShareLink label={t('agent_link_label')} url={agentLink(location.origin, agent.account)} title={t('agent_register_title')}
        text={t('agent_share_text')} qrLabel={t('agent_qr_label')} />
    </section>
  );
}
