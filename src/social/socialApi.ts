/** The sign-in calls of the social and messaging-app methods (spec section 7), in production's form (wire A4-A6). */
import { SECURE_HEADERS, type LineCodeExchange, type MayaLoginRequest, type TelegramLoginRequest } from '../../contract/auth.ts';
import { providerRow } from '../../contract/loginProviders.ts';
import type { Envelope } from '../../contract/envelope.ts';
import type { LoginRequest, LoginResponse } from '../../contract/wps.ts';
import { loginSecure } from '../api/auth.ts';
import { request } from '../api/client.ts';
import { relay } from '../api/relay.ts';
import { resolveAffiliate } from '../lib/affiliate.ts';
import { localStore } from '../lib/memoryStorage.ts';
import { loginDevice } from '../auth/loginRequest.ts';
import { registerDomain } from '../auth/registerPayload.ts';
import { freshIdentity } from './freshIdentity.ts';
import { loginFields, type SocialIdentity } from './socialIdentity.ts';
import * as Rows from '../../contract/relays.ts';

/** Encrypted login of type firebase, line or telegram; username and password only when linking an account. */
export async function socialLogin(id: SocialIdentity, account?: { username: string; password: string }, captcha = {}): Promise<Envelope<LoginResponse>> {
  // A sign-in that waited on the player (link dialog) sends a refreshed provider token.
  const fresh = await freshIdentity(id);
  const d = await loginDevice();
  const req: LoginRequest = {
    username: account?.username.trim() ?? '', password: account?.password ?? '', ...loginFields(fresh), ...captcha,
    ...(d.device ? { device: d.device } : {}), loginDeviceId: d.deviceId, isOfficialAppLogin: d.inApp, ...d.tracking,
  };
  return loginSecure(req);
}

/** A plain provider login; Device is the device type when there is one (production wire A4, A5). */
const post = <T>(path: string, body: unknown, device?: string) => request<T>({
  method: 'POST', path, body, auth: false, silent: true, headers: device ? { [SECURE_HEADERS.device]: device } : undefined,
});

/** A5: {lineSessionToken, loginDeviceId, device} with the Device header. */
export async function lineLogin(lineSessionToken: string): Promise<Envelope<LoginResponse>> {
  const d = await loginDevice();
  return post<LoginResponse>(providerRow('line').path, { lineSessionToken, loginDeviceId: d.deviceId, ...(d.device ? { device: d.device } : {}) }, d.device);
}

/** A6: the registration context (collectRegisterContext) and telegramAuth; no Device header was seen. */
export const telegramLogin = (body: TelegramLoginRequest) => post<LoginResponse>(providerRow('telegram').path, body);

/** A4: {sessionId, env, registerUrl (the page address), affiliateCode, domain, loginDeviceId, device} with the Device header. */
export async function mayaLogin(body: Pick<MayaLoginRequest, 'sessionId' | 'env'>): Promise<Envelope<LoginResponse>> {
  const d = await loginDevice();
  const aff = resolveAffiliate({ host: location.host, search: location.search, storage: localStore() });
  const full: MayaLoginRequest = {
    ...body, registerUrl: location.href, affiliateCode: aff.affiliateCode || null, domain: registerDomain(location.hostname),
    loginDeviceId: d.deviceId, ...(d.device ? { device: d.device } : {}),
  };
  return post<LoginResponse>(providerRow('maya').path, full, d.device);
}

export const verifyLineCode = (body: LineCodeExchange) => relay(Rows.verifyLineCode, body, { silent: true });
