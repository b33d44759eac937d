/**
 * Google, Facebook and Twitter sign-in through Firebase Auth (modular SDK, loaded only when a button is
 * pressed). Answers the ID token the server verifies; multi-factor sign-in stays pending until resolved.
 */
import type { Auth, MultiFactorError, MultiFactorResolver } from 'firebase/auth';
import type { SmsProviderSettings } from '../../contract/wps.ts';
import type { FirebaseChannel } from './socialIdentity.ts';
import type { MfaHint, MfaOps } from './mfa.ts';

type AuthModule = typeof import('firebase/auth');

const APP_NAME = 'tessera-social';
let loading: Promise<{ auth: Auth; sdk: AuthModule }> | null = null;

async function load(settings: SmsProviderSettings): Promise<{ auth: Auth; sdk: AuthModule }> {
  const [{ getApps, initializeApp }, sdk] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
  const app = getApps().find((a) => a.name === APP_NAME) ?? initializeApp({
    apiKey: settings.apiKey, authDomain: settings.authDomain, projectId: settings.projectId,
    appId: settings.appId, messagingSenderId: settings.messagingSenderId,
  }, APP_NAME);
  // The server's token is the session; the provider's own sign-in need not outlive the page.
  const auth = sdk.initializeAuth(app, { persistence: sdk.inMemoryPersistence, popupRedirectResolver: sdk.browserPopupRedirectResolver });
  if (settings.authEmulatorUrl) sdk.connectAuthEmulator(auth, settings.authEmulatorUrl, { disableWarnings: true });
  return { auth, sdk };
}

function loadOnce(settings: SmsProviderSettings): Promise<{ auth: Auth; sdk: AuthModule }> {
  loading ??= load(settings).catch((err: unknown) => { loading = null; throw err; });
  return loading;
}

/** The SDK's provider class of each Firebase channel of contract/loginProviders.ts. */
const SDK_PROVIDER: Record<FirebaseChannel, 'GoogleAuthProvider' | 'FacebookAuthProvider' | 'TwitterAuthProvider'> = {
  google: 'GoogleAuthProvider', facebook: 'FacebookAuthProvider', twitter: 'TwitterAuthProvider',
};

const provider = (sdk: AuthModule, channel: FirebaseChannel) => new sdk[SDK_PROVIDER[channel]]();

export type FirebaseResult = { kind: 'token'; idToken: string } | { kind: 'mfa'; hints: MfaHint[]; ops: MfaOps };

function mfaOps(auth: Auth, sdk: AuthModule, resolver: MultiFactorResolver): MfaOps {
  let verifier: InstanceType<AuthModule['RecaptchaVerifier']> | null = null;
  const finish = async (assertion: Parameters<MultiFactorResolver['resolveSignIn']>[0]) => (await resolver.resolveSignIn(assertion)).user.getIdToken();
  return {
    async sendSms(hintUid) {
      const hint = resolver.hints.find((h) => h.uid === hintUid);
      verifier ??= new sdk.RecaptchaVerifier(auth, 'social-mfa-recaptcha', { size: 'invisible' });
      return new sdk.PhoneAuthProvider(auth).verifyPhoneNumber({ multiFactorHint: hint, session: resolver.session }, verifier);
    },
    finishSms: (verificationId, code) => finish(sdk.PhoneMultiFactorGenerator.assertion(sdk.PhoneAuthProvider.credential(verificationId, code))),
    finishTotp: (enrollmentId, code) => finish(sdk.TotpMultiFactorGenerator.assertionForSignIn(enrollmentId, code)),
  };
}

/** Opens the provider's popup; throws the provider's error (with its auth/ code) on failure. */
export async function firebaseSignIn(settings: SmsProviderSettings, channel: FirebaseChannel): Promise<FirebaseResult> {
  const { auth, sdk } = await loadOnce(settings);
  try {
    const credential = await sdk.signInWithPopup(auth, provider(sdk, channel));
    return { kind: 'token', idToken: await credential.user.getIdToken() };
  } catch (err) {
    if ((err as { code?: string }).code !== 'auth/multi-factor-auth-required') throw err;
    const resolver = sdk.getMultiFactorResolver(auth, err as MultiFactorError);
    const hints: MfaHint[] = resolver.hints.map((h) => ({
      uid: h.uid, factorId: h.factorId, displayName: h.displayName ?? '', phoneNumber: (h as { phoneNumber?: string }).phoneNumber ?? '',
    }));
    return { kind: 'mfa', hints, ops: mfaOps(auth, sdk, resolver) };
  }
}

/**
 * Asks the provider for a new ID token for the signed-in user (the SDK refreshes in the background) and answers
 * a reader of the latest one, for the 100 ms poll of tokenPoll.ts; null when no provider user is signed in.
 */
export async function refreshProviderToken(): Promise<(() => string | null) | null> {
  const user = loading ? (await loading.catch(() => null))?.auth.currentUser : null;
  if (!user) return null;
  let latest: string | null = null;
  void user.getIdToken(true).then((token) => { latest = token; }, (err: unknown) => console.warn('[social] token refresh failed', err));
  return () => latest;
}

/** Starts fetching the SDK when the player reaches for a button, so the popup opens within the tap's activation. */
export function warmFirebase(): void {
  void import('firebase/app').catch(() => undefined);
  void import('firebase/auth').catch(() => undefined);
}
