/** What a social or messaging-app sign-in hands to the login and registration requests (spec section 3). */
import { providerRow, type CredentialProviderId, type FirebaseChannel } from '../../contract/loginProviders.ts';
import type { LoginRequest } from '../../contract/wps.ts';
import type { RegisterExtras } from '../auth/registerPayload.ts';
import { clientProvider } from './providers/index.ts';

export type { FirebaseChannel };

/** A provider's credential: its ID token, LINE session token or widget result. */
export interface SocialIdentity { provider: CredentialProviderId; token: string }

export const providerName = (id: SocialIdentity): string => clientProvider(id.provider).name;

type LoginFields = Pick<LoginRequest, 'type' | 'firebaseChannel' | 'firebaseIdToken' | 'lineSessionToken' | 'telegramAuth'>;
type RegisterFields = Pick<RegisterExtras, 'firebaseChannel2' | 'firebaseIdToken2' | 'lineSessionToken' | 'telegramAuth'>;

/** Login request fields: the provider's login type, its channel when it has one, and its credential field. */
export function loginFields(id: SocialIdentity): LoginFields {
  const row = providerRow(id.provider);
  return { type: row.type, ...(row.channel ? { firebaseChannel: row.channel } : {}), [row.loginField]: id.token };
}

/** Registration fields: a social registration carries the matching credential (spec section 5). */
export function registerExtras(id: SocialIdentity): RegisterFields {
  const row = providerRow(id.provider);
  return { ...(row.channel ? { firebaseChannel2: row.channel } : {}), [row.registerField]: id.token };
}
