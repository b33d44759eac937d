import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { withTracking } from '../lib/tracking';
import { localStore } from '../lib/memoryStorage';

/** An internal link that carries the tracking parameters of spec section 2 across pages. */
export function AppLink({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
  const href = withTracking(`/m${to}`, location.search, localStore());
  return <Link href={`~${href}`} className={className}>{children}</Link>;
}
