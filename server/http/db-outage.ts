/** pg's SQLSTATE classes and codes that mean "the database is out of reach", not "the query is wrong". */
const UNAVAILABLE_SQLSTATE = /^(08|57P0[1-3]$|57014$|53300$)/;
const UNAVAILABLE_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** pg's own wording for a lost, hung or refused connection (it raises plain Errors for these). */
const UNAVAILABLE_TEXT = /connection terminated|timeout exceeded when trying to connect|query read timeout|not queryable|connection refused|the database system is (starting up|shutting down)/i;

/** True for an error that says the database is down, restarting, or hung past its time-out. */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_ERRNO.has(code) || (code.length === 5 && UNAVAILABLE_SQLSTATE.test(code)))) return true;
  // Node's connect to 'localhost' tries every address and reports an AggregateError of ECONNREFUSEDs.
  if (err instanceof AggregateError && err.errors.some(isDatabaseUnavailable)) return true;
  return UNAVAILABLE_TEXT.test(err.message);
}

/** Seconds a client is asked to wait before retrying during an outage. */
export const OUTAGE_RETRY_AFTER_S = 5;
/** During an outage, at most one log line per this many ms: it says how many requests failed since the last. */
export const OUTAGE_LOG_EVERY_MS = 30_000;

/**
 * One log line when an outage starts and one summary per OUTAGE_LOG_EVERY_MS while it lasts, instead of a
 * line (and a stack) per failed request: a busy server logged 7,581 lines in 15 s of one outage.
 */
export class OutageLog {
  private lastLine = Number.NEGATIVE_INFINITY;
  private since = 0;

  constructor(private readonly logWarn: (line: string) => void, private readonly now: () => number) {}

  report(err: Error): void {
    const t = this.now();
    if (t - this.lastLine < OUTAGE_LOG_EVERY_MS) {
      this.since += 1;
      return;
    }
    const reason = `${(err as { code?: unknown }).code ?? err.name}: ${err.message}`.slice(0, 200);
    const more = this.since > 0 ? ` (${this.since} more requests failed since the last line)` : '';
    this.logWarn(`503 database unavailable: ${reason}${more}`);
    this.lastLine = t;
    this.since = 0;
  }
}
