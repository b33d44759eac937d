/** downloadApp (spec section 4): clicks on links to .ipa, .apk or .mobileconfig files, through one delegated listener. */
import { APP_FILE_EXTENSIONS } from '../../contract/marketing.ts';

/** True when the link's path (not its query or hash) ends with an app file extension. */
export function isAppDownload(href: string, base: string): boolean {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return false;
  }
  const path = url.pathname.toLowerCase();
  return (url.protocol === 'https:' || url.protocol === 'http:') && APP_FILE_EXTENSIONS.some((ext) => path.endsWith(ext));
}

/** The download URL of a click, or null when the click is not on an app download link. */
export function downloadOf(event: Event, base: string): string | null {
  const target = event.target;
  if (!(target instanceof Element)) return null;
  const link = target.closest('a[href]');
  const href = link?.getAttribute('href');
  return href && isAppDownload(href, base) ? new URL(href, base).href : null;
}

/** Captures in the capture phase, so a handler that stops propagation cannot hide the click. */
export function watchDownloads(doc: Document, onDownload: (url: string) => void): () => void {
  const listener = (event: Event): void => {
    const url = downloadOf(event, doc.baseURI);
    if (url) onDownload(url);
  };
  doc.addEventListener('click', listener, true);
  return () => doc.removeEventListener('click', listener, true);
}
