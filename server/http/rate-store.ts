import { sql } from 'kysely';
import type { Db } from '../db/schema.ts';
import { FixedWindows, type Window } from './rate-windows.ts';

/** Where rate-limit windows are counted: this process's memory, or the database every instance shares. */
export interface RateStore {
  hit(key: string, t: number): Promise<Window> | Window;
}

export const memoryRateStore = (windowMs: number, maxKeys: number, nowMs: number): RateStore => new FixedWindows(windowMs, maxKeys, nowMs);

/**
 * Fixed windows in rate_windows (migration 0010): one upsert per request counts it and answers the window,
 * atomically on any instance, so a limit holds across every server on the database. Finished windows are
 * deleted at most once per window length per instance.
 */
export function databaseRateStore(db: Db, windowMs: number): RateStore {
  let lastPrune = Number.NEGATIVE_INFINITY;
  return {
    async hit(key, t) {
      const { rows } = await sql<{ window_start: string; count: number }>`
        insert into rate_windows (key, window_start, count) values (${key}, ${t}, 1)
        on conflict (key) do update set
          window_start = case when rate_windows.window_start + ${windowMs} <= ${t} then ${t} else rate_windows.window_start end,
          count = case when rate_windows.window_start + ${windowMs} <= ${t} then 1 else rate_windows.count + 1 end
        returning window_start, count`.execute(db);
      if (t - lastPrune >= windowMs || t < lastPrune) {
        lastPrune = t;
        await sql`delete from rate_windows where window_start <= ${t - windowMs}`.execute(db);
      }
      const row = rows[0];
      return { start: Number(row?.window_start ?? t), count: Number(row?.count ?? 1) };
    },
  };
}
