import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'wouter';
import { PATHS } from '../../contract/routes';
import { useFirstScreen } from './useFirstScreen';
import { loadShellLater } from './loadShellLater';

/** Pages that take the whole screen: a game, its launch, the forced password change (index.html hides its bar too). */
export const NO_TAB_BAR: readonly string[] = [PATHS.game, PATHS.launchGame, PATHS.changePsw];

// The links and their icons load once the first screen is up (its byte budget); the empty bar holds their place.
const TabBar = lazy(() => loadShellLater().then((m) => ({ default: m.TabBar })));

const placeholder = <nav className="tabbar" aria-hidden="true" />;

/** The bottom tab bar's place (the static shell's empty bar, then the tabs) and the spacer that keeps page ends clear. */
export function TabBarSlot() {
  const [path] = useLocation();
  const later = useFirstScreen();
  // index.html hid the bar by the landing path; from here on the route decides.
  useEffect(() => document.documentElement.removeAttribute('data-notabs'), []);
  if (NO_TAB_BAR.includes(path)) return null;
  return (
    <>
      <div className="tabspace" />
      {later ? <Suspense fallback={placeholder}><TabBar /></Suspense> : placeholder}
    </>
  );
}
