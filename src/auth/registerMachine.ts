/**
 * The registration state machine of spec section 4: idle → processing (duplicate submits ignored, the guard
 * released 500 ms after the answer) → success (token stored, remembered login saved when auto login is on,
 * then /m/home or the go target) or an alert, with the captcha cleared for the next try.
 */
import { track } from '../marketing';
import type { RegisterResponse } from '../../contract/auth.ts';
import type { CaptchaFields } from '../../contract/captcha.ts';
import { registerAutoUsername, registerMember } from '../api/auth.ts';
import { runCaptcha } from '../captcha/index.ts';
import { t } from '../i18n/index.ts';
import { setRegisterPhase } from '../state/auth.ts';
import { flag, state as merchant } from '../state/merchant.ts';
import { showAlert } from '../state/ui.ts';
import { readAutoLoginSwitch } from './autoLoginSwitch.ts';
import { finishRegistration, isRegisterResponse } from './finishRegistration.ts';
import { buildRegisterPayload, collectRegisterContext, type RegisterExtras, type RegisterForm } from './registerPayload.ts';
import { BUSY, registerGuard } from './reentryGuard.ts';
import { saveRemembered } from './rememberedLogin.ts';
import { fieldForCode } from './fieldErrors.ts';

export type RegisterOutcome =
  | { status: 'success'; value: RegisterResponse; target: string | null }
  | { status: 'failure'; code: string | null; message: string | null }
  | { status: 'busy' };

export interface RegisterOptions {
  go: string | null;
  /** false: return the answer without logging in (the caller continues, e.g. a social binding). */
  login?: boolean;
  /** A captcha result already present (spec section 5: then no new captcha is asked). */
  captcha?: CaptchaFields;
  extras?: Omit<RegisterExtras, 'login' | 'captcha'>;
  /** The form shows refusals that belong to one of its fields under that field: no alert for those. */
  inlineFieldErrors?: boolean;
}

function failWith(o: RegisterOptions) {
  return (code: string | null, message: string | null): RegisterOutcome => {
    // Registration errors are alerted titled with the notice text, with the server's or the local message.
    if (!(o.inlineFieldErrors && fieldForCode(code))) showAlert(message, t('register_failed'));
    return { status: 'failure', code, message };
  };
}

async function rememberIfAutoLogin(form: RegisterForm, merchantCode: string): Promise<void> {
  if (!flag('MOBILEAUTOLOGIN3') || readAutoLoginSwitch() === '0') return;
  if (form.kind === 'username') await saveRemembered({ type: 'username', username: form.username.trim(), merchant: merchantCode }, form.password);
  // The account's name is the server's for an email registration: nothing to remember before the answer.
  else if (form.kind === 'email' || form.kind === 'auto') return;
  else await saveRemembered({ type: 'sms', mobileNum: form.mobileNum.trim(), countryDialingCode: form.countryDialingCode, merchant: merchantCode });
}

async function attempt(form: RegisterForm, o: RegisterOptions): Promise<RegisterOutcome> {
  const fail = failWith(o);
  let captcha = o.captcha;
  if (!captcha) {
    const r = await runCaptcha('register');
    if (!r.ok) return fail(r.code, r.message || t('verify_first'));
    captcha = r.fields;
  }
  const status = merchant.status;
  if (!status) return fail(null, null);
  const login = o.login !== false;
  const payload = buildRegisterPayload(form, { ...o.extras, login, captcha }, await collectRegisterContext(), status.register.passwordRequired);
  void track('registerSubmit');
  const env = form.kind === 'auto' ? await registerAutoUsername(payload) : await registerMember(payload, form.kind);
  if (!env.success) return fail(env.code, env.message);
  if (!isRegisterResponse(env.value, login)) {
    console.error('register: malformed answer', env.value);
    return fail(null, null);
  }
  void track('register', { customerId: String(env.value.id ?? env.value.customerId ?? ''), customerName: env.value.userName });
  await rememberIfAutoLogin(form, status.merchantCode);
  if (!login) return { status: 'success', value: env.value, target: null };
  return { status: 'success', value: env.value, target: finishRegistration(env.value, o.go) };
}

export async function submitRegister(form: RegisterForm, o: RegisterOptions): Promise<RegisterOutcome> {
  const r = await registerGuard.run(async () => {
    setRegisterPhase('processing');
    let outcome: RegisterOutcome;
    try {
      outcome = await attempt(form, o);
    } catch (err) {
      console.error('register failed unexpectedly', err);
      outcome = failWith(o)(null, null);
    }
    setRegisterPhase(outcome.status === 'success' ? 'success' : 'failure');
    return outcome;
  });
  return r === BUSY ? { status: 'busy' } : r;
}
