import { CODES } from '../../contract/serverCodes.ts';
import { HttpError } from './reply.ts';

/** A check returns the typed value or throws naming the field; unknown object keys are dropped. */
export type Check<T> = (value: unknown, field: string) => T;

export class ValidationError extends Error {
  constructor(readonly field: string, reason: string) {
    super(`${field} ${reason}`);
  }
}

export const typeName = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

export interface StrOptions { min?: number; max?: number; pattern?: RegExp }

/** C0 controls and DEL: no field of the API carries them, and PostgreSQL text refuses NUL. */
const CONTROL = /[\u0000-\u001f\u007f]/;
/** A lone UTF-16 surrogate cannot be stored as UTF-8 (jsonb refuses its escape). */
export const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const str = (o: StrOptions = {}): Check<string> => (v, f) => {
  if (typeof v !== 'string') throw new ValidationError(f, `must be a string, got ${typeName(v)}`);
  if (CONTROL.test(v)) throw new ValidationError(f, 'must not contain control characters');
  if (LONE_SURROGATE.test(v)) throw new ValidationError(f, 'must be well-formed Unicode');
  if (o.min !== undefined && v.length < o.min) throw new ValidationError(f, `must have at least ${o.min} characters`);
  if (o.max !== undefined && v.length > o.max) throw new ValidationError(f, `must have at most ${o.max} characters`);
  if (o.pattern && !o.pattern.test(v)) throw new ValidationError(f, 'has an invalid format');
  return v;
};

export const bool: Check<boolean> = (v, f) => {
  if (typeof v !== 'boolean') throw new ValidationError(f, `must be a boolean, got ${typeName(v)}`);
  return v;
};

export const oneOf = <T extends string>(values: readonly T[]): Check<T> => (v, f) => {
  if (typeof v !== 'string' || !(values as readonly string[]).includes(v)) {
    throw new ValidationError(f, `must be one of ${values.join(', ')}`);
  }
  return v as T;
};

/** Missing and null both read as "not given". */
export const optional = <T>(check: Check<T>): Check<T | undefined> => (v, f) =>
  (v === undefined || v === null ? undefined : check(v, f));

/** An optional string of at most max characters: most query parameters and optional body fields. */
export const optStr = (max: number): Check<string | undefined> => optional(str({ max }));

export const arrayOf = <T>(check: Check<T>, max = 100): Check<T[]> => (v, f) => {
  if (!Array.isArray(v)) throw new ValidationError(f, `must be an array, got ${typeName(v)}`);
  if (v.length > max) throw new ValidationError(f, `must have at most ${max} items`);
  return v.map((item, i) => check(item, `${f}[${i}]`));
};

export const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Keys that would reach an object's prototype if the record were ever merged with Object.assign. */
const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** A free-form key: non-empty, printable, at most 64 characters, not a prototype key. */
export function checkKey(key: string, f: string): void {
  if (RESERVED_KEYS.has(key)) throw new ValidationError(f, `must not use the key '${key}'`);
  if (key.length === 0 || key.length > 64 || CONTROL.test(key) || LONE_SURROGATE.test(key)) {
    throw new ValidationError(f, 'has an invalid key');
  }
}

export const recordOf = <T>(check: Check<T>, maxKeys = 100): Check<Record<string, T>> => (v, f) => {
  if (!isPlainObject(v)) throw new ValidationError(f, `must be an object, got ${typeName(v)}`);
  const entries = Object.entries(v);
  if (entries.length > maxKeys) throw new ValidationError(f, `must have at most ${maxKeys} keys`);
  for (const [k] of entries) checkKey(k, f);
  return Object.fromEntries(entries.map(([k, item]) => [k, check(item, `${f}.${k}`)]));
};

type Shape = Record<string, Check<unknown>>;
export type Infer<S extends Shape> = { [K in keyof S]: ReturnType<S[K]> };

export const object = <S extends Shape>(shape: S): Check<Infer<S>> => (v, f) => {
  if (!isPlainObject(v)) throw new ValidationError(f || 'body', `must be an object, got ${typeName(v)}`);
  const out: Record<string, unknown> = {};
  for (const [key, check] of Object.entries(shape)) {
    // Own keys only: an absent 'constructor' must not read Object.prototype.constructor.
    const value = check(Object.hasOwn(v, key) ? v[key] : undefined, f ? `${f}.${key}` : key);
    if (value !== undefined) out[key] = value;
  }
  return out as Infer<S>;
};

/** Runs a check at the edge: a failure becomes 400 request.invalid naming the field. */
export function validate<T>(check: Check<T>, value: unknown, root = ''): T {
  try {
    return check(value, root);
  } catch (err) {
    if (err instanceof ValidationError) throw new HttpError(400, CODES.badRequest, err.message.trim());
    throw err;
  }
}
