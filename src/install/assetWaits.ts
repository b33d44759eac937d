/**
 * The install waits of spec section 9: the merchant's web manifest (default 10000 ms) before the browser's
 * install prompt is awaited (Chromium fires it only once a valid manifest is in), and the apple touch icon
 * (5000 ms) before the iOS add-to-home-screen guide (the web clip takes its icon from it).
 * Both resolve false on time-out or failure; the flow then goes on without them.
 */
import { APPLE_ICON_WAIT_MS, MANIFEST_WAIT_MS } from '../../contract/constants';

export type Sleep = (ms: number) => Promise<void>;
const sleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The first of a promise and a time-out; false when the time-out wins. */
export async function within(task: Promise<boolean>, ms: number, wait: Sleep = sleep): Promise<boolean> {
  return Promise.race([task.catch(() => false), wait(ms).then(() => false)]);
}

const hrefOf = (doc: Pick<Document, 'head'>, rel: string): string | null =>
  doc.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`)?.href || null;

/** The manifest the page links (brand.ts sets the merchant's), fetched and checked to be a manifest with a name and icons. */
export async function manifestReady(doc: Pick<Document, 'head'>, fetchFn: typeof fetch = fetch): Promise<boolean> {
  const href = hrefOf(doc, 'manifest');
  if (!href) return false;
  const res = await fetchFn(href, { credentials: 'same-origin' });
  if (!res.ok) return false;
  const m = (await res.json()) as { name?: unknown; icons?: unknown } | null;
  return typeof m?.name === 'string' && Array.isArray(m.icons) && m.icons.length > 0;
}

/** The apple touch icon the page links, loaded as an image. */
export function appleIconReady(doc: Pick<Document, 'head'>, makeImage: () => HTMLImageElement = () => new Image()): Promise<boolean> {
  const href = hrefOf(doc, 'apple-touch-icon');
  if (!href) return Promise.resolve(false);
  return new Promise((resolve) => {
    const img = makeImage();
    img.onload = () => resolve(true);
    img.onerror = () => resolve(false);
    img.src = href;
  });
}

export function waitForManifest(doc: Pick<Document, 'head'> = document, fetchFn?: typeof fetch, wait?: Sleep, ms = MANIFEST_WAIT_MS): Promise<boolean> {
  return within(manifestReady(doc, fetchFn), ms, wait);
}

export function waitForAppleIcon(doc: Pick<Document, 'head'> = document, wait?: Sleep, ms = APPLE_ICON_WAIT_MS): Promise<boolean> {
  return within(appleIconReady(doc), ms, wait);
}
