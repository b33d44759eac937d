import { LOGIN_PROVIDERS, providerRow, type FirebaseChannel } from '../../../contract/loginProviders.ts';
import { CODES } from '../../../contract/serverCodes.ts';
import { HttpError } from '../../http/reply.ts';
import type { Merchant } from '../../merchants/merchant-config.ts';
import { verifyFirebaseIdToken } from '../firebase-token.ts';
import type { ServerLoginProvider } from './types.ts';

const CHANNELS = LOGIN_PROVIDERS.filter((p) => p.type === 'firebase');
const hasProject = (m: Merchant): boolean => m.config.sms.projectId !== '';

/** One Firebase user may sign in through any channel: registration is gated on the family and account creation. */
const anyChannel = (m: Merchant): boolean => hasProject(m) && CHANNELS.some((p) => m.config.whitelabel[p.flag]);

/** A channel of Firebase Auth (Google, Facebook, X): an ID token of the merchant's Firebase project. */
export function firebaseProvider(id: FirebaseChannel): ServerLoginProvider {
  const row = providerRow(id);
  return {
    row,
    enabled: (m) => hasProject(m) && m.config.whitelabel[row.flag],
    registerEnabled: (m) => anyChannel(m) && (m.config.whitelabel.FIREBASECREATEACC3 || m.config.whitelabel.SSOMANUALREG3),
    async verify(c, deps, idToken) {
      const r = await verifyFirebaseIdToken(idToken, c.get('merchant').config.sms.projectId, deps.now());
      if (typeof r === 'string') throw new HttpError(200, CODES.firebaseTokenInvalid, `firebase sign-in refused: ${r}`);
      return { subject: r.uid, name: r.email ?? '' };
    },
    unlinked: CODES.bindCustomerRequired,
  };
}
