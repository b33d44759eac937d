/** What a social or messaging-app sign-in hands to the login and registration requests (spec section 3). */
import type { LoginRequest } from '../../contract/wps.ts';
import type { RegisterExtras } from '../auth/registerPayload.ts';

export type FirebaseChannel = 'google' | 'facebook' | 'twitter';

export type SocialIdentity =
  | { kind: 'firebase'; channel: FirebaseChannel; idToken: string }
  | { kind: 'line'; lineSessionToken: string }
  | { kind: 'telegram'; telegramAuth: string };

/** Provider names as shown to the player (brand names, not translated). */
export const PROVIDER_NAMES: Record<FirebaseChannel | 'line' | 'telegram', string> = {
  google: 'Google', facebook: 'Facebook', twitter: 'X (Twitter)', line: 'LINE', telegram: 'Telegram',
};

export const providerName = (id: SocialIdentity): string => PROVIDER_NAMES[id.kind === 'firebase' ? id.channel : id.kind];

/** Login request fields: the login type and the provider's token. */
export function loginFields(id: SocialIdentity): Pick<LoginRequest, 'type' | 'firebaseChannel' | 'firebaseIdToken' | 'lineSessionToken' | 'telegramAuth'> {
  switch (id.kind) {
    case 'firebase': return { type: 'firebase', firebaseChannel: id.channel, firebaseIdToken: id.idToken };
    case 'line': return { type: 'line', lineSessionToken: id.lineSessionToken };
    default: return { type: 'telegram', telegramAuth: id.telegramAuth };
  }
}

/** Registration fields: a social registration carries the matching token (spec section 5). */
export function registerExtras(id: SocialIdentity): Pick<RegisterExtras, 'firebaseChannel2' | 'firebaseIdToken2' | 'lineSessionToken' | 'telegramAuth'> {
  switch (id.kind) {
    case 'firebase': return { firebaseChannel2: id.channel, firebaseIdToken2: id.idToken };
    case 'line': return { lineSessionToken: id.lineSessionToken };
    default: return { telegramAuth: id.telegramAuth };
  }
}
