import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { Announcement } from '../../contract/wps';
import { useT } from '../i18n';
import { AUTO_PLAY_MS, autoPlayNext, canClose, scrolledToEnd } from './popupRules';
import { RichContent } from './RichContent';
import './announcements.css';

const reducedMotion = (): boolean => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The popup announcement carousel (spec section 2): auto-play with a pause button, a hide-for-today
 * checkbox, and forced-read items that keep it open until they are scrolled to their end.
 */
export default function AnnouncementCarousel({ items, onClose }: { items: Announcement[]; onClose: (hideToday: boolean) => void }) {
  const t = useT();
  const titleId = useId();
  const [index, setIndex] = useState(0);
  const [read, setRead] = useState<ReadonlySet<string>>(new Set());
  const [playing, setPlaying] = useState(() => items.length > 1 && !reducedMotion());
  const [hideToday, setHideToday] = useState(false);
  const body = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const item = items[index] ?? items[0]!;
  const closable = canClose(items, read);
  const mustRead = item.forcedRead && !read.has(item.id);
  const reserveLine = items.length > 1 && items.some((a) => a.forcedRead);

  const checkRead = useCallback(() => {
    const el = body.current;
    if (el && scrolledToEnd(el) && !read.has(item.id)) setRead((r) => new Set([...r, item.id]));
  }, [item.id, read]);

  // Content arrives late (sanitiser, images), so the check runs again whenever the body changes.
  // Layout is read only in animation frames, where the browser lays out anyway: a read here (or in a
  // mutation callback) forced a layout of the whole page inside React's effect task.
  const shownIndex = useRef(index);
  useEffect(() => {
    const el = body.current;
    if (!el) return;
    if (shownIndex.current !== index) el.scrollTop = 0;
    shownIndex.current = index;
    let raf = requestAnimationFrame(checkRead);
    const mo = new MutationObserver(() => { cancelAnimationFrame(raf); raf = requestAnimationFrame(checkRead); });
    mo.observe(el, { childList: true, subtree: true });
    return () => { cancelAnimationFrame(raf); mo.disconnect(); };
  }, [index, checkRead]);

  // Before the first paint of each slide: content that fits is read at once, so its read-to-close line never flashes
  // (shown for a frame, the line changed the dialog's size: a layout shift). The dialog is laid out for that paint anyway.
  useLayoutEffect(() => { checkRead(); }, [checkRead]);

  // The dialog is fixed in place: focusing it needs no scroll, and so no layout.
  useEffect(() => { dialog.current?.focus({ preventScroll: true }); }, []);

  useEffect(() => {
    if (!playing) return;
    const id = setTimeout(() => {
      const next = autoPlayNext(index, items, read);
      if (next !== null) setIndex(next);
    }, AUTO_PLAY_MS);
    return () => clearTimeout(id);
  }, [playing, index, items, read]);

  const go = (i: number): void => {
    setPlaying(false);
    setIndex((i + items.length) % items.length);
  };
  const close = (): void => { if (closable) onClose(hideToday); };

  return (
    <div className="backdrop">
      <div ref={dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} className={items.length > 1 ? 'dialog ann ann-multi' : 'dialog ann'} tabIndex={-1}
        data-testid="announcements" data-index={index} data-closable={closable ? '1' : '0'}
        onKeyDown={(e) => { if (e.key === 'Escape') close(); }}>
        <h2 id={titleId}>{item.title}</h2>
        <div ref={body} className="ann-body" tabIndex={0} onScroll={checkRead} data-testid="announcement-body" data-id={item.id}>
          <RichContent key={item.id} content={item.content} contentType={item.contentType} />
        </div>
        {/* In a carousel the line keeps its place once read (hidden, not removed), so the controls under it stay put. */}
        {(mustRead || reserveLine) && (
          <p className="muted" role="status" style={mustRead ? undefined : { visibility: 'hidden' }}>{t('announcement_read_to_close')}</p>
        )}
        {items.length > 1 && (
          <div className="ann-nav">
            <button type="button" className="btn" onClick={() => go(index - 1)}>{t('announcement_previous')}</button>
            <span aria-live="polite">{t('announcement_position', { n: index + 1, total: items.length })}</span>
            <button type="button" className="btn" onClick={() => go(index + 1)}>{t('announcement_next')}</button>
            <button type="button" className="btn" aria-pressed={!playing} onClick={() => setPlaying((p) => !p)}>
              {playing ? t('announcement_pause') : t('announcement_play')}
            </button>
          </div>
        )}
        <label className="ann-hide">
          <input type="checkbox" checked={hideToday} onChange={(e) => setHideToday(e.target.checked)} /> {t('announcement_hide_today')}
        </label>
        <button type="button" className="btn" disabled={!closable} onClick={close}>{t('close')}</button>
      </div>
    </div>
  );
}
