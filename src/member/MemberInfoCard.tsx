import type { MemberInfo } from '../../contract/wps';
import { useT } from '../i18n';
import { isAgent } from '../state/member';
import { ProfileIcon } from './ProfileIcon';

/** Account, VIP label (an AUTO label also shows the VIP benefit) and the profile icon. */
export function MemberInfoCard({ info, iconCount }: { info: MemberInfo; iconCount: number }) {
  const t = useT();
  const label = info.clubLabel;
  return (
    <div className="member-card">
      <ProfileIcon customerId={info.id} count={iconCount} />
      <dl className="facts">
        <dt>{t('member_account')}</dt>
        <dd data-testid="member-account">{info.account}</dd>
        {label && (<><dt>{t('member_vip')}</dt><dd data-testid="member-vip">{label.labelName}</dd></>)}
        {label?.type === 'AUTO' && (<><dt>{t('member_vip_benefit')}</dt><dd data-testid="vip-benefit">{t('member_vip_benefit_level', { name: label.labelName, level: label.rankLevel })}</dd></>)}
        {isAgent(info) && (<><dt>{t('member_type_agent')}</dt><dd>✓</dd></>)}
      </dl>
    </div>
  );
}
