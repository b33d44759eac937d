import { useT, type MessageKey } from '../i18n';

/**
 * A lazy page's loading state. A page that opens with its title shows that heading at once: it is often
 * the page's largest paint, and the title is in the first screen's catalogue, while the page waits for its
 * chunk and the catalogue's later keys.
 */
export function PageLoading({ titleKey, heading }: { titleKey: string; heading?: boolean }) {
  const t = useT();
  if (!heading) return <p className="pad" role="status">{t('loading')}</p>;
  return (
    <section className="pad">
      <h1>{t(titleKey as MessageKey)}</h1>
      <p role="status">{t('loading')}</p>
    </section>
  );
}
