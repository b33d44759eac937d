import { useT } from '../i18n';
import { AppLink } from '../components/AppLink';

export function NotFound() {
  const t = useT();
  return (
    <section className="pad">
      <h1>{t('page_not_found')}</h1>
      <AppLink to="/home">{t('nav_home')}</AppLink>
    </section>
  );
}
