/**
 * Spec section 2: the landing query fullscreen=0 turns full screen off (the native app shows its own chrome).
 * It is a carried tracking value, saved on landing, so it holds on every later page of the visit.
 */
import { carriedParams } from '../lib/tracking.ts';
import { localStore } from '../lib/memoryStorage.ts';

export function fullscreenAllowed(search: string = location.search, storage: Storage = localStore()): boolean {
  return carriedParams(search, storage).get('fullscreen') !== '0';
}

/** Full screen for the game viewer; a refusal (no user gesture, unsupported) leaves the page as it is. */
export function enterFullscreen(el: Element | null): void {
  if (!el || document.fullscreenElement || !fullscreenAllowed()) return;
  el.requestFullscreen?.().catch((e: unknown) => console.info('[game] full screen refused', e));
}

export function exitFullscreen(): void {
  if (document.fullscreenElement) document.exitFullscreen().catch((e: unknown) => console.info('[game] could not leave full screen', e));
}
