/** The login request of spec section 3 for the username and SMS methods, with the device fields of section 7. */
import type { CaptchaFields } from '../../contract/captcha.ts';
import type { LoginRequest } from '../../contract/wps.ts';
import { loginDeviceId, readClientContext } from './clientContext.ts';

export type LoginCredentials =
  | { type: 'username'; username: string; password: string }
  | { type: 'sms'; countryDialingCode: string; mobileNum: string; code: string };

/** The Device header and device field: the site is the mobile front end. */
export const LOGIN_DEVICE = 'MOBILE';

/** Pure: an SMS login sends the number as username, its dialing code beside it, and the code as password. */
export function buildLoginRequest(c: LoginCredentials, captcha: CaptchaFields, deviceId: string, inApp: boolean): LoginRequest {
  const who = c.type === 'username'
    ? { username: c.username.trim(), password: c.password, type: 'username' as const }
    : { username: c.mobileNum.trim(), countryDialingCode: c.countryDialingCode, password: c.code.trim(), type: 'sms' as const, isSms: true };
  return { ...who, ...captcha, device: LOGIN_DEVICE, loginDeviceId: deviceId, isOfficialAppLogin: inApp };
}

export async function loginRequestFor(c: LoginCredentials, captcha: CaptchaFields): Promise<LoginRequest> {
  return buildLoginRequest(c, captcha, await loginDeviceId(), readClientContext().inApp);
}
