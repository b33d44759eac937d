import { useState } from 'react';
import { useSnapshot } from '../../lib/useSnapshot';
import { state as merchant } from '../../state/merchant';
import { nextImageUrl } from '../../lobby/imageFallback';
import { safeHttpUrl } from '../../lobby/safeUrl';

export interface CdnImageProps {
  src: string;
  /** Intrinsic size: the browser reserves the box before the image arrives, so nothing shifts. */
  width: number;
  height: number;
  alt?: string;
  /** Shown (first letters) when every CDN failed. */
  label: string;
  eager?: boolean;
}

/** A lazy image still loading this long after its box appeared fades in once loaded; one in by then just appears. */
export const IMAGE_FADE_AFTER_MS = 1000;

const initials = (s: string): string => s.split(/\s+/).filter(Boolean).slice(0, 2).map((w) => [...w][0] ?? '').join('').toUpperCase();

/**
 * A lazy image still loading IMAGE_FADE_AFTER_MS after its box appeared is hidden (the reserved box shows) and fades in
 * once loaded; one at hand by then just appears, with no style change at all. A fade is a run of frames and holds back
 * the page's last paint, so it is kept for the image the player has been waiting for. A load before the listener is on
 * is still seen: the timer finds the image complete.
 */
function fadeIfLate(img: HTMLImageElement): () => void {
  const timer = setTimeout(() => { if (!img.complete) img.dataset.wait = ''; }, IMAGE_FADE_AFTER_MS);
  const loaded = (): void => {
    clearTimeout(timer);
    if (img.dataset.wait !== undefined) img.dataset.in = '';
  };
  img.addEventListener('load', loaded);
  return () => { clearTimeout(timer); img.removeEventListener('load', loaded); };
}

/**
 * A lazy, sized image from the merchant's image CDNs: a failed CDN hands over to the next, then a letter tile
 * (only then: while loading, the reserved box shows). A lazy image the player waited for fades in; eager ones paint at
 * once (the largest paint).
 */
export function CdnImage({ src, width, height, alt = '', label, eager = false }: CdnImageProps) {
  const { status } = useSnapshot(merchant);
  const [current, setCurrent] = useState<string | null>(() => safeHttpUrl(src));
  if (current === null) {
    return <span className="img-fallback" style={{ aspectRatio: `${width}/${height}` }} role={alt ? 'img' : undefined} aria-label={alt || undefined} aria-hidden={alt ? undefined : true}>{initials(label)}</span>;
  }
  const onError = (): void => {
    const next = nextImageUrl(current, status?.imageCDNs ?? []);
    console.warn(`[image] ${current} failed${next ? '; trying the next CDN' : ''}`);
    setCurrent(next);
  };
  return (
    <img src={current} alt={alt} width={width} height={height} onError={onError} decoding="async"
      loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : 'auto'}
      className={eager ? undefined : 'fade'} ref={eager ? undefined : fadeIfLate} />
  );
}
