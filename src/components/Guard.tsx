import { useState, type ReactNode } from 'react';
import { Redirect, useSearch } from 'wouter';
import { useSnapshot } from '../lib/useSnapshot';
import { accessDecision } from '../lib/access';
import { state as session } from '../state/session';
import { LoadingStatus } from './PageLoading';

/**
 * Spec section 2 access guard: public pages pass; others need a token, else /m/login (feedback: /m/home).
 * A forced password change keeps the member on /m/changePsw; a URL token being confirmed holds guarded pages.
 */
export function Guard({ path, children }: { path: string; children: ReactNode }) {
  const snap = useSnapshot(session);
  const search = useSearch();
  const [attempt, setAttempt] = useState(0);
  const decision = accessDecision(path, {
    hasSession: Boolean(snap.info?.token), mustChangePassword: snap.mustChangePassword, tokenPending: snap.urlTokenPending,
  }, search);
  if ('redirect' in decision) return <Redirect to={decision.redirect} replace />;
  // The token check ends with its request's time-out; the spinner gives up sooner (spec section 9). Retry waits again:
  // a reload would lose the token, already taken from the address, and land on the login page.
  if ('wait' in decision) return <LoadingStatus className="pad muted" restart={attempt} onRetry={() => setAttempt((n) => n + 1)} />;
  return <>{children}</>;
}
