import type { Announcement } from '../../contract/wps';
import { safeGetJSON, safeSetJSON } from '../lib/storage';

/** Hide-for-today, per merchant: { merchantCode: 'YYYY-MM-DD' } in local storage. */
export const HIDE_KEY = 'MC_ANNOUNCEMENT_HIDDEN';
/** Session flag per merchant: the popup showed in this tab, so a login, a logout or a reload does not bring it back. */
export const SEEN_KEY = 'MC_ANNOUNCEMENT_SEEN';
/** Auto-play step; reduced motion or any touch of the controls stops it. */
export const AUTO_PLAY_MS = 5000;
/** The home paths (under /m) where the popup carousel shows, once per page load. */
export const POPUP_PATHS: readonly string[] = ['/', '/home', '/index', '/index.html'];
const MAX_ITEMS = 20;
const MAX_CONTENT = 50_000;

/** The player's local calendar day, so "today" ends at their midnight. */
export function localDay(d: Date): string {
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

const isDays = (x: unknown): x is Record<string, string> =>
  typeof x === 'object' && x !== null && !Array.isArray(x) && Object.values(x).every((v) => typeof v === 'string');

export function hiddenToday(storage: Storage, merchant: string, now: Date): boolean {
  return safeGetJSON(storage, HIDE_KEY, isDays)?.[merchant] === localDay(now);
}

/** Other merchants' days stay; only today's entries are kept, so the record never grows. */
export function hideForToday(storage: Storage, merchant: string, now: Date): void {
  const today = localDay(now);
  const kept = Object.fromEntries(Object.entries(safeGetJSON(storage, HIDE_KEY, isDays) ?? {}).filter(([, day]) => day === today));
  safeSetJSON(storage, HIDE_KEY, { ...kept, [merchant]: today });
}

const isCodes = (x: unknown): x is string[] => Array.isArray(x) && x.every((v) => typeof v === 'string');

export const seenThisSession = (session: Storage, merchant: string): boolean =>
  (safeGetJSON(session, SEEN_KEY, isCodes) ?? []).includes(merchant);

export function markSeen(session: Storage, merchant: string): void {
  const codes = safeGetJSON(session, SEEN_KEY, isCodes) ?? [];
  if (!codes.includes(merchant)) safeSetJSON(session, SEEN_KEY, [...codes, merchant]);
}

/** A carousel with a forced-read item is the mandatory notice; any other is the welcome popup. */
export const promptKind = (items: readonly Announcement[]): 'forced-read' | 'welcome' =>
  items.some((a) => a.forcedRead) ? 'forced-read' : 'welcome';

/** Malformed items are dropped (logged) so one bad announcement never blanks the carousel. */
export function cleanAnnouncements(value: unknown): Announcement[] {
  if (!Array.isArray(value)) return [];
  const ok = value.filter((a): a is Announcement => typeof a === 'object' && a !== null
    && typeof a.id === 'string' && typeof a.title === 'string' && typeof a.content === 'string' && a.content.length <= MAX_CONTENT
    && (a.contentType === 'html' || a.contentType === 'text'))
    .map((a) => ({ ...a, forcedRead: a.forcedRead === true }));
  if (ok.length !== value.length) console.warn(`announcements: ${value.length - ok.length} malformed item(s) dropped`);
  return ok.slice(0, MAX_ITEMS);
}

/** The carousel closes only when every forced-read announcement has been read. */
export function canClose(items: readonly Announcement[], read: ReadonlySet<string>): boolean {
  return items.every((a) => !a.forcedRead || read.has(a.id));
}

/** Auto-play's next slide, or null to stay: it never moves past an unread forced-read slide. */
export function autoPlayNext(index: number, items: readonly Announcement[], read: ReadonlySet<string>): number | null {
  const current = items[index];
  if (items.length < 2 || !current || (current.forcedRead && !read.has(current.id))) return null;
  return (index + 1) % items.length;
}

/** Read means scrolled to the end; content that fits without scrolling is read on sight. */
export function scrolledToEnd(el: { scrollTop: number; clientHeight: number; scrollHeight: number }): boolean {
  return el.scrollTop + el.clientHeight >= el.scrollHeight - 2;
}
