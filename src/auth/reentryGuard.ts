import { REENTRY_GUARD_MS } from '../../contract/constants.ts';

/** The answer of a guarded run when another run holds the guard. */
export const BUSY = Symbol('busy');

export interface ReentryGuard {
  /** Runs fn unless a run is in progress or cooling down; then resolves BUSY without calling fn. */
  run<T>(fn: () => Promise<T>): Promise<T | typeof BUSY>;
  readonly busy: boolean;
}

/**
 * Spec sections 4 and 9: login and registration ignore re-entry while processing and for a cool-down
 * after the answer, so a burst of taps sends exactly one request.
 */
export function createReentryGuard(coolDownMs = REENTRY_GUARD_MS): ReentryGuard {
  let held = false;
  return {
    get busy() { return held; },
    async run<T>(fn: () => Promise<T>): Promise<T | typeof BUSY> {
      if (held) return BUSY;
      held = true;
      try {
        return await fn();
      } finally {
        setTimeout(() => { held = false; }, coolDownMs);
      }
    },
  };
}

/** One guard per flow, shared by the modal and the standalone page so two forms cannot race. */
export const loginGuard = createReentryGuard();
export const registerGuard = createReentryGuard();
