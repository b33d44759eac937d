import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useT, type MessageKey } from '../i18n';
import { LoadNotice } from './LoadNotice';

/** Spec section 9, loading indicators 5 to 10 s: past this a spinner turns into a message with a retry. */
export const LOADING_GIVE_UP_MS = 10_000;

/** True once `ms` have passed since mount, or since `restart` last changed (a retry starts a new wait). */
export function useGaveUp(ms = LOADING_GIVE_UP_MS, restart: unknown = 0): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    setLate(false);
    const id = setTimeout(() => setLate(true), ms);
    return () => clearTimeout(id);
  }, [ms, restart]);
  return late;
}

/**
 * A loading line (or `children`, a skeleton say) that never spins forever: after the bound it says so and offers a
 * retry (a reload by default). A changed `restart` (the attempt) waits anew.
 */
export function LoadingStatus({ onRetry, giveUpMs, className, restart, children }: {
  onRetry?: () => void; giveUpMs?: number; className?: string; restart?: unknown; children?: ReactNode;
}) {
  const t = useT();
  const late = useGaveUp(giveUpMs, restart);
  if (!late) return children ?? <p className={className} role="status">{t('loading')}</p>;
  return (
    <div className={className}>
      <LoadNotice message={t('loading_slow')} onRetry={onRetry ?? (() => location.reload())} testId="loading-gave-up" />
    </div>
  );
}

/**
 * A lazy page's loading state. A page that opens with its title shows that heading at once: it is often
 * the page's largest paint, and the title is in the first screen's catalogue, while the page waits for its
 * chunk and the catalogue's later keys. `lead` is the page's own first part, in its place under the heading.
 */
export function PageLoading({ titleKey, heading, lead: Lead, giveUpMs }: { titleKey: string; heading?: boolean; lead?: ComponentType; giveUpMs?: number }) {
  const t = useT();
  if (!heading) return <LoadingStatus className="pad" giveUpMs={giveUpMs} />;
  return (
    <section className="pad">
      <h1>{t(titleKey as MessageKey)}</h1>
      {Lead && <div className="page-lead"><Lead /></div>}
      <LoadingStatus giveUpMs={giveUpMs} />
    </section>
  );
}
