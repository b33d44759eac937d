import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { withTracking } from '../../lib/tracking';
import { localStore } from '../../lib/memoryStorage';

/** A link to a full /m/... href (with its own query) that keeps the tracking parameters, like AppLink. */
export function LobbyLink({ href, children, className, label, onIntent, current }: {
  href: string; children: ReactNode; className?: string; label?: string; onIntent?: () => void; current?: boolean;
}) {
  const to = withTracking(href, location.search, localStore());
  return (
    <Link href={`~${to}`} className={className} aria-label={label} aria-current={current ? 'page' : undefined} onPointerEnter={onIntent} onFocus={onIntent} onTouchStart={onIntent}>
      {children}
    </Link>
  );
}
