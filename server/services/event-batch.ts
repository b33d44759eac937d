import type { Insertable } from 'kysely';
import type { Db, EventsTable } from '../db/schema.ts';

/** One row of the events table as the reporting routes store it. */
export type EventRow = Insertable<EventsTable>;

/**
 * Rows one statement may carry: 6 parameters each stays far under PostgreSQL's 65,535 and keeps one statement
 * (and the embedded database's time on the event loop) short; more wait for the next batch.
 */
export const MAX_EVENT_BATCH = 200;

interface Pending { row: EventRow; resolve: (stored: boolean) => void; reject: (error: unknown) => void }

/**
 * Group commit for event reports: rows that arrive while the previous batch is being written (or within the same
 * turn of the event loop) go to the database together, as one multi-row INSERT ... ON CONFLICT (event_id) DO NOTHING
 * RETURNING event_id. Each caller is answered only once its batch is committed: true when its row was stored, false
 * when the event_id was already there or came earlier in the same batch (a duplicate either way). A failing batch
 * fails every caller in it with the same error, so nothing is acknowledged that was not written.
 * One batch is written at a time, so a flood costs one statement per batch instead of one per report.
 */
export class EventBatcher {
  private pending: Pending[] = [];
  private writing = false;
  private scheduled = false;
  /** Batches written so far (tests and the bench read it). */
  batches = 0;

  constructor(private readonly db: Db, private readonly maxRows = MAX_EVENT_BATCH) {}

  /** Stores one row with the next batch; false when its event_id is a duplicate. */
  add(row: EventRow): Promise<boolean> {
    return new Promise<boolean>((resolve, reject) => {
      this.pending.push({ row, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.writing || this.scheduled) return;
    this.scheduled = true;
    // setImmediate: every report whose request was read in this turn of the loop joins the batch.
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    if (this.writing || this.pending.length === 0) return;
    this.writing = true;
    const batch = this.pending.splice(0, this.maxRows);
    try {
      await this.write(batch);
    } finally {
      this.writing = false;
      if (this.pending.length > 0) this.schedule();
    }
  }

  private async write(batch: Pending[]): Promise<void> {
    // The first of each event_id in the batch is the one inserted; any later one is a duplicate, as it would be
    // had the two come one after the other.
    const first = new Map<string, EventRow>();
    for (const { row } of batch) if (!first.has(row.event_id)) first.set(row.event_id, row);
    let stored: Set<string>;
    try {
      const rows = await this.db.insertInto('events').values([...first.values()])
        .onConflict((oc) => oc.column('event_id').doNothing())
        .returning('event_id')
        .execute();
      stored = new Set(rows.map((r) => r.event_id));
    } catch (error) {
      for (const p of batch) p.reject(error);
      return;
    } finally {
      this.batches += 1;
    }
    for (const p of batch) {
      const isFirst = first.get(p.row.event_id) === p.row;
      p.resolve(isFirst && stored.has(p.row.event_id));
    }
  }
}

const batchers = new WeakMap<Db, EventBatcher>();

/** The batcher of a database handle: every route storing events on it shares one. */
export function eventBatcher(db: Db): EventBatcher {
  let b = batchers.get(db);
  if (!b) {
    b = new EventBatcher(db);
    batchers.set(db, b);
  }
  return b;
}
