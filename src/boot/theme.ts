import { subscribe } from 'valtio';
import type { StatusInfo } from '../../contract/wps';
import { state as ui } from '../state/ui';
import { loadShellLater } from '../components/loadShellLater';
import { yieldToMain } from '../lib/yieldToMain';

const HEX = /^#(?:[0-9a-f]{3}){1,2}$/i;

/** A #rgb or #rrggbb colour as #rrggbb, else null (a malformed one never reaches the page). */
function hex6(value: unknown): string | null {
  if (typeof value !== 'string' || !HEX.test(value)) return null;
  return (value.length === 4 ? `#${[...value.slice(1)].map((c) => c + c).join('')}` : value).toLowerCase();
}

/** Text on the primary colour: white while it reads at 4.5:1, else near-black (black for the few mid tones), as colour.ts's onColour. */
function onPrimary(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const s = parseInt(hex.slice(i, i + 2), 16) / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const l = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  if (1.05 / (l + 0.05) >= 4.5) return '#ffffff';
  return (l + 0.05) / (0.005605 + 0.05) >= 4.5 ? '#111111' : '#000000';
}

const CORE = { primary: '--c-primary', background: '--c-bg', surface: '--c-surface', text: '--c-text' } as const;

/** Runs fn once the first screen is up (at once when it already is). */
function afterFirstScreen(fn: () => void): void {
  if (ui.firstScreen) return fn();
  const stop = subscribe(ui, () => {
    if (!ui.firstScreen) return;
    stop();
    fn();
  });
}

/**
 * The merchant's colours, title and theme colour (brand.ts links the manifest and icons). The template's four colours
 * and the text on the primary colour apply at once; the derived tokens (muted, links, description, page background)
 * and the brand kept for the next visit follow once the first screen is up, from a chunk of their own (the first
 * screen's byte budget). A returning visitor's static shell already has them all (index.html's inline script).
 */
export function applyTheme(status: StatusInfo, origin = location.origin): Promise<Record<string, string> | null> {
  const root = document.documentElement.style;
  const c = status.mobileTemplate.colors ?? {};
  for (const [name, token] of Object.entries(CORE)) {
    const value = hex6(c[name as keyof typeof CORE]);
    if (value) root.setProperty(token, value);
  }
  const primary = hex6(c.primary);
  if (primary) root.setProperty('--c-on-primary', onPrimary(primary));
  document.title = status.merchantName;
  if (primary) document.querySelector('meta[name="theme-color"]')?.setAttribute('content', primary);
  // Never rejects: a chunk that cannot load leaves the core colours, logged.
  return new Promise((resolve) => afterFirstScreen(() => {
    // In a task of its own: the first screen's mark wakes many waiters at once.
    loadShellLater().then(async (m) => { await yieldToMain(); resolve(m.applyTokens(status, origin)); }, (e: unknown) => {
      console.warn('[theme] derived colours not applied', e);
      resolve(null);
    });
  }));
}
