import { describe, expect, it } from 'vitest';
import { maxAppWidth } from '../../../src/lib/layout.ts';

describe('maxAppWidth', () => {
  it.each([
    [1920, 1080, 608], // desktop: 1080 * 9 / 16 = 607.5, rounded
    [1280, 800, 450],
    [390, 844, 390], // phone portrait: full width
    [475, 844, 475], // exactly at 9/16 (474.75 rounds to 475)
    [476, 844, 475],
    [800, 0, 800], // degenerate height: uncapped
    [800, Number.NaN, 800],
  ])('%i x %i -> %i', (w, h, out) => {
    expect(maxAppWidth(w, h)).toBe(out);
  });
});
