/**
 * Lite mode for weak networks (issue 5, section 5): Save-Data on, or a 2G connection. The lobby then
 * draws game cards without artwork, shows one banner per group and prefetches nothing.
 */
export interface ConnectionLike { saveData?: boolean; effectiveType?: string }

export function isLite(c: ConnectionLike | null | undefined): boolean {
  if (!c) return false;
  return c.saveData === true || c.effectiveType === '2g' || c.effectiveType === 'slow-2g';
}

/** The browser's answer now (Network Information API; browsers without it are never lite). */
export function liteMode(): boolean {
  const nav = typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { connection?: ConnectionLike });
  return isLite(nav?.connection);
}
