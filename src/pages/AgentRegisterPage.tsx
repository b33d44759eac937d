import { Redirect } from 'wouter';
import { useT } from '../i18n';
import { isAgent } from '../state/member';
import { withTracking } from '../lib/tracking';
import { localStore } from '../lib/memoryStorage';
import { ShareLink } from '../member/ShareLink';
import { agentLink } from '../member/inviteLinks';
import { useMemberInfo } from '../member/useMemberInfo';

/** /m/agentRegister: an agent's (member type 1 or 2) registration link; other members go to the invite page. */
export default function AgentRegisterPage() {
  const t = useT();
  const info = useMemberInfo();
  if (info === 'loading' || info === null) return <p className="pad" role="status">{t('loading')}</p>;
  if (!isAgent(info)) return <Redirect to={`~${withTracking('/m/inviteFriends', location.search, localStore())}`} replace />;
  return (
    <section className="pad" data-testid="agent-page">
      <h1>{t('agent_register_title')}</h1>
      <p>{t('agent_intro')}</p>
      <ShareLink label={t('agent_link_label')} url={agentLink(location.origin, info.account)} title={t('agent_register_title')} />
    </section>
  );
}
