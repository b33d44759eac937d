/** The login request of spec section 3 for the username and SMS methods, with production's device and marketing fields. */
import type { DeviceType, TrackingFields } from '../../contract/auth.ts';
import type { CaptchaFields } from '../../contract/captcha.ts';
import type { LoginRequest } from '../../contract/wps.ts';
import { deviceTypeFor, loginDeviceId, readClientContext } from './clientContext.ts';
import { readTrackingFields } from './trackingFields.ts';

export type LoginCredentials =
  | { type: 'username'; username: string; password: string }
  | { type: 'sms'; countryDialingCode: string; mobileNum: string; code: string };

/** The login body: production's fields (device is the device TYPE, absent in a browser tab; production wire A2). */
export type LoginPayload = LoginRequest & TrackingFields;

export interface LoginDevice { deviceId: string; inApp: boolean; device?: DeviceType; tracking?: TrackingFields }

/** Pure: an SMS login sends the number as username, its dialing code beside it, and the code as password. */
export function buildLoginRequest(c: LoginCredentials, captcha: CaptchaFields & { captcha?: string }, d: LoginDevice): LoginPayload {
  const who = c.type === 'username'
    ? { username: c.username.trim(), password: c.password, type: 'username' as const }
    : { username: c.mobileNum.trim(), countryDialingCode: c.countryDialingCode, password: c.code.trim(), type: 'sms' as const, isSms: true };
  return {
    ...who, ...captcha, ...(d.device ? { device: d.device } : {}), loginDeviceId: d.deviceId, isOfficialAppLogin: d.inApp, ...d.tracking,
  };
}

/** The device part every login and provider login sends. */
export async function loginDevice(): Promise<LoginDevice> {
  const ctx = readClientContext();
  return { deviceId: await loginDeviceId(), inApp: ctx.inApp, device: deviceTypeFor(ctx), tracking: readTrackingFields() };
}

export async function loginRequestFor(c: LoginCredentials, captcha: CaptchaFields & { captcha?: string }): Promise<LoginPayload> {
  return buildLoginRequest(c, captcha, await loginDevice());
}
