import { useState, type SyntheticEvent } from 'react';
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

const initials = (s: string): string => s.split(/\s+/).filter(Boolean).slice(0, 2).map((w) => [...w][0] ?? '').join('').toUpperCase();

/** A lazy image fades in once loaded (React listens before the source is set, so a cached image is seen too). */
const reveal = (e: SyntheticEvent<HTMLImageElement>): void => { e.currentTarget.dataset.in = ''; };

/**
 * A lazy, sized image from the merchant's image CDNs: a failed CDN hands over to the next, then a letter tile
 * (only then: while loading, the reserved box shows). Lazy images fade in; eager ones paint at once (the largest paint).
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
      className={eager ? undefined : 'fade'} onLoad={eager ? undefined : reveal} />
  );
}
