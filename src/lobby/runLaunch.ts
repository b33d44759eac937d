/**
 * The launch sequence of spec sections 4 and 9: wait 150 ms, call, then open the game. When the page
 * has not left within 10 s of the call, or the call aborts, the outcome is a time-out.
 */
import { GAME_LAUNCH_DELAY_MS, GAME_LAUNCH_TIMEOUT_MS } from '../../contract/constants.ts';
import type { Envelope } from '../../contract/envelope.ts';
import type { GameLaunchResult } from '../../contract/games.ts';
import { CLIENT_CODES } from '../api/clientCodes.ts';
import { t } from '../i18n';
import { safeHttpUrl } from './safeUrl.ts';

export type LaunchOutcome =
  | { kind: 'opened' }
  | { kind: 'timeout' }
  | { kind: 'cancelled' }
  | { kind: 'error'; message: string | null };

export interface LaunchDeps {
  call(signal: AbortSignal): Promise<Envelope<GameLaunchResult>>;
  /** Opens the game; true when that leaves the page (a redirect), false when it shows in place. */
  open(gameUrl: string): boolean;
  /** The page went away: stop quietly. */
  cancel: AbortSignal;
  setTimer?: (fn: () => void, ms: number) => () => void;
}

const realTimer = (fn: () => void, ms: number): (() => void) => {
  const id = setTimeout(fn, ms);
  return () => clearTimeout(id);
};

const ABORT_CODES: readonly string[] = [CLIENT_CODES.timeout, CLIENT_CODES.aborted];
/** Spec section 5: a launch answer without a URL is the error message of url-is-null. */
export const URL_IS_NULL = 'url-is-null';

export function runLaunch(deps: LaunchDeps): Promise<LaunchOutcome> {
  const timer = deps.setTimer ?? realTimer;
  return new Promise<LaunchOutcome>((resolve) => {
    let settled = false;
    const stops: (() => void)[] = [];
    const controller = new AbortController();
    const finish = (o: LaunchOutcome): void => {
      if (settled) return;
      settled = true;
      stops.forEach((stop) => stop());
      if (o.kind !== 'opened') controller.abort();
      resolve(o);
    };
    const onCancel = (): void => finish({ kind: 'cancelled' });
    if (deps.cancel.aborted) return onCancel();
    deps.cancel.addEventListener('abort', onCancel, { once: true });
    stops.push(() => deps.cancel.removeEventListener('abort', onCancel));

    stops.push(timer(() => {
      if (settled) return;
      // The time-out runs from the call, so the page has 10 s to leave once it is made.
      stops.push(timer(() => finish({ kind: 'timeout' }), GAME_LAUNCH_TIMEOUT_MS));
      deps.call(controller.signal).then((env) => {
        if (settled) return;
        if (!env.success) {
          finish(ABORT_CODES.includes(env.code ?? '') ? { kind: 'timeout' } : { kind: 'error', message: env.message });
          return;
        }
        const url = safeHttpUrl(env.value?.gameUrl);
        if (!url) {
          console.error(`[launch] ${URL_IS_NULL}: the answer has no usable gameUrl`, env.value);
          finish({ kind: 'error', message: t('url_is_null') });
          return;
        }
        // A redirect counts only once the page is gone: the 10 s time-out keeps running until then.
        if (!deps.open(url)) finish({ kind: 'opened' });
      }, () => finish({ kind: 'timeout' }));
    }, GAME_LAUNCH_DELAY_MS));
  });
}
