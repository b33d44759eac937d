import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { state as auth } from '../../state/auth';
import { loadFullCatalog } from '../../i18n';

// The forms use the catalogue's later keys: a dialog opened before the first screen is up waits for them.
const AuthLayer = lazy(() => Promise.all([import('./AuthLayer'), loadFullCatalog()]).then(([m]) => m));

/** Mounted by App: costs a snapshot until a dialog opens, then loads the forms (kept off the guest home bundle). */
export function AuthDialogs() {
  const s = useSnapshot(auth);
  if (!s.loginOpen && !s.registerOpen && !s.confirm && !s.verification) return null;
  return <Suspense fallback={null}><AuthLayer /></Suspense>;
}
