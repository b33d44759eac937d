/**
 * Two-step verification for members who sign in with Google, Facebook or X: confirm it is them at the provider,
 * then add an authenticator app (QR code or setup key, first code) or turn a second step off. Mountable anywhere
 * a member is (the account page); renders nothing when the merchant offers none of those providers.
 */
import { useState, type FormEvent } from 'react';
import { useSnapshot } from '../lib/useSnapshot';
import { intlLocale, useT } from '../i18n';
import { QrCode } from '../share/QrCode';
import { state as merchant } from '../state/merchant';
import { state as session } from '../state/session';
import { Button, Input } from '../ui';
import { providerErrorText } from './providerError';
import {
  finalizeTotpEnrollment, listFactors, otpauthUrl, providerApi, startTotpEnrollment, withdrawFactor,
  type EnrolledFactor, type ProviderApi, type TotpSecret,
} from './mfaEnrollment';
import { PROVIDERS, ProviderIcon, type ClientLoginProvider } from './providers/index.ts';
import '../components/auth/auth.css';

export function MfaEnrollment({ api: given }: { api?: ProviderApi }) {
  const t = useT();
  const { status } = useSnapshot(merchant);
  const { info } = useSnapshot(session);
  const [idToken, setIdToken] = useState<string | null>(null);
  const [factors, setFactors] = useState<EnrolledFactor[]>([]);
  const [secret, setSecret] = useState<TotpSecret | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  if (!status) return null;
  // Providers that sign in at an authentication provider with second factors of its own.
  const channels = PROVIDERS.filter((p) => p.idToken && p.offered(status));
  if (channels.length === 0) return null;
  const api = given ?? providerApi(status.sms);

  async function step(work: () => Promise<void>): Promise<void> {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (err) {
      console.warn('[mfa] enrollment step failed', err);
      setError(providerErrorText(err, t) ?? t('mfa_enroll_failed'));
    } finally {
      setBusy(false);
    }
  }

  const verify = (p: ClientLoginProvider) => step(async () => {
    const token = await p.idToken?.();
    if (!token) return;
    setIdToken(token);
    setFactors(await listFactors(api, token));
  });
  const begin = () => step(async () => { if (idToken) setSecret(await startTotpEnrollment(api, idToken)); });
  const finish = (e: FormEvent) => {
    e.preventDefault();
    void step(async () => {
      if (!idToken || !secret) return;
      const next = await finalizeTotpEnrollment(api, idToken, secret, code, t('verify_method_ga'));
      setIdToken(next);
      setSecret(null);
      setCode('');
      setFactors(await listFactors(api, next));
      setNotice(t('mfa_enroll_done'));
    });
  };
  const withdraw = (f: EnrolledFactor) => step(async () => {
    if (!idToken) return;
    const next = await withdrawFactor(api, idToken, f.mfaEnrollmentId);
    setIdToken(next);
    setFactors(await listFactors(api, next));
    setNotice(t('mfa_withdrawn'));
  });

  const deadline = secret?.enrollmentDeadline
    ? new Intl.DateTimeFormat(intlLocale(), { hour: '2-digit', minute: '2-digit' }).format(new Date(secret.enrollmentDeadline)) : null;
  return (
    <section className="card mfa-enroll" aria-labelledby="mfa-enroll-title" aria-busy={busy} data-testid="mfa-enrollment">
      <h2 id="mfa-enroll-title">{t('mfa_title')}</h2>
      <p className="field-hint">{t('mfa_enroll_intro')}</p>
      {notice && <p role="status">{notice}</p>}
      {error && <p role="alert" className="field-error">{error}</p>}
      {!idToken && (
        <div className="social-grid">
          {channels.map((p) => (
            <Button key={p.row.id} onClick={() => void verify(p)} disabled={busy} aria-label={t('mfa_enroll_verify', { provider: p.name })}>
              <ProviderIcon provider={p.icon} /><span>{p.name}</span>
            </Button>
          ))}
        </div>
      )}
      {idToken && !secret && (
        <>
          <ul className="mfa-factors">
            {factors.map((f) => (
              <li key={f.mfaEnrollmentId}>
                <span>{f.displayName || t(f.kind === 'totp' ? 'verify_method_ga' : 'verify_method_sms')}</span>
                <Button small variant="danger" onClick={() => void withdraw(f)} disabled={busy}>{t('mfa_withdraw')}</Button>
              </li>
            ))}
          </ul>
          {!factors.some((f) => f.kind === 'totp') && <Button variant="primary" block onClick={() => void begin()} loading={busy}>{t('mfa_enroll_start')}</Button>}
        </>
      )}
      {idToken && secret && (
        <form onSubmit={finish} noValidate className="auth-form">
          <p>{t('mfa_enroll_scan')}</p>
          <QrCode text={otpauthUrl(secret, info?.userName ?? '', status.merchantName)} label={t('mfa_enroll_scan')} />
          <p>{t('mfa_enroll_key')}: <code className="mfa-key" data-testid="mfa-secret">{secret.secretKey}</code></p>
          {deadline && <p className="field-hint">{t('mfa_enroll_deadline', { time: deadline })}</p>}
          <Input label={t('mfa_code')} name="totp" inputMode="numeric" autoComplete="one-time-code" maxLength={secret.codeLength} required
            value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))} />
          <Button type="submit" variant="primary" block loading={busy}>{t('mfa_enroll_finish')}</Button>
        </form>
      )}
    </section>
  );
}
