import { CODES } from '../../contract/codes.ts';
import { HttpError } from './reply.ts';

/** A check returns the typed value or throws naming the field; unknown object keys are dropped. */
export type Check<T> = (value: unknown, field: string) => T;

export class ValidationError extends Error {
  constructor(readonly field: string, reason: string) {
    super(`${field} ${reason}`);
  }
}

const typeName = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

export interface StrOptions { min?: number; max?: number; pattern?: RegExp }

export const str = (o: StrOptions = {}): Check<string> => (v, f) => {
  if (typeof v !== 'string') throw new ValidationError(f, `must be a string, got ${typeName(v)}`);
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

export const arrayOf = <T>(check: Check<T>, max = 100): Check<T[]> => (v, f) => {
  if (!Array.isArray(v)) throw new ValidationError(f, `must be an array, got ${typeName(v)}`);
  if (v.length > max) throw new ValidationError(f, `must have at most ${max} items`);
  return v.map((item, i) => check(item, `${f}[${i}]`));
};

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export const recordOf = <T>(check: Check<T>, maxKeys = 100): Check<Record<string, T>> => (v, f) => {
  if (!isPlainObject(v)) throw new ValidationError(f, `must be an object, got ${typeName(v)}`);
  const entries = Object.entries(v);
  if (entries.length > maxKeys) throw new ValidationError(f, `must have at most ${maxKeys} keys`);
  return Object.fromEntries(entries.map(([k, item]) => [k, check(item, `${f}.${k}`)]));
};

/** Any JSON value: for free-form payload fields whose shape the server does not read. */
export const anyJson: Check<unknown> = (v) => v;

type Shape = Record<string, Check<unknown>>;
export type Infer<S extends Shape> = { [K in keyof S]: ReturnType<S[K]> };

export const object = <S extends Shape>(shape: S): Check<Infer<S>> => (v, f) => {
  if (!isPlainObject(v)) throw new ValidationError(f || 'body', `must be an object, got ${typeName(v)}`);
  const out: Record<string, unknown> = {};
  for (const [key, check] of Object.entries(shape)) {
    const value = check(v[key], f ? `${f}.${key}` : key);
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
