import { describe, expect, it } from 'vitest';
import { fnv1a } from '../../../contract/fnv1a.ts';

describe('fnv1a', () => {
  it('matches the published 32-bit FNV-1a vectors', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(fnv1a('foobar')).toBe(0xbf9cf968);
  });

  it('is unsigned and tells near-identical strings apart', () => {
    expect(fnv1a('token-1')).toBeGreaterThanOrEqual(0);
    expect(fnv1a('token-1')).not.toBe(fnv1a('token-2'));
  });
});
