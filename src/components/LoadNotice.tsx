import { useT } from '../i18n';

/**
 * A read that failed or gave up: an icon, what happened, what to do, and a 44 px Retry with its icon.
 * The route guard and the page loader show it, so it is first-screen code: no design-system import, icons drawn here.
 */
export function LoadNotice({ message, onRetry, testId, plain = false }: {
  message: string; onRetry: () => void; testId?: string;
  /** Inside a card already (the balance): no frame of its own. */
  plain?: boolean;
}) {
  const t = useT();
  return (
    <div className={plain ? 'notice plain' : 'notice'} role="alert" data-testid={testId}>
      <svg className="notice-ico" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <circle cx="12" cy="12" r="10" /><path d="M12 8v4M12 16h.01" />
      </svg>
      <p className="notice-text"><strong>{message}</strong> <span>{t('load_failed_hint')}</span></p>
      <button type="button" className="btn notice-retry" onClick={onRetry}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M21 12a9 9 0 1 1-9-9c2.52 0 4.93 1 6.74 2.74L21 8" /><path d="M21 3v5h-5" />
        </svg>
        {t('retry')}
      </button>
    </div>
  );
}
