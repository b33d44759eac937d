/** The sign-in calls of the social and messaging-app methods (spec section 7). */
import { AUTH_PATHS, AUTH_RELAY, type LineCodeAnswer, type LineCodeExchange, type MayaLoginRequest, type TelegramLoginRequest } from '../../contract/auth.ts';
import type { Envelope } from '../../contract/envelope.ts';
import type { LoginRequest, LoginResponse } from '../../contract/wps.ts';
import { loginSecure } from '../api/auth.ts';
import { request } from '../api/client.ts';
import { getRelay, postRelay } from '../api/relay.ts';
import { loginDeviceId, readClientContext } from '../auth/clientContext.ts';
import { LOGIN_DEVICE } from '../auth/loginRequest.ts';
import { freshIdentity } from './freshIdentity.ts';
import { loginFields, type SocialIdentity } from './socialIdentity.ts';

/** Encrypted login of type firebase, line or telegram; username and password only when linking an account. */
export async function socialLogin(id: SocialIdentity, account?: { username: string; password: string }, captcha = {}): Promise<Envelope<LoginResponse>> {
  // A sign-in that waited on the player (link dialog) sends a refreshed provider token.
  const fresh = await freshIdentity(id);
  const req: LoginRequest = {
    username: account?.username.trim() ?? '', password: account?.password ?? '', ...loginFields(fresh), ...captcha,
    device: LOGIN_DEVICE, loginDeviceId: await loginDeviceId(), isOfficialAppLogin: readClientContext().inApp,
  };
  return loginSecure(req);
}

const post = <T>(path: string, body: unknown) => request<T>({ method: 'POST', path, body, auth: false, silent: true });

export const lineLogin = (lineSessionToken: string) => post<LoginResponse>(AUTH_PATHS.loginLine, { lineSessionToken });
export const telegramLogin = (body: TelegramLoginRequest) => post<LoginResponse>(AUTH_PATHS.loginTelegram, body);
export const mayaLogin = (body: MayaLoginRequest) => post<LoginResponse>(AUTH_PATHS.loginMaya, body);

export const verifyLineCode = (body: LineCodeExchange) => postRelay<LineCodeAnswer>(AUTH_RELAY.verifyLineCode, body, { auth: false, silent: true });
export const relaySetting = <T>(name: string) => getRelay<T>(name, undefined, { auth: false, silent: true });
