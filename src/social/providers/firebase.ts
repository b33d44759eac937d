/** The Firebase Auth providers (Google, Facebook, X): one popup, one ID token, the encrypted login with type firebase. */
import { providerRow, type FirebaseChannel } from '../../../contract/loginProviders.ts';
import { flagOn, type ClientLoginProvider } from './types.ts';

export function firebaseProvider(id: FirebaseChannel, names: { short: string; name: string }): ClientLoginProvider {
  const row = providerRow(id);
  return {
    row, icon: id, label: `social_${id}`, ...names,
    // The provider settings name the Firebase project: without them no popup can open.
    offered: (status) => Boolean(status.sms.apiKey) && flagOn(row, status),
    // From the register form the player already asked for a new account: that is the auto-register option.
    start: async ({ go, mode }) => (await import('../firebaseLogin.ts')).loginWithFirebase(id, { go, autoRegister: mode === 'register' }),
    warm: () => { void import('../firebaseSignIn.ts').then((m) => m.warmFirebase()); },
    refreshToken: async () => (await import('../firebaseSignIn.ts')).refreshProviderToken(),
    idToken: async () => (await import('../providerIdToken.ts')).providerIdToken(id),
  };
}
