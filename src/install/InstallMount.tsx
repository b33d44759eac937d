import { Suspense } from 'react';
import { useSnapshot } from '../lib/useSnapshot';
import { lazyOptional } from './lazyOptional';
import { state } from './store';

const A2hsModal = lazyOptional(() => import('./A2hsModal'));

/** Mount point of the add-to-home-screen modal: its chunk loads only when a rule opens it. */
export function InstallMount() {
  const { mode } = useSnapshot(state);
  return mode ? <Suspense fallback={null}><A2hsModal /></Suspense> : null;
}
