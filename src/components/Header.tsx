import { lazy, Suspense } from 'react';
import { useSnapshot } from '../lib/useSnapshot';
import { PATHS } from '../../contract/routes';
import { state as merchant } from '../state/merchant';
import { state as session } from '../state/session';
import { useT } from '../i18n';
import { AppLink } from './AppLink';
import { loadShellLater } from './loadShellLater';

// The balance needs the wallet store and money formatting: members only, so guests' first screen never loads it.
const HeaderBalance = lazy(() => loadShellLater().then((m) => ({ default: m.HeaderBalance })));

/** The brand: the merchant's logo, its name for screen readers (or shown, when there is no logo). */
export function Brand({ name, logo }: { name: string; logo: string }) {
  return (
    <>
      {logo && <img src={logo} alt="" width="96" height="32" decoding="async" />}
      <span className={logo ? 'sr-only' : undefined} data-testid="merchant-name">{name}</span>
    </>
  );
}

/** The top bar: brand, then Register and Log in for guests, or the balance and Deposit for members. */
export function Header() {
  const t = useT();
  const m = useSnapshot(merchant);
  const s = useSnapshot(session);
  const status = m.status;
  if (!status) return null;
  return (
    <header className="bar">
      <a className="skip" href="#main">{t('skip_to_content')}</a>
      <AppLink to={PATHS.home} className="brand">
        <Brand name={status.merchantName} logo={status.mobileTemplate.params.h5_logo} />
      </AppLink>
      <nav className="acts" aria-label={t('nav_account_actions')}>
        {s.info?.token
          ? (
            <>
              <Suspense fallback={<span className="bal" />}><HeaderBalance /></Suspense>
              <AppLink to={PATHS.deposit} className="btn primary">{t('member_deposit')}</AppLink>
            </>
          )
          : (
            <>
              <AppLink to={PATHS.login} className="btn">{t('nav_login')}</AppLink>
              <AppLink to={PATHS.register} className="btn primary">{t('nav_register')}</AppLink>
            </>
          )}
      </nav>
    </header>
  );
}
