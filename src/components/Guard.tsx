import type { ReactNode } from 'react';
import { Redirect, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { accessDecision } from '../lib/access';
import { state as session } from '../state/session';

/** Spec section 2 access guard: public pages pass; others need a token, else /m/login (feedback: /m/home). */
export function Guard({ path, children }: { path: string; children: ReactNode }) {
  const snap = useSnapshot(session);
  const search = useSearch();
  const decision = accessDecision(path, Boolean(snap.info?.token), search);
  if ('redirect' in decision) return <Redirect to={decision.redirect} replace />;
  return <>{children}</>;
}
