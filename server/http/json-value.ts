import { checkKey, isPlainObject, LONE_SURROGATE, typeName, ValidationError, type Check } from './validator.ts';

export interface JsonValueOptions {
  /** Nesting allowed below the field itself; deeper input would overflow JSON.stringify or jsonb. */
  maxDepth?: number;
  /** Longest string anywhere inside. */
  maxString?: number;
}

/**
 * A free-form JSON value the server stores but does not read (an event's value): bounded depth,
 * finite numbers, strings PostgreSQL accepts (no NUL, no lone surrogate) and safe keys.
 */
export const jsonValue = (o: JsonValueOptions = {}): Check<unknown> => {
  const maxDepth = o.maxDepth ?? 8;
  const maxString = o.maxString ?? 4096;
  const walk = (v: unknown, f: string, depth: number): unknown => {
    if (v === null || typeof v === 'boolean') return v;
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) throw new ValidationError(f, 'must be a finite number');
      return v;
    }
    if (typeof v === 'string') {
      if (v.length > maxString) throw new ValidationError(f, `must have at most ${maxString} characters`);
      if (v.includes('\u0000') || LONE_SURROGATE.test(v)) throw new ValidationError(f, 'must be well-formed text without NUL');
      return v;
    }
    if (depth >= maxDepth) throw new ValidationError(f, `must not nest deeper than ${maxDepth} levels`);
    if (Array.isArray(v)) return v.map((item, i) => walk(item, `${f}[${i}]`, depth + 1));
    if (isPlainObject(v)) {
      const out: Record<string, unknown> = {};
      for (const [k, item] of Object.entries(v)) {
        checkKey(k, f);
        out[k] = walk(item, `${f}.${k}`, depth + 1);
      }
      return out;
    }
    throw new ValidationError(f, `must be JSON, got ${typeName(v)}`);
  };
  return (v, f) => walk(v, f, 0);
};
