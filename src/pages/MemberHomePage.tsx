import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { isAgent, loadMember, state as member } from '../state/member';
import { useT } from '../i18n';
import { logout } from '../actions/logout';

/** Member home: account and VIP label (counters and entries build on this). */
export default function MemberHomePage() {
  const t = useT();
  const snap = useSnapshot(member);
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!member.info) void loadMember();
  }, []);
  const info = snap.info;
  return (
    <section className="pad">
      <h1>{t('member_home_title')}</h1>
      {info ? (
        <dl className="facts">
          <dt>{t('member_account')}</dt>
          <dd data-testid="member-account">{info.account}</dd>
          {info.clubLabel && (<><dt>{t('member_vip')}</dt><dd>{info.clubLabel.labelName}</dd></>)}
          {isAgent(info) && (<><dt>{t('member_type_agent')}</dt><dd>✓</dd></>)}
        </dl>
      ) : <p role="status">{t('loading')}</p>}
      <button type="button" className="btn" onClick={() => void logout().then(() => navigate('~/m/home'))}>{t('nav_logout')}</button>
    </section>
  );
}
