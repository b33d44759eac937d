/** The captcha vocabulary shared by the adapter, the local provider and the server (spec sections 4, 5). */

export type CaptchaScene = 'login' | 'sms' | 'register';

/** Fields a successful verification adds to the login, SMS or registration request. */
export interface CaptchaFields { geetestChallenge?: string; geetestSeccode?: string; geetestValidateV4?: string }

/** Failure codes of the captcha (spec section 8); the first three are the platform's own texts. */
export const CAPTCHA_CODES = {
  verifyFirst: 'verify_first',
  tooFast: 'verify geetest too fast',
  notWork: 'Geetest service not work',
  /** The provider failed to set up or answered with an error (after the one retry). */
  failed: 'captcha.failed',
  /** Server: the scene needs a captcha result and none was sent. */
  required: 'captcha.required',
  /** Server: the result was not issued here, was already used, or has expired. */
  invalid: 'captcha.invalid',
} as const;

/** The reference server's local captcha provider (stands in for GeeTest in development and tests). */
export const CAPTCHA_LOCAL = {
  scriptV3: '/captcha/gt3.js',
  scriptV4: '/captcha/gt4.js',
  /** POST {challenge} (v3) or {captchaId} (v4): the player passed; answers the provider's validate result. */
  verify: '/wps/captcha/local/verify',
} as const;

/** v3 captchaObj.getValidate(). */
export interface GeetestV3Result { geetest_challenge: string; geetest_validate: string; geetest_seccode: string }
/** v4 captchaObj.getValidate(); sent as JSON text in geetestValidateV4. */
export interface GeetestV4Result { lot_number: string; captcha_output: string; pass_token: string; gen_time: string; captcha_id?: string }
/** Body of the local provider's verify call. */
export interface LocalCaptchaVerify { challenge?: string; captchaId?: string }

/** The captcha settings of status info (register.captcha): a master switch and a display flag per scene. */
export interface CaptchaDisplay { enabled: boolean; login: boolean; sms: boolean; register: boolean }

/** One rule for the site and the server: a scene needs the captcha when the switch and its display flag are on. */
export const captchaRequired = (display: CaptchaDisplay | null | undefined, scene: CaptchaScene): boolean =>
  display?.enabled === true && display[scene] === true;

/** GeeTest v3 cannot guard the SMS scene (spec section 5): only v4 can. */
export const captchaSupported = (version: 'v3' | 'v4', scene: CaptchaScene): boolean => scene !== 'sms' || version === 'v4';
