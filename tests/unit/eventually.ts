/**
 * The one wait for unit tests: polls a condition until it holds. The cap only bounds a hang (a busy 2-core runner
 * takes seconds where a laptop takes milliseconds); it stays under the project's testTimeout so the failure names
 * the condition, not the clock.
 */
import { vi } from 'vitest';

export const WAIT = { timeout: 20_000, interval: 5 } as const;

export function eventually<T>(condition: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(condition, WAIT);
}
