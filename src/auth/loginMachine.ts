/**
 * The login state machine of spec section 4: idle → processing (re-entry blocked, then a 500 ms cool-down)
 * → success or failure. A failure with login_verify_required opens the second-step dialog instead.
 */
import { CODES, isRateLimitCode } from '../../contract/codes.ts';
import type { CaptchaFields } from '../../contract/captcha.ts';
import type { Envelope } from '../../contract/envelope.ts';
import type { LoginResponse } from '../../contract/wps.ts';
import { loginSecure } from '../api/auth.ts';
import { runCaptcha } from '../captcha/index.ts';
import { t } from '../i18n/index.ts';
import { setLoginPhase } from '../state/auth.ts';
import { showAlert } from '../state/ui.ts';
import { autoLoginErrorAction } from './autoLoginRules.ts';
import { setAutoLoginSwitch } from './autoLoginSwitch.ts';
import { completeLogin, type RememberChoice } from './completeLogin.ts';
import { loginRequestFor, type LoginCredentials } from './loginRequest.ts';
import { BUSY, loginGuard } from './reentryGuard.ts';
import { clearRemembered, readRememberedMeta } from './rememberedLogin.ts';
import { startVerification } from './verification.ts';

export type LoginOutcome =
  | { status: 'success'; target: string }
  | { status: 'verify' }
  /** The server asks for the image captcha (production wire A2/A19): show `image` (a data: URL, null when it failed), submit again with imageCaptcha. */
  | { status: 'captcha'; image: string | null; code: string | null; message: string | null }
  | { status: 'failure'; code: string | null; message: string | null }
  | { status: 'busy' };

export interface LoginOptions {
  go: string | null;
  /** The form's remember and auto-login boxes (the flags of the remembered meta are filled in here). */
  remember?: { save: boolean; autoLogin: boolean };
  /** Auto login: no alerts, no remember change. */
  auto?: boolean;
  /** The code typed from the image captcha after a 'captcha' outcome. */
  imageCaptcha?: string;
}

/** A failure whose value asks for the image captcha. */
const wantsImageCaptcha = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && Boolean((value as { captcha?: unknown }).captcha);

function rememberChoice(c: LoginCredentials, r: LoginOptions['remember']): RememberChoice | undefined {
  if (!r) return undefined;
  const meta = c.type === 'username'
    ? { type: 'username' as const, username: c.username.trim() }
    : { type: 'sms' as const, mobileNum: c.mobileNum.trim(), countryDialingCode: c.countryDialingCode };
  return { save: r.save, autoLogin: r.autoLogin, meta };
}

/** True when the remembered login names the account that just failed. */
function remembersThis(c: LoginCredentials): boolean {
  const m = readRememberedMeta();
  if (!m) return false;
  return c.type === 'username' ? m.type === 'username' && m.username === c.username.trim() : m.mobileNum === c.mobileNum.trim();
}

/** What a refused login changes in the remembered login and the auto-login switch (spec section 8). */
function applyFailureRules(code: string | null, c: LoginCredentials, o: LoginOptions): void {
  const action = autoLoginErrorAction(code);
  if (action === 'forget-remembered' && (o.auto || remembersThis(c))) clearRemembered();
  if (action === 'switch-off') setAutoLoginSwitch(false);
}

/** Spec section 8 for login failures; auto login (auto) never alerts. */
function onFailure(env: Envelope<LoginResponse>, c: LoginCredentials, o: LoginOptions): LoginOutcome {
  const code = env.code;
  applyFailureRules(code, c, o);
  const silent = o.auto || isRateLimitCode(code);
  if (!silent) showAlert(env.message, t('login_failed'));
  return { status: 'failure', code, message: env.message };
}

async function attempt(c: LoginCredentials, o: LoginOptions): Promise<LoginOutcome> {
  let captcha: CaptchaFields = {};
  // SMS logins skip the captcha (spec section 5); the code itself was captcha-checked when it was sent.
  if (c.type !== 'sms') {
    const r = await runCaptcha('login');
    if (!r.ok) {
      if (!o.auto) showAlert(r.message || t('verify_first'), t('login_failed'));
      return { status: 'failure', code: r.code, message: r.message };
    }
    captcha = r.fields;
  }
  const req = await loginRequestFor(c, o.imageCaptcha ? { ...captcha, captcha: o.imageCaptcha } : captcha);
  const env = await loginSecure(req);
  const password = c.type === 'username' ? c.password : undefined;
  const done = { method: req.type, go: o.go, password, remember: o.auto ? undefined : rememberChoice(c, o.remember) };
  if (env.success) {
    try {
      return { status: 'success', target: await completeLogin(env.value, done) };
    } catch {
      if (!o.auto) showAlert(null, t('login_failed'));
      return { status: 'failure', code: CODES.badRequest, message: null };
    }
  }
  const who = { username: req.username, password: req.password, loginDeviceId: req.loginDeviceId, device: req.device };
  if (env.code === CODES.loginVerifyRequired && startVerification(env.value, done, who)) return { status: 'verify' };
  // Auto login cannot ask anyone to read an image: it fails as before.
  if (!o.auto && wantsImageCaptcha(env.value)) {
    // A wrong password that also asks for the picture still forgets a remembered login for that account.
    applyFailureRules(env.code, c, o);
    const { fetchImageCaptcha } = await import('../captcha/imageCaptcha.ts');
    return { status: 'captcha', image: await fetchImageCaptcha(), code: env.code, message: env.message };
  }
  return onFailure(env, c, o);
}

/** One login at a time: taps while processing or cooling down answer busy and send nothing. */
export async function submitLogin(c: LoginCredentials, o: LoginOptions): Promise<LoginOutcome> {
  const r = await loginGuard.run(async () => {
    setLoginPhase('processing');
    let outcome: LoginOutcome;
    try {
      outcome = await attempt(c, o);
    } catch (err) {
      // Device id or encryption set-up failures land here: the form must not stay stuck in processing.
      console.error('login failed unexpectedly', err);
      if (!o.auto) showAlert(null, t('login_failed'));
      outcome = { status: 'failure', code: null, message: null };
    }
    setLoginPhase(outcome.status === 'success' ? 'success' : outcome.status === 'verify' || outcome.status === 'captcha' ? 'idle' : 'failure');
    return outcome;
  });
  return r === BUSY ? { status: 'busy' } : r;
}
