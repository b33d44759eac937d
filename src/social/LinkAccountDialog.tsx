/** Links a social identity to an existing account (log in) or to a new one (register), spec section 4. */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { USERNAME_PATTERN } from '../../contract/auth.ts';
import { CODES } from '../../contract/codes.ts';
import { submitRegister } from '../auth/registerMachine.ts';
import { runCaptcha } from '../captcha/index.ts';
import { useT } from '../i18n';
import { useConsent } from './ConsentBoxes.tsx';
import { finishSocialLogin } from './finishSocialLogin.ts';
import { freshIdentity } from './freshIdentity.ts';
import { goTo } from './goTo.ts';
import { socialLogin } from './socialApi.ts';
import { providerName, registerExtras, type SocialIdentity } from './socialIdentity.ts';
import { loginMethodOf, providerRow } from '../../contract/loginProviders.ts';
import type { RegisterConsentAnswers } from '../../contract/registerConsent.ts';

export type LinkMode = 'existing' | 'register';

const queryGo = (): string | null => new URLSearchParams(location.search).get('go');

export function LinkAccountDialog({ identity, mode, go: given = null, onClose }: {
  identity: SocialIdentity; mode: LinkMode; go?: string | null; onClose: () => void;
}) {
  const t = useT();
  const go = (): string | null => given ?? queryGo();
  const titleId = useId();
  const userId = useId();
  const passId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const first = useRef<HTMLInputElement>(null);
  // Only a new account asks the merchant's confirmations; linking an existing one creates nothing.
  const consent = useConsent();
  useEffect(() => {
    first.current?.focus();
    const onKey = (e: KeyboardEvent): void => { if (e.key === 'Escape') onClose(); };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  async function linkExisting(username: string, password: string): Promise<void> {
    // A login with a username needs the captcha (spec section 5).
    const captcha = await runCaptcha('login');
    if (!captcha.ok) return setError(captcha.message);
    const env = await socialLogin(identity, { username, password }, captcha.fields);
    if (!env.success && env.code !== CODES.loginVerifyRequired) return setError(env.message ?? t('login_failed'));
    onClose();
    await finishSocialLogin(env, { method: loginMethodOf(providerRow(identity.provider)), go: go(), identity: null, autoRegister: false });
  }

  async function registerNew(username: string, password: string, answers: RegisterConsentAnswers): Promise<void> {
    const form = { kind: 'username' as const, username, password, ...(Object.keys(answers).length ? { consent: answers } : {}) };
    const r = await submitRegister(form, { go: go(), extras: registerExtras(await freshIdentity(identity)) });
    if (r.status !== 'success') return;
    onClose();
    if (r.target) goTo(r.target);
  }

  async function submit(e: FormEvent<HTMLFormElement>): Promise<void> {
    e.preventDefault();
    if (busy) return;
    const form = new FormData(e.currentTarget);
    const username = String(form.get('username') ?? '').trim();
    const password = String(form.get('password') ?? '');
    if (!username || !password || (mode === 'register' && !USERNAME_PATTERN.test(username))) return setError(t('login_required_fields'));
    const answers = mode === 'register' ? consent.answers() : {};
    if (!answers) return setError(null);
    setBusy(true);
    setError(null);
    try {
      await (mode === 'existing' ? linkExisting(username, password) : registerNew(username, password, answers));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="backdrop">
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="dialog form-page" data-testid="social-link">
        <h2 id={titleId}>{t('social_link_title', { provider: providerName(identity) })}</h2>
        <p>{t(mode === 'existing' ? 'social_link_existing_hint' : 'social_link_register_hint')}</p>
        <form onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
          <label htmlFor={userId}>{t('login_username')}</label>
          <input ref={first} id={userId} name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} maxLength={64} />
          <label htmlFor={passId}>{t('login_password')}</label>
          <input id={passId} name="password" type="password" autoComplete={mode === 'existing' ? 'current-password' : 'new-password'} maxLength={128} />
          {mode === 'register' && consent.boxes}
          {error && <p role="alert" className="form-error">{error}</p>}
          <button type="submit" className="btn primary" disabled={busy}>{t(mode === 'existing' ? 'social_link_submit' : 'social_register_submit')}</button>
        </form>
        <button type="button" className="btn" onClick={onClose}>{t('cancel')}</button>
      </div>
    </div>
  );
}
