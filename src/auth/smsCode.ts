/** Asks the server to text a code (SMS login and mobile registration), after the sms captcha of spec section 5. */
import { sendSmsCode } from '../api/auth.ts';
import { runCaptcha } from '../captcha/index.ts';
import { t } from '../i18n/index.ts';
import { showAlert } from '../state/ui.ts';

/** devCode: the code itself, which only a development server reveals (no SMS gateway there); the form fills it in. */
export type SmsOutcome = { ok: true; resendAfterSeconds: number; devCode?: string } | { ok: false };

const MOBILE = /^\d{4,15}$/;
const DIALING = /^\d{1,4}$/;
const DEFAULT_RESEND_S = 60;

export async function requestSmsCode(countryDialingCode: string, mobileNum: string): Promise<SmsOutcome> {
  const num = mobileNum.trim();
  if (!DIALING.test(countryDialingCode) || !MOBILE.test(num)) {
    showAlert(t('mobile_invalid'), t('sms_send_failed'));
    return { ok: false };
  }
  const c = await runCaptcha('sms');
  if (!c.ok) {
    showAlert(c.message || t('verify_first'), t('sms_send_failed'));
    return { ok: false };
  }
  const env = await sendSmsCode({ countryDialingCode, mobileNum: num, ...(c.fields.geetestValidateV4 ? { geetestValidateV4: c.fields.geetestValidateV4 } : {}) });
  if (!env.success) {
    showAlert(env.message, t('sms_send_failed'));
    return { ok: false };
  }
  const wait = Number(env.value?.resendAfterSeconds);
  const dev = env.value?.devCode;
  return {
    ok: true, resendAfterSeconds: Number.isFinite(wait) && wait > 0 && wait <= 600 ? wait : DEFAULT_RESEND_S,
    ...(typeof dev === 'string' && /^\d{4,8}$/.test(dev) ? { devCode: dev } : {}),
  };
}
