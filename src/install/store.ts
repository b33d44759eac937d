/** The add-to-home-screen modal's state (valtio; the modal component reads it through useSnapshot). */
import { proxy, ref } from 'valtio';
import type { A2hsMode } from './rules';
import type { DeferredPrompt } from './prompt';
import { endTurn } from '../prompts/promptLine';

export const state = proxy({
  /** What the modal offers; null = not mounted. */
  mode: null as A2hsMode | null,
  /** false while the closing transition runs, then mode returns to null. */
  open: false,
  prompt: null as DeferredPrompt | null,
});

export function openA2hs(mode: A2hsMode, prompt: DeferredPrompt | null): void {
  state.prompt = prompt ? ref(prompt) : null;
  state.mode = mode;
  state.open = true;
}

/** Starts the closing transition; the modal unmounts itself when it ends (unmountA2hs). */
export function closeA2hs(): void {
  state.open = false;
  // The next prompt's pause starts now.
  endTurn('a2hs');
}

export function unmountA2hs(): void {
  if (!state.open) {
    state.mode = null;
    state.prompt = null;
  }
}
