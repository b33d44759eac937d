/**
 * The permission decision of spec section 4: granted binds silently; denied shows
 * notification_request_tips (once a day); otherwise, at most once per calendar day and only after a
 * user gesture, our dialog offers the browser's permission request.
 */
import { markToday, PROMPT_DAY_KEY, shownToday, TIP_DAY_KEY } from './pushMemory.ts';

export type PermissionState = NotificationPermission | 'unsupported';
export type PromptAnswer = NotificationPermission | 'later';

export interface FlowDeps {
  storage: Storage;
  now(): number;
  permission(): PermissionState;
  /** Resolves on the player's next tap or key press. */
  waitForGesture(): Promise<void>;
  /** Shows the dialog; its allow button asks the browser. */
  ask(): Promise<PromptAnswer>;
  bind(): Promise<unknown>;
  tip(): void;
  /** Resolves when the dialog may show (one prompt at a time) with the function that ends its turn. */
  turn?(): Promise<(shown: boolean) => void>;
}

export type FlowOutcome = 'bound' | 'denied' | 'asked-today' | 'later' | 'unsupported';

function deny(deps: FlowDeps): 'denied' {
  if (!shownToday(deps.storage, TIP_DAY_KEY, deps.now())) {
    deps.tip();
    markToday(deps.storage, TIP_DAY_KEY, deps.now());
  }
  return 'denied';
}

export async function runPushFlow(deps: FlowDeps): Promise<FlowOutcome> {
  const permission = deps.permission();
  if (permission === 'unsupported') return 'unsupported';
  if (permission === 'granted') {
    await deps.bind();
    return 'bound';
  }
  if (permission === 'denied') return deny(deps);
  if (shownToday(deps.storage, PROMPT_DAY_KEY, deps.now())) return 'asked-today';
  await deps.waitForGesture();
  const done = deps.turn ? await deps.turn() : () => {};
  // Another tab may have asked while this one waited for a tap or its turn.
  if (shownToday(deps.storage, PROMPT_DAY_KEY, deps.now())) {
    done(false);
    return 'asked-today';
  }
  markToday(deps.storage, PROMPT_DAY_KEY, deps.now());
  let answer: PromptAnswer;
  try {
    answer = await deps.ask();
  } finally {
    done(true);
  }
  if (answer === 'granted') {
    await deps.bind();
    return 'bound';
  }
  if (answer === 'denied') return deny(deps);
  return 'later';
}
