/**
 * The merchant's registration confirmations (register.consent) for the social paths that create an account: the
 * same boxes and texts as the registration form, and the same answers on the wire (only ticked boxes travel).
 */
import { useMemo, useState, type ReactNode } from 'react';
import { useSnapshot } from '../lib/useSnapshot';
import type { RegisterConsentAnswers } from '../../contract/registerConsent.ts';
import { readConsent, type RegisterConsent } from '../auth/registerConsent.ts';
import { useT, type MessageKey } from '../i18n';
import { state as merchant } from '../state/merchant.ts';
import { Checkbox } from '../ui';
import '../components/auth/auth.css';

export interface ConsentTicks { terms: boolean; age: boolean }
export interface ConsentErrors { terms: MessageKey | null; age: MessageKey | null }

export const NO_TICKS: ConsentTicks = { terms: false, age: false };
export const NO_CONSENT_ERRORS: ConsentErrors = { terms: null, age: null };

/** Pure: what is still unticked of what the merchant asks; null when nothing holds the submit. */
export function consentErrors(consent: RegisterConsent | null, ticks: ConsentTicks): ConsentErrors | null {
  const terms = consent?.terms && !ticks.terms ? 'field_terms_required' : null;
  const age = consent?.minAge != null && !ticks.age ? 'field_age_required' : null;
  return terms || age ? { terms, age } : null;
}

/** Pure: the confirmations a registration body carries, as the form's payload builds them. */
export function consentAnswers(consent: RegisterConsent | null, ticks: ConsentTicks): RegisterConsentAnswers {
  return {
    ...(consent?.terms && ticks.terms ? { termsAccepted: true } : {}),
    ...(consent?.minAge != null && ticks.age ? { ageConfirmed: true } : {}),
  };
}

export function ConsentBoxes({ consent, ticks, errors, onChange }: {
  consent: RegisterConsent; ticks: ConsentTicks; errors: ConsentErrors; onChange: (ticks: ConsentTicks) => void;
}) {
  const t = useT();
  return (
    <div className="auth-checks" data-testid="social-consent">
      {consent.terms && (
        <>
          <Checkbox name="terms" label={t('register_terms_agree')} checked={ticks.terms} aria-invalid={errors.terms ? true : undefined}
            onChange={(e) => onChange({ ...ticks, terms: e.target.checked })} />
          {consent.termsUrl && <a className="auth-link" href={consent.termsUrl} target="_blank" rel="noopener">{t('register_terms_read')}</a>}
          {errors.terms && <small className="field-error" role="alert">{t(errors.terms)}</small>}
        </>
      )}
      {consent.minAge !== null && (
        <>
          <Checkbox name="age" label={t('register_age_confirm', { age: consent.minAge })} checked={ticks.age} aria-invalid={errors.age ? true : undefined}
            onChange={(e) => onChange({ ...ticks, age: e.target.checked })} />
          {errors.age && <small className="field-error" role="alert">{t(errors.age)}</small>}
        </>
      )}
    </div>
  );
}

export interface ConsentControl {
  /** The boxes, or null when the merchant asks nothing. */
  boxes: ReactNode;
  /** The answers to send, or null (the missing ones shown under their boxes) while an asked box is unticked. */
  answers(): RegisterConsentAnswers | null;
}

/** The merchant's register.consent as boxes with their state, read as the registration form reads it. */
export function useConsent(): ConsentControl {
  const { status } = useSnapshot(merchant);
  const raw = status?.register;
  const consent = useMemo(() => readConsent(raw), [raw]);
  const [ticks, setTicks] = useState<ConsentTicks>(NO_TICKS);
  const [errors, setErrors] = useState<ConsentErrors>(NO_CONSENT_ERRORS);
  const change = (next: ConsentTicks): void => {
    setTicks(next);
    setErrors((e) => ({ terms: next.terms ? null : e.terms, age: next.age ? null : e.age }));
  };
  return {
    boxes: consent ? <ConsentBoxes consent={consent} ticks={ticks} errors={errors} onChange={change} /> : null,
    answers() {
      const missing = consentErrors(consent, ticks);
      if (missing) setErrors(missing);
      return missing ? null : consentAnswers(consent, ticks);
    },
  };
}
