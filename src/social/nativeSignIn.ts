/**
 * Sign-in through the native app (spec section 8): inside the app a provider button asks the app's own SDK,
 * which calls back window.onNativeSignIn(channel, result). result is the provider's ID token, or a string
 * starting with "Failure" that the app wrote for the player: it is shown exactly as received.
 */
import { t } from '../i18n';
import { showAlert } from '../state/ui.ts';
import type { FirebaseChannel } from './socialIdentity.ts';

export type NativeResult = { kind: 'token'; idToken: string } | { kind: 'failure'; text: string } | { kind: 'invalid' };

const FAILURE = /^failure/i;
/** A JWT: three base64url parts. */
const ID_TOKEN = /^[\w-]+\.[\w-]+\.[\w-]*$/;

export function readNativeResult(raw: unknown): NativeResult {
  if (typeof raw !== 'string') return { kind: 'invalid' };
  const text = raw.trim();
  if (FAILURE.test(text)) return { kind: 'failure', text: raw.slice(0, 1000) };
  if (text.length <= 4096 && ID_TOKEN.test(text)) return { kind: 'token', idToken: text };
  return { kind: 'invalid' };
}

/** What the page shows for a result that is no token: the failure string as-is, or the invalid-result text. */
export function nativeFailureText(r: NativeResult): string | null {
  if (r.kind === 'failure') return r.text;
  if (r.kind === 'invalid') return t('social_result_invalid');
  return null;
}

type Bridge = { signIn?: (channel: string) => void };
type NativeWindow = { TesseraNative?: Bridge; onNativeSignIn?: (channel: unknown, result: unknown) => void };

/** True when the app offers its own sign-in (the page then never opens a provider popup). */
export function nativeSignInAvailable(w: NativeWindow = globalThis as unknown as NativeWindow): boolean {
  return typeof w.TesseraNative?.signIn === 'function';
}

/**
 * Asks the app and resolves with the ID token, or null after the failure was shown. A second request
 * replaces the first (the first resolves null), like a replaced popup.
 */
let waiting: ((r: NativeResult | null) => void) | null = null;

export function nativeSignIn(channel: FirebaseChannel, w: NativeWindow = globalThis as unknown as NativeWindow): Promise<string | null> {
  waiting?.(null);
  w.onNativeSignIn = (ch, result) => {
    if (ch !== channel) console.warn('[social] native sign-in answered for another provider', ch);
    const r = readNativeResult(result);
    if (r.kind === 'invalid') console.warn('[social] native sign-in result is not a token nor a failure');
    waiting?.(r);
  };
  return new Promise((resolve) => {
    waiting = (r) => {
      waiting = null;
      const text = r ? nativeFailureText(r) : null;
      if (text) showAlert(text, t('social_failed'));
      resolve(r?.kind === 'token' ? r.idToken : null);
    };
    w.TesseraNative?.signIn?.(channel);
  });
}
