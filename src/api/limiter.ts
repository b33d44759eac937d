/**
 * Per-path request scheduling of spec sections 7 and 9: a concurrency cap per path, FIFO queueing,
 * and start spacing for GETs to /wps paths.
 */
import {
  CONCURRENCY_DEFAULT, CONCURRENCY_GAME_LIST, GET_SPACING_BASE_MS, GET_SPACING_MAX_PATH, GET_SPACING_PER_PATH_MS,
} from '../../contract/constants.ts';
import { gameList } from '../../contract/lobbyRelays.ts';
import { RELAY_PREFIX } from '../../contract/relayRow.ts';

export interface LimiterClock {
  now(): number;
  setTimer(fn: () => void, ms: number): void;
}

export interface Limiter {
  /** Runs task once the path has a free slot (and, for a spaced GET, its start time has come). */
  run<T>(path: string, method: string, task: () => Promise<T>): Promise<T>;
  /** Requests running on a path now (tests and diagnostics). */
  inFlight(path: string): number;
}

interface Job { get: boolean; start: () => void }
interface PathState { active: number; gets: number; queue: Job[]; lastGetStart: number | null; timerArmed: boolean }

const realClock: LimiterClock = { now: () => Date.now(), setTimer: (fn, ms) => { setTimeout(fn, ms); } };

const GAME_LIST_PATH = RELAY_PREFIX + gameList.name;

function concurrencyFor(path: string): number {
  return path === GAME_LIST_PATH ? CONCURRENCY_GAME_LIST : CONCURRENCY_DEFAULT;
}

/** GETs on this path are spaced: a /wps path of at most 200 characters. */
function isSpacedPath(path: string): boolean {
  return path.startsWith('/wps/') && path.length <= GET_SPACING_MAX_PATH;
}

export function createLimiter(clock: LimiterClock = realClock): Limiter {
  const paths = new Map<string, PathState>();

  const stateOf = (path: string): PathState => {
    let s = paths.get(path);
    if (!s) {
      s = { active: 0, gets: 0, queue: [], lastGetStart: null, timerArmed: false };
      paths.set(path, s);
    }
    return s;
  };

  // Spacing rule: a GET starts >= 120 ms after the last GET start on its path, +30 ms per OTHER /wps path with a GET in flight now.
  const earliestStart = (path: string, s: PathState): number => {
    if (s.lastGetStart === null) return -Infinity;
    let others = 0;
    for (const [p, o] of paths) if (p !== path && o.gets > 0 && p.startsWith('/wps/')) others += 1;
    return s.lastGetStart + GET_SPACING_BASE_MS + GET_SPACING_PER_PATH_MS * others;
  };

  const pump = (path: string): void => {
    const s = stateOf(path);
    const cap = concurrencyFor(path);
    while (s.queue.length > 0 && s.active < cap) {
      const job = s.queue[0] as Job;
      if (job.get && isSpacedPath(path)) {
        const wait = earliestStart(path, s) - clock.now();
        if (wait > 0) {
          // One timer per path; on firing the wait is recomputed, since in-flight paths may have changed.
          if (!s.timerArmed) {
            s.timerArmed = true;
            clock.setTimer(() => { s.timerArmed = false; pump(path); }, wait);
          }
          return;
        }
        s.lastGetStart = clock.now();
      }
      s.queue.shift();
      s.active += 1;
      if (job.get) s.gets += 1;
      job.start();
    }
  };

  return {
    run<T>(path: string, method: string, task: () => Promise<T>): Promise<T> {
      const get = method === 'GET';
      return new Promise<T>((resolve, reject) => {
        const s = stateOf(path);
        const finish = (): void => {
          s.active -= 1;
          if (get) s.gets -= 1;
          pump(path);
        };
        s.queue.push({
          get,
          start: () => {
            let p: Promise<T>;
            try { p = task(); } catch (err) { p = Promise.reject(err); }
            p.then((v) => { finish(); resolve(v); }, (e: unknown) => { finish(); reject(e); });
          },
        });
        pump(path);
      });
    },
    inFlight: (path) => paths.get(path)?.active ?? 0,
  };
}
