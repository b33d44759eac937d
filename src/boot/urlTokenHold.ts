/** A token taken from the address bar, held (not trusted) until boot/urlTokenCheck confirms it; that check loads only when one is held. */
import { setUrlTokenPending } from '../state/session.ts';

let held: string | null = null;

/** readLanding's hand-over: guarded pages wait instead of sending the player to login. */
export function holdUrlToken(token: string): void {
  held = token;
  setUrlTokenPending(true);
}

/** The held token, once. */
export function takeHeldUrlToken(): string | null {
  const token = held;
  held = null;
  return token;
}

/** No merchant to ask (status failed): the held token is forgotten and guarded pages stop waiting. */
export function dropUrlToken(): void {
  held = null;
  setUrlTokenPending(false);
}
