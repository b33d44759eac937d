/** The login actions other features call: the modal, the standalone page, and the machine behind both. */
import { PUBLIC_PATHS, stripBase } from '../../contract/routes.ts';
import { openLogin } from '../state/auth.ts';

export { submitLogin } from '../auth/loginMachine.ts';
export type { LoginOptions, LoginOutcome } from '../auth/loginMachine.ts';
export type { LoginCredentials } from '../auth/loginRequest.ts';
export { openLogin, openRegister } from '../state/auth.ts';

/**
 * Asks for a login with go as the target (a lottery launch, the 'please login' notice): the modal on a page a
 * guest may stay on, else the standalone /m/login page (a member page would send a guest there anyway).
 */
export function promptLogin(go: string | null, navigate: (to: string) => void, here: Pick<Location, 'pathname'> = location): void {
  const path = stripBase(here.pathname);
  const onLogin = path === '/login' || path === '/register' || path === '/register.html';
  if (path !== null && !onLogin && (PUBLIC_PATHS as readonly string[]).includes(path)) return openLogin(go);
  navigate(go ? `/m/login?go=${encodeURIComponent(go)}` : '/m/login');
}
