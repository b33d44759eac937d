/**
 * Player checks without a session (production-wire rows A14-A17, A19, A21, A22): paths, bodies and answers
 * shared by the site and the reference server. Rows whose body was never seen are marked as assumptions.
 */

export const VERIFICATION_PATHS = {
  /** A19: GET, the image captcha a refused login asks for (value = base64 PNG). */
  imageCaptcha: '/wps/captcha',
  /** A15: POST, an SMS code for mobile registration (body not seen: assumed like sms/noLogin). */
  smsRegister: '/wps/verification/sms/register',
  /** A16: POST {email, operationType: 1}, a code mailed for email registration. */
  mailRegister: '/wps/v2/verification/mail/register',
  /** A17: POST {email, verificationCode}. */
  mailRegisterVerify: '/wps/v2/verification/mail/register/verify',
  /** A21: POST form-urlencoded {email} (production's legacy form), a reset mail. */
  passwordEmail: '/wps/member/password/email',
  /** A22: GET ?username= with ModuleId REG3. */
  checkUsername: '/wps/check/username',
} as const;

/** ModuleId of the check-username call (A22), the username registration's own. */
export const CHECK_USERNAME_MODULE = 'REG3';

/** operationType of the email registration code (A16); the only value production was seen sending. */
export const MAIL_OPERATION_REGISTER = 1;

/** A14/A15 answer: expirationTime (epoch ms) is production's countdown end; resendAfterSeconds is Tessera's extra. */
export interface SmsCodeAnswer { expirationTime: number; resendAfterSeconds: number; devCode?: string }

/** A16 body and answer (the answer was not seen: the reference server's countdown, like A14). */
export interface MailRegisterRequest { email: string; operationType: number }
export interface MailCodeAnswer { expirationTime: number; resendAfterSeconds: number; devCode?: string }

/** A17 body; its answer value is true when the code is right (the code stays usable for the registration). */
export interface MailRegisterVerifyRequest { email: string; verificationCode: string }

/** A21 answer (its body is the form field email): the same for any address, so it never says whether one has an account. */
export interface PasswordEmailAnswer { sent: true; devCode?: string }

/**
 * A22 answer (not seen; the reference server's choice): value = true when the name is free. The client also
 * reads {available} and treats the failure code member.username.exists as "taken".
 */
export type CheckUsernameAnswer = boolean;

/** Email as a form accepts it: one @, a dotted domain, no spaces, at most 254 characters. */
export const EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@.]+(?:\.[^\s@.]+)+$/;
export const EMAIL_MAX_LENGTH = 254;

/** The mailed code: 6 digits, like the SMS code. */
export const MAIL_CODE_PATTERN = /^\d{6}$/;

/** Codes of the email-code calls (their texts: i18n/errorText.ts). */
export const MAIL_CODES = {
  invalid: 'mail.code.invalid',
  resendTooSoon: 'mail.resend.too.soon',
  dailyLimit: 'mail.daily.limit',
  emailExists: 'register.email.exists',
} as const;
