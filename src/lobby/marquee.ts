import { MARQUEE_SPEED } from '../../contract/constants.ts';

/**
 * Seconds one pass of the marquee takes: the text travels its own width plus the box's at
 * `speed` pixels per second (spec section 9: default 60).
 */
export function marqueeDurationS(contentPx: number, boxPx: number, speed: number = MARQUEE_SPEED): number {
  const s = Number.isFinite(speed) && speed > 0 ? speed : MARQUEE_SPEED;
  const distance = Math.max(0, contentPx) + Math.max(0, boxPx);
  return Math.max(1, distance / s);
}
