import type { MemberInfo } from '../../contract/wps';
import { Crown } from 'lucide-react';
import { useT } from '../i18n';
import { isAgent } from '../state/member';
import { ProfileIcon } from './ProfileIcon';

/** The profile card: avatar (profile icon), account name, VIP label (an AUTO label also shows the VIP benefit). */
export function MemberInfoCard({ info, iconCount }: { info: MemberInfo; iconCount: number }) {
  const t = useT();
  const label = info.clubLabel;
  return (
    <div className="member-card m-card">
      <ProfileIcon customerId={info.id} count={iconCount} />
      <div className="member-who">
        <p className="member-name" data-testid="member-account">{info.account}</p>
        <p className="member-tags">
          {label && (
            <span className="vip-chip" aria-label={`${t('member_vip')}: ${label.labelName}`}>
              <Crown size={14} aria-hidden="true" /><span data-testid="member-vip">{label.labelName}</span>
            </span>
          )}
          {isAgent(info) && <span className="vip-chip agent">{t('member_type_agent')}</span>}
        </p>
        {label?.type === 'AUTO' && <p className="muted small" data-testid="vip-benefit">{t('member_vip_benefit_level', { name: label.labelName, level: label.rankLevel })}</p>}
      </div>
    </div>
  );
}
