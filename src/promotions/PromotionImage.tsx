import { useState } from 'react';
import { Gift } from 'lucide-react';

/** The promotion's banner at its 3:1 box (no layout shift); a missing or broken image leaves a branded placeholder. */
export function PromotionImage({ src, eager = false }: { src: string; eager?: boolean }) {
  const [broken, setBroken] = useState(false);
  return (
    <div className="promo-media">
      {src && !broken
        ? <img src={src} alt="" width={750} height={250} loading={eager ? 'eager' : 'lazy'} decoding="async" onError={() => {
          console.warn('promotions: image did not load');
          setBroken(true);
        }} />
        : <Gift aria-hidden="true" size={40} />}
    </div>
  );
}
