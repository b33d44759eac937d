import { useSnapshot } from 'valtio';
import { state as merchant } from '../state/merchant';
import { state as session } from '../state/session';
import { useT } from '../i18n';
import { AppLink } from './AppLink';

export function Header() {
  const t = useT();
  const m = useSnapshot(merchant);
  const s = useSnapshot(session);
  const status = m.status;
  if (!status) return null;
  return (
    <header className="bar">
      <a className="skip" href="#main">{t('skip_to_content')}</a>
      <AppLink to="/home" className="brand">
        <img src={status.mobileTemplate.params.h5_logo} alt="" width="96" height="32" decoding="async" />
        <span data-testid="merchant-name">{status.merchantName}</span>
      </AppLink>
      <nav className="nav">
        {s.info?.token
          ? <AppLink to="/member/home">{t('nav_member')}</AppLink>
          : <AppLink to="/login">{t('nav_login')}</AppLink>}
      </nav>
    </header>
  );
}
