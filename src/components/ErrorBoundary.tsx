import { Component, type ReactNode } from 'react';
import { t } from '../i18n';
import { forceRefresh } from '../lib/forcedRefresh';

/** Never a white screen: a render error shows a message and a retry (the forced-refresh rule), and is logged. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('render failed', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="pad" role="alert">
        <p>{t('unknown_error')}</p>
        <button type="button" className="btn" onClick={() => forceRefresh(location)}>{t('retry')}</button>
      </section>
    );
  }
}
