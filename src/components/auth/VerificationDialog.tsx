import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../../i18n';
import { cancelVerification, pendingDevCode, submitVerification, type VerifyMethod } from '../../auth/verification';
import type { VerificationRequest } from '../../state/auth';
import { Modal } from './Modal';
import { Tabs } from './Tabs';

const LABELS = { email: 'verify_method_email', ga: 'verify_method_ga', sms: 'verify_method_sms' } as const;

/** The second login step: one code by email, authenticator app or SMS, whichever the account allows. */
export function VerificationDialog({ request }: { request: VerificationRequest }) {
  const t = useT();
  const codeId = useId();
  const [, navigate] = useLocation();
  const methods = (['ga', 'sms', 'email'] as const).filter((m) => request.flags[m]);
  const [method, setMethod] = useState<VerifyMethod>(methods[0] ?? 'email');
  // A development server reveals the email or SMS code (never an authenticator's): filled in, as the README says.
  const devCode = pendingDevCode();
  const [code, setCode] = useState(methods[0] !== 'ga' ? (devCode ?? '') : '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy || !code.trim()) return;
    setBusy(true);
    const r = await submitVerification(method, code);
    setBusy(false);
    if (r.ok) navigate(`~${r.target}`, { replace: true });
    else setError(r.message ?? t('verify_failed'));
  }

  return (
    <Modal title={t('verify_title')} onClose={cancelVerification} testId="verification-dialog">
      <p>{t('verify_msg')}</p>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Tabs<VerifyMethod> label={t('verify_method')} current={method} onChange={(m) => { setMethod(m); setCode(m !== 'ga' ? (devCode ?? '') : ''); }} tabs={methods.map((m) => ({ key: m, text: t(LABELS[m]) }))} />
        <label htmlFor={codeId}>{t('verify_code')}</label>
        <input id={codeId} name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={12} required value={code}
          onChange={(e) => setCode(e.target.value)} aria-describedby={error ? `${codeId}-err` : undefined} />
        {error && <p id={`${codeId}-err`} role="alert">{error}</p>}
        <button type="submit" className="btn primary" disabled={busy}>{t('verify_submit')}</button>
      </form>
    </Modal>
  );
}
