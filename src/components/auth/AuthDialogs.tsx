import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from '../../lib/useSnapshot';
import { state as auth } from '../../state/auth';
import { useFirstScreen } from '../useFirstScreen';
import { loadFullCatalog } from '../../i18n';

// The forms use the catalogue's later keys: a dialog opened before the first screen is up waits for them.
const AuthLayer = lazy(() => Promise.all([import('./AuthLayer'), loadFullCatalog()]).then(([m]) => m));

/** Mounted by App: costs a snapshot until a dialog opens, then loads the forms (kept off the guest home bundle). */
export function AuthDialogs() {
  const s = useSnapshot(auth);
  const firstScreen = useFirstScreen();
  // Links to the login and register pages open the modals once the first screen is up (before, they navigate).
  useEffect(() => { if (firstScreen) void import('./authLinks').then((m) => m.interceptAuthLinks()); }, [firstScreen]);
  if (!s.loginOpen && !s.registerOpen && !s.confirm && !s.verification) return null;
  return <Suspense fallback={null}><AuthLayer /></Suspense>;
}
