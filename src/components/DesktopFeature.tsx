import { useSyncExternalStore } from 'react';
import { useSnapshot } from '../lib/useSnapshot';
import { state as merchant } from '../state/merchant';
import './desktopFeature.css';

/** Wide enough for the 9:16 column to leave a side area worth filling. */
export const WIDE_QUERY = '(min-aspect-ratio: 9/16) and (min-width: 900px)';

const subscribe = (onChange: () => void): (() => void) => {
  const q = matchMedia(WIDE_QUERY);
  q.addEventListener('change', onChange);
  return () => q.removeEventListener('change', onChange);
};
const isWide = (): boolean => matchMedia(WIDE_QUERY).matches;

/**
 * desktop_app_feature and app_desc (in app_desc_font_color, made readable by theme.ts) in the area beside the
 * column; a non-http(s) image is left out.
 */
export default function DesktopFeature() {
  const { status } = useSnapshot(merchant);
  const wide = useSyncExternalStore(subscribe, isWide, () => false);
  if (!status || !wide) return null;
  const p = status.mobileTemplate.params;
  const image = /^https?:\/\//i.test(p.desktop_app_feature) || p.desktop_app_feature.startsWith('/') ? p.desktop_app_feature : '';
  if (!image && !p.app_desc) return null;
  return (
    <aside className="dside" data-testid="desktop-feature" aria-label={status.merchantName}>
      {image && <img src={image} alt="" decoding="async" />}
      {p.app_desc && <p>{p.app_desc}</p>}
    </aside>
  );
}
