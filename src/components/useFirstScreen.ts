import { startTransition, useEffect, useState } from 'react';
import { subscribe } from 'valtio';
import { state as ui } from '../state/ui';

/**
 * `ui.firstScreen`, taken as a transition: what it mounts (download bar and dialogs, install prompt, popups and
 * chat) renders in React's short slices with its effects after, not in one urgent task as a store read would.
 */
export function useFirstScreen(): boolean {
  const [on, setOn] = useState(ui.firstScreen);
  useEffect(() => {
    const take = (): void => { if (ui.firstScreen) startTransition(() => setOn(true)); };
    // It may have flipped between this render and its effect.
    take();
    return subscribe(ui, take);
  }, []);
  return on;
}
