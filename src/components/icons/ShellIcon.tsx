import { lazy, Suspense } from 'react';
import { useFirstScreen } from '../useFirstScreen';
import type { ShellIconName } from './shellIcons';

// The icon set loads once the first screen is up: its bytes stay out of the first screen's JavaScript budget.
const Drawn = lazy(() => import('./shellIcons'));

/** A decorative icon of the shell (tab bar, category chips) in a box of its final size, so nothing moves when it lands. */
export function ShellIcon({ name, size, className }: { name: ShellIconName; size: number; className?: string }) {
  const ready = useFirstScreen();
  return (
    <span className={['ico', className].filter(Boolean).join(' ')} style={{ width: size, height: size }} aria-hidden="true" data-icon={name}>
      {ready && <Suspense fallback={null}><Drawn name={name} size={size} /></Suspense>}
    </span>
  );
}
