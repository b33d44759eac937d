/**
 * Auto login on mount, the cheap half: the skip rules read storage and the status answer synchronously, and
 * only when none applies is the login code loaded (the guest /m/home bundle stays small).
 */
import { navigate } from 'wouter/use-browser-location';
import { flag, merchantCode } from '../state/merchant.ts';
import { hasSession } from '../state/session.ts';
import { readAutoLoginSwitch } from './autoLoginSwitch.ts';
import { autoLoginSkipReason, type AutoLoginSkip } from './autoLoginRules.ts';
import { readRememberedMeta } from './rememberedStore.ts';

/** The skip reason for this page, read from the browser. */
export function currentSkipReason(): AutoLoginSkip | null {
  return autoLoginSkipReason({
    hasSession: hasSession(), search: location.search, flagOn: flag('MOBILEAUTOLOGIN3'),
    switchValue: readAutoLoginSwitch(), remembered: readRememberedMeta(), merchantCode: merchantCode(),
  });
}

/** Pages the player only visits to get a session: a successful auto login leaves them. */
const AUTH_PAGES = ['/m/login', '/m/register', '/m/register.html'];

/** Where to go after an auto login: a forced change always; the target from an auth page; else stay. */
export function autoLoginNavigation(target: string, pathname: string): string | null {
  if (target === '/m/changePsw' || AUTH_PAGES.includes(pathname)) return target;
  return null;
}

export async function autoLoginOnMount(): Promise<void> {
  if (currentSkipReason()) return;
  try {
    const { runAutoLogin } = await import('./autoLogin.ts');
    const r = await runAutoLogin();
    const to = r.ran && r.target ? autoLoginNavigation(r.target, location.pathname) : null;
    if (to) navigate(to, { replace: true });
  } catch (err) {
    console.error('auto login failed', err);
  }
}
