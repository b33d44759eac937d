/** Reads a row's `reads` paths in an answer: what production dereferences, checked for presence and type. */
import type { FieldType, Reads } from './wireTypes.ts';

const typeOf = (x: unknown): FieldType | 'null' | 'undefined' | 'other' => {
  if (x === null) return 'null';
  if (Array.isArray(x)) return 'array';
  const t = typeof x;
  return t === 'string' || t === 'number' || t === 'boolean' || t === 'object' || t === 'undefined' ? t : 'other';
};

/** Stands for a path that runs through an empty list: there is no item to check. */
export const NO_ITEM = Symbol('no item');

/** The value at `a.b[].c` (`[]` = the first item), or undefined; NO_ITEM when a list on the way is empty. */
export function readPath(answer: unknown, path: string): unknown {
  if (path === '') return answer;
  let at: unknown = answer;
  for (const part of path.split('.')) {
    const [name, ...firsts] = part.split('[]');
    if (name) at = typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[name] : undefined;
    for (let i = 0; i < firsts.length; i += 1) {
      if (Array.isArray(at) && at.length === 0) return NO_ITEM;
      at = Array.isArray(at) ? at[0] : undefined;
    }
  }
  return at;
}

/** The paths whose value is missing or of another type, as `path: expected, got actual`; [] when all fit (items of empty lists are not checked). */
export function readsMismatches(answer: unknown, reads: Reads): string[] {
  return Object.entries(reads).flatMap(([path, type]) => {
    const value = readPath(answer, path);
    if (value === NO_ITEM) return [];
    const got = typeOf(value);
    return got === type ? [] : [`${path || '(value)'}: ${type} expected, got ${got}`];
  });
}
