/** The social and messaging-app sign-in buttons, each behind its whitelabel flag (spec sections 3, 4). */
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { WhitelabelFlag } from '../../contract/flags.ts';
import { useT, type MessageKey } from '../i18n';
import { state as auth } from '../state/auth';
import { state as merchant } from '../state/merchant';
import { ProviderIcon } from './ProviderIcon';

type Provider = 'google' | 'facebook' | 'twitter' | 'line' | 'telegram' | 'maya';

const FIREBASE: readonly { id: 'google' | 'facebook' | 'twitter'; flag: WhitelabelFlag }[] = [
  { id: 'google', flag: 'GOOGLELOGIN3' }, { id: 'facebook', flag: 'FACEBOOKLOGIN3' }, { id: 'twitter', flag: 'TWITTERLOGIN3' },
];

/** Short visible names (brand names, not translated); the accessible name is the full "Continue with ..." text. */
const SHORT: Record<Provider, string> = { google: 'Google', facebook: 'Facebook', twitter: 'X', line: 'LINE', telegram: 'Telegram', maya: 'Maya' };

const LABELS: Record<Provider, MessageKey> = {
  google: 'social_google', facebook: 'social_facebook', twitter: 'social_twitter', line: 'social_line', telegram: 'social_telegram', maya: 'social_maya',
};

/** Whether the merchant offers the wallet login: asked once per page, and only where buttons show. */
let mayaOffered: Promise<boolean> | null = null;
const offersMaya = (): Promise<boolean> => {
  mayaOffered ??= import('./maya.ts').then((m) => m.mayaSetting()).then((env) => env.success && Boolean(env.value?.authorizeUrl));
  return mayaOffered;
};

async function press(provider: Provider, mode: 'login' | 'register'): Promise<void> {
  const go = auth.go ?? new URLSearchParams(location.search).get('go');
  if (provider === 'line') return (await import('./line.ts')).startLineLogin(go);
  if (provider === 'telegram') return (await import('./telegram.ts')).startTelegramLogin(go);
  if (provider === 'maya') return (await import('./maya.ts')).startMayaLogin(go);
  // From the register form the player already asked for a new account: that is the auto-register option.
  await (await import('./firebaseLogin.ts')).loginWithFirebase(provider, { go, autoRegister: mode === 'register' });
}

const warm = (): void => { void import('./firebaseSignIn.ts').then((m) => m.warmFirebase()); };

export function SocialButtons(props: { mode: 'login' | 'register' }) {
  const t = useT();
  const snap = useSnapshot(merchant);
  const [busy, setBusy] = useState<Provider | null>(null);
  const [maya, setMaya] = useState(false);
  const status = snap.status;
  useEffect(() => {
    let live = true;
    if (status) void offersMaya().then((on) => { if (live) setMaya(on); });
    return () => { live = false; };
  }, [status]);
  if (!status) return null;
  const w = status.whitelabelVal;
  const providers: Provider[] = [
    ...(status.sms.apiKey ? FIREBASE.filter((p) => w[p.flag]).map((p) => p.id) : []),
    ...(w.LINELOGIN3 ? ['line' as const] : []),
    ...(w.TELEGRAMLOGIN3 ? ['telegram' as const] : []),
    ...(maya ? ['maya' as const] : []),
  ];
  if (providers.length === 0) return null;
  const run = (p: Provider) => {
    if (busy) return;
    setBusy(p);
    void press(p, props.mode).catch((err: unknown) => console.error(`[social] ${p} sign-in failed`, err)).finally(() => setBusy(null));
  };
  return (
    <div className="social-buttons" role="group" aria-label={t('social_or')} data-testid="social-buttons">
      <p className="social-sep">{t('social_or')}</p>
      <div className="social-grid">
        {providers.map((p) => (
          // type=button: these sit inside the login and register forms.
          <button key={p} type="button" className="btn social" data-provider={p} disabled={busy !== null} aria-busy={busy === p}
            aria-label={busy === p ? t('social_signing_in') : t(LABELS[p])} onClick={() => run(p)}
            onPointerDown={p === 'google' || p === 'facebook' || p === 'twitter' ? warm : undefined}>
            <ProviderIcon provider={p} />
            <span>{busy === p ? t('social_signing_in') : SHORT[p]}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
