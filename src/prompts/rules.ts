/** The one-prompt-at-a-time rule as a pure function of the line, the clock and the page. */
import { PROMPT_PAUSE_MS, PROMPT_PRIORITY, type PromptKind } from './priority.ts';

export interface LineState {
  /** The prompt on screen, if any. */
  active: PromptKind | null;
  /** Prompts that asked for a turn. */
  waiting: readonly PromptKind[];
  /** Prompts that will ask soon (their data is on its way): lower ones wait for them, so priority holds at start. */
  expected: readonly PromptKind[];
  /** When the last shown prompt closed (ms), null before the first. */
  closedAt: number | null;
}

export type Step =
  | { kind: 'show'; prompt: PromptKind }
  | { kind: 'wait'; ms: number }
  /** Nothing to do until something changes (a prompt closes or asks, another dialog closes). */
  | { kind: 'idle' };

/** Highest priority first. */
export const byPriority = (a: PromptKind, b: PromptKind): number => PROMPT_PRIORITY.indexOf(a) - PROMPT_PRIORITY.indexOf(b);

export function nextStep(line: LineState, now: number, otherDialogOpen: boolean): Step {
  if (line.active || line.waiting.length === 0 || otherDialogOpen) return { kind: 'idle' };
  if (line.closedAt !== null) {
    const left = line.closedAt + PROMPT_PAUSE_MS - now;
    // A clock set back leaves at most one pause to wait.
    if (left > 0) return { kind: 'wait', ms: Math.min(left, PROMPT_PAUSE_MS) };
  }
  const [first] = [...line.waiting].sort(byPriority);
  if (!first || line.expected.some((k) => byPriority(k, first) < 0)) return { kind: 'idle' };
  return { kind: 'show', prompt: first };
}
