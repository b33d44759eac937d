/**
 * Provider display names for game tiles (the lane's gameClassify, the category's vendor list): internal codes
 * such as SBO_SPORTS or TCG_LOTTO_VN never reach the player, so a tile shows a provider's name or nothing.
 */

/** An internal code: upper-case words joined by underscores. */
export const INTERNAL_CODE = /\b[A-Z0-9]+_[A-Z0-9_]+\b/;

export function isInternalCode(text: string): boolean {
  return INTERNAL_CODE.test(text);
}

export interface NamedVendor { vendor: string; name: string }

/** Vendor code to display name; blank names and names that are codes themselves are left out. */
export function providerNames(...sources: readonly (readonly NamedVendor[])[]): ReadonlyMap<string, string> {
  const names = new Map<string, string>();
  for (const list of sources) {
    for (const v of list) {
      const name = typeof v.name === 'string' ? v.name.trim() : '';
      if (name !== '' && !isInternalCode(name) && !names.has(v.vendor)) names.set(v.vendor, name);
    }
  }
  return names;
}

/** The title a game viewer shows: the display name, never a code (empty when only a code is known). */
export function gameTitle(displayName: string | undefined, code: string): string {
  const name = displayName?.trim() ?? '';
  return name !== '' && name !== code && !isInternalCode(name) ? name : '';
}
