/**
 * The authentication API of spec sections 3, 4, 7 and 8: paths, request and response types shared by the
 * UI, the crypto worker and the reference server. Additive: each login method adds its own types here.
 */
import type { LoginRequest, LoginResponse } from './wps.ts';

export const AUTH_PATHS = {
  loginVerification: '/wps/session/login/verification',
  loginMaya: '/wps/session/login/maya',
  loginLine: '/wps/session/login/line',
  loginTelegram: '/wps/session/login/telegram',
  register: '/wps/member/register',
  registerMail: '/wps/member/register/mail',
  registerMobile: '/wps/member/register/mobile',
  registerAutoUsername: '/wps/member/register/autoUsername',
  changePassword: '/wps/member/password',
  smsNoLogin: '/wps/verification/sms/noLogin',
  geetest: '/wps/captcha/geetest',
} as const;

/** ModuleId header values of the registration calls (email registers under REG3 like username). */
export const REGISTER_MODULES = { username: 'REG3', email: 'REG3', mobile: 'MOBILENUMREG3' } as const;

/** The answer header login and registration carry the session's spanId in (production wire A2). */
export const TRACE_ID_HEADER = 'x-app-trace-id';

/** The Device header and body field of login and registration: the device TYPE, absent in a plain browser tab. */
export type DeviceType = 'IPAD' | 'PWA' | 'WEBCLIP';

/** Marketing fields login and registration carry when the tracking store has them (production wire A2, A10). */
export interface TrackingFields { utmSource?: string; locoUid?: string; locoUname?: string; utmCampaign?: string; locoTxnId?: string }

/** sessionStorage key of the pre-registration reward token sent with registration (production wire section 5). */
export const PRE_REGISTER_REWARD_TOKEN_KEY = '__p_preRegisterRewardToken';

/** Headers of an encrypted post or put (spec section 7). */
export const SECURE_HEADERS = { encryption: 'Encryption', digest: 'X-Digest', keyId: 'X-RSA', device: 'Device' } as const;

/** The body of every encrypted post: the ciphertext of the JSON payload, base64. */
export interface SecureBody { value: string }

export type RegisterMethod = 'APP' | 'H5' | 'PWA' | 'WEBCLIP';

/** Registration payload of spec section 3 (encrypted). Exactly one of username / email / mobileNum is set. */
export interface RegisterPayload extends TrackingFields {
  username?: string;
  email?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  smsCode?: string;
  password?: string;
  login: boolean;
  geetestChallenge?: string;
  geetestSeccode?: string;
  geetestValidateV4?: string;
  firebaseChannel2?: string;
  firebaseIdToken2?: string;
  lineSessionToken?: string;
  telegramAuth?: string;
  registerMethod: RegisterMethod;
  registerUrl: string;
  loginDeviceId: string;
  isOfficialAppLogin: boolean;
  linkId: string | null;
  affiliateCode: string | null;
  domain: string;
  referralCode: string | null;
  smsTemplate?: string;
  pixelTrack: Record<string, string> | null;
  geetestRisk?: string;
  preRegisterRewardToken?: string;
  device?: DeviceType;
}

/** Register response value of spec section 3. */
export interface RegisterResponse {
  token: string;
  userName: string;
  customerName: string;
  id: string;
  customerId: string;
  firstTimeLogin: boolean;
  /** Reference server: the account got the merchant's default password (a password-less mobile registration), so its change is forced. */
  defaultPassword?: boolean;
}

/** POST /wps/verification/sms/noLogin. */
export interface SmsNoLoginRequest { countryDialingCode: string; mobileNum: string; geetestValidateV4?: string }
/**
 * Its answer: expirationTime (epoch ms, production wire A14) is when the code may be asked again; resendAfterSeconds
 * is the reference server's earlier form; it also reveals the code in dev mode.
 */
export interface SmsNoLoginResponse { expirationTime?: number; resendAfterSeconds?: number; devCode?: string }

/**
 * POST /wps/session/login/verification (encrypted): the second step after login_verify_required. Production's body
 * (its Login2FA chunk) was not seen; it is given the username and password, so they ride along; challengeId is the
 * reference server's binding, absent when the error value had none.
 */
export interface LoginVerificationRequest {
  challengeId?: string; method: 'email' | 'ga' | 'sms'; code: string; username?: string; password?: string; loginDeviceId?: string;
}

/** POST /wps/member/password (forced change, /m/changePsw; encrypted). */
export interface ChangePasswordRequest { oldPassword: string; newPassword: string }

/** Device fields every provider login carries (production wire A4-A6). */
export interface ProviderLoginDevice { loginDeviceId?: string; device?: DeviceType }
export interface MayaLoginRequest extends ProviderLoginDevice {
  sessionId: string; env: string; registerUrl?: string; affiliateCode?: string | null; domain?: string;
}
export interface LineLoginRequest extends ProviderLoginDevice { lineSessionToken: string }
export interface TelegramLoginRequest extends Partial<RegisterPayload> { telegramAuth: string }
export interface LineCodeExchange { code?: string; redirectUri?: string; accessToken?: string }
export interface LineCodeAnswer { lineSessionToken: string; name: string; picture: string }

/** GET /wps/captcha/geetest?t=: v3 uses gt, challenge and newCaptcha; v4 uses only the id. */
export interface GeetestRegister { gt: string; challenge: string; newCaptcha: boolean; id: string; version: 'v3' | 'v4' }

/** Password-less login types never force a default-password change (spec section 4). */
export const NO_DEFAULT_PASSWORD_CHECK: readonly LoginRequest['type'][] = ['sms', 'firebase'];

// ---- reference-server additions (authentication work) ----

/** value of a login_verify_required failure: the flags, the challenge to answer, and the code in dev/test mode. */
export interface LoginVerifyChallenge { email: boolean; ga: boolean; sms: boolean; challengeId?: string; devCode?: string; captcha?: boolean }

/** Username rule of registration: a letter, then 5 to 15 letters or digits (case-insensitive unique). */
export const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9]{5,15}$/;
/**
 * Password rule: 8 to 64 characters with at least one letter and one digit, no spaces. The server also
 * refuses common passwords and passwords containing the username (member.password.weak).
 */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)\S{8,64}$/;
/** The rule in words, for forms and the server's refusal message. */
export const PASSWORD_RULE_TEXT = 'password must be 8 to 64 characters with a letter and a digit, no spaces, not a common password and not containing the username';
/** Mobile number as typed: 6 to 15 digits (spaces and dashes are removed first, one leading 0 dropped). */
export const MOBILE_PATTERN = /^\d{6,15}$/;

/**
 * PUT /wps/member/register/autoUsername (production wire A11): the full registration payload without a username;
 * it registers under a generated name and logs in. The answer names the account (id or customerId).
 */
export type AutoUsernameRequest = Omit<RegisterPayload, 'username' | 'email' | 'mobileNum'>;
export interface AutoUsernameResponse { id?: string; customerId?: string; userName: string; token: string }

/** GET /wps/relay/WPSCORE_getTelegramLoginSetting: the widget's page is {authDomain}/common/v.1.0.1/tg-auth-web.html. */
export interface TelegramLoginSetting { botId: string; authDomain: string }
/** GET /wps/relay/WPSCORE_getLineLoginSetting: open authorizeUrl?response_type=code&client_id&redirect_uri&state&scope. */
export interface LineLoginSetting { clientId: string; authorizeUrl: string }
/** GET /wps/relay/WPS3RD_getMayaLoginSetting: open authorizeUrl?redirect_uri&state; it returns with sessionId and state. */
export interface MayaLoginSetting { authorizeUrl: string; env: string }
/** GET /wps/relay/WPS3RD_refreshMayaTokens (logged in): whether a wallet is linked and until when its tokens hold. */
export interface MayaTokens { linked: boolean; expiresAt: string | null }

/** The reference server's local sign-in pages (development and test mode only). */
export const DEV_AUTH_PAGES = {
  line: '/dev/line/authorize',
  maya: '/dev/maya/authorize',
  telegram: '/dev/telegram/authorize',
} as const;

export type { LoginRequest, LoginResponse };
