import { describe, expect, it } from 'vitest';
import { jsonValue } from '../../server/http/json-value.ts';
import { object, optional, recordOf, str, ValidationError } from '../../server/http/validator.ts';

describe('object reads own keys only', () => {
  it('treats a field named like an Object.prototype member as absent when not sent', () => {
    const check = object({ constructor: optional(str()), toString: optional(str()) });
    expect(check({}, '')).toEqual({});
    expect(check(JSON.parse('{"constructor":"x"}'), '')).toEqual({ constructor: 'x' });
  });
});

describe('str', () => {
  it.each(['a\u0000b', 'tab\there', 'line\nbreak', 'del\u007f', '\ud83d', '\ude00x'])('refuses %j', (v) => {
    expect(() => str()(v, 'f')).toThrow(ValidationError);
  });
  it('keeps printable Unicode, surrogate pairs included', () => {
    for (const v of ['Nguyễn', '欢迎', '😀 ok', 'a b']) expect(str()(v, 'f')).toBe(v);
  });
});

describe('recordOf', () => {
  it.each(['__proto__', 'constructor', 'prototype', '', 'k'.repeat(65)])('refuses the key %j', (key) => {
    expect(() => recordOf(str())(JSON.parse(JSON.stringify({ [key]: 'v' })), 'r')).toThrow(ValidationError);
  });
});

describe('jsonValue', () => {
  const check = jsonValue({ maxDepth: 3, maxString: 10 });
  it('accepts plain JSON within the limits and copies it', () => {
    const v = { a: [1, true, null, { b: 'ok' }] };
    expect(check(v, 'v')).toEqual(v);
  });
  it.each([
    ['too deep', { a: { b: { c: { d: 1 } } } }],
    ['a long string', { a: 'x'.repeat(11) }],
    ['NUL', ['\u0000']],
    ['a lone surrogate', ['\ud800']],
    ['a prototype key', JSON.parse('{"__proto__":1}')],
    ['a non-finite number', [Infinity]],
    ['a non-JSON value', [() => 1]],
  ])('refuses %s', (_, v) => {
    expect(() => check(v, 'v')).toThrow(ValidationError);
  });
});
