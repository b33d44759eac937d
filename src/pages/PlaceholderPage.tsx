import { useT, type MessageKey } from '../i18n';
import { AppLink } from '../components/AppLink';

/** Pages whose features arrive with later work; they resolve, are guarded correctly and say so. */
export default function PlaceholderPage({ titleKey = 'app_name' }: { titleKey?: string }) {
  const t = useT();
  return (
    <section className="pad" data-testid="placeholder">
      <h1>{t(titleKey as MessageKey)}</h1>
      <p>{t('page_coming_soon')}</p>
      <AppLink to="/home">{t('nav_home')}</AppLink>
    </section>
  );
}
