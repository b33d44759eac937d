/**
 * Layout width (spec section 2): on desktop or wide screens the app is capped at 9/16 of the
 * viewport height, so it keeps a phone's proportions; narrow screens use their full width.
 */

export const APP_ASPECT = 9 / 16;

/** Width in CSS pixels for the app column; a degenerate height leaves the width uncapped. */
export function maxAppWidth(viewportW: number, viewportH: number): number {
  if (!Number.isFinite(viewportH) || viewportH <= 0) return viewportW;
  return Math.min(viewportW, Math.round(viewportH * APP_ASPECT));
}
