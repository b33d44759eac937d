/** Loads push only once a member session exists (at boot or after a login): guests never download it. */
import { subscribe } from 'valtio';
import { hasSession, state as session } from '../state/session';

function load(): void {
  void import('./index.ts').then((m) => m.startPush()).catch((e: unknown) => console.warn('[push] start failed', e));
}

export function startPushWhenSession(): void {
  if (hasSession()) {
    load();
    return;
  }
  const stop = subscribe(session, () => {
    if (!hasSession()) return;
    stop();
    load();
  });
}
