/** The social and messaging-app sign-in buttons, one per provider the merchant offers (spec sections 3, 4). */
import { useEffect, useState } from 'react';
import { useSnapshot } from '../lib/useSnapshot';
import type { LoginProviderId } from '../../contract/loginProviders.ts';
import { useT } from '../i18n';
import { state as auth } from '../state/auth';
import { state as merchant } from '../state/merchant';
import { PROVIDERS, ProviderIcon, clientProvider } from './providers/index.ts';

/** Providers whose own setting decides, with the answers in: asked once per page (the provider module caches). */
type Confirmed = Partial<Record<LoginProviderId, boolean>>;

function press(id: LoginProviderId, mode: 'login' | 'register'): Promise<unknown> {
  const go = auth.go ?? new URLSearchParams(location.search).get('go');
  return clientProvider(id).start({ go, mode });
}

export function SocialButtons(props: { mode: 'login' | 'register' }) {
  const t = useT();
  const snap = useSnapshot(merchant);
  const [busy, setBusy] = useState<LoginProviderId | null>(null);
  const [confirmed, setConfirmed] = useState<Confirmed>({});
  const status = snap.status;
  useEffect(() => {
    let live = true;
    if (status) {
      for (const p of PROVIDERS) {
        if (p.confirm && p.offered(status)) void p.confirm().then((on) => { if (live) setConfirmed((c) => ({ ...c, [p.row.id]: on })); });
      }
    }
    return () => { live = false; };
  }, [status]);
  if (!status) return null;
  const providers = PROVIDERS.filter((p) => p.offered(status) && (!p.confirm || confirmed[p.row.id] === true));
  if (providers.length === 0) return null;
  const run = (p: LoginProviderId) => {
    if (busy) return;
    setBusy(p);
    void press(p, props.mode).catch((err: unknown) => console.error(`[social] ${p} sign-in failed`, err)).finally(() => setBusy(null));
  };
  return (
    <div className="social-buttons" role="group" aria-label={t('social_or')} data-testid="social-buttons">
      <p className="social-sep">{t('social_or')}</p>
      <div className="social-grid">
        {providers.map(({ row: { id }, icon, label, short, warm }) => (
          // type=button: these sit inside the login and register forms.
          <button key={id} type="button" className="btn social" data-provider={id} disabled={busy !== null} aria-busy={busy === id}
            aria-label={busy === id ? t('social_signing_in') : t(label)} onClick={() => run(id)} onPointerDown={warm}>
            <ProviderIcon provider={icon} />
            <span>{busy === id ? t('social_signing_in') : short}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
