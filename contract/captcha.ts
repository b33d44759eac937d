/** The captcha vocabulary shared by the adapter, the local provider and the server (spec sections 4, 5). */

export type CaptchaScene = 'login' | 'sms' | 'register';

/** Fields a successful verification adds to the login, SMS or registration request. */
export interface CaptchaFields { geetestChallenge?: string; geetestSeccode?: string; geetestValidateV4?: string }
