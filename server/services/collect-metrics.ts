import { ValidationError } from '../http/validator.ts';

export const MAX_COLLECT_VALUE = 1024;
const PAIR = /^([a-zA-Z][a-zA-Z0-9_]{0,31}):([^,:\s]{1,32})$/;
/** The name of a call ('status'). */
const WORD = /^[a-zA-Z][a-zA-Z0-9_.-]{0,31}$/;

/**
 * Reads the beacon value 'visit:first,fcp:120,lcp:300,fs:450' (spec section 7):
 * visit is first or return, api names a call (production's own beacon sends 'api:status,elapsed:<ms>',
 * production-wire B8), every other key is a non-negative number of milliseconds, keys unique.
 */
export function parseCollectValue(value: string, field = 'value'): Record<string, string | number> {
  if (value.length === 0 || value.length > MAX_COLLECT_VALUE) {
    throw new ValidationError(field, `must have 1 to ${MAX_COLLECT_VALUE} characters`);
  }
  const metrics: Record<string, string | number> = {};
  for (const part of value.split(',')) {
    const match = PAIR.exec(part.trim());
    if (!match) throw new ValidationError(field, `has an invalid pair '${part.slice(0, 40)}' (expected key:value)`);
    const [, key = '', raw = ''] = match;
    if (key in metrics) throw new ValidationError(field, `repeats the key '${key}'`);
    if (key === 'visit') {
      if (raw !== 'first' && raw !== 'return') throw new ValidationError(field, "visit must be 'first' or 'return'");
      metrics[key] = raw;
      continue;
    }
    if (key === 'api') {
      if (!WORD.test(raw)) throw new ValidationError(field, 'api must name a call');
      metrics[key] = raw;
      continue;
    }
    const n = Number(raw);
    if (!Number.isFinite(n) || n < 0) throw new ValidationError(field, `${key} must be a non-negative number`);
    metrics[key] = n;
  }
  return metrics;
}
