import { useEffect, useState } from 'react';
import { useT } from '../i18n';
import { loadSanitizer, readySanitizer } from './sanitize';

/**
 * Merchant content: HTML only after DOMPurify has cleaned it, plain text always as text (its tags
 * show as written). If the sanitiser cannot load, the HTML's words are shown instead, never raw HTML.
 */
export function RichContent({ content, contentType, className }: { content: string; contentType: 'html' | 'text'; className?: string }) {
  const t = useT();
  // Cleaned in the first render when the sanitiser is in: a loading line first changed the box's size (a layout shift).
  // Kept with the content it cleaned, so each content is cleaned once and a stale cleaning is never shown.
  const [cleaned, setCleaned] = useState<{ of: string; html: string } | null>(() => {
    const now = contentType === 'html' ? readySanitizer() : null;
    return now ? { of: content, html: now(content) } : null;
  });
  const [fallback, setFallback] = useState(false);
  const html = cleaned?.of === content ? cleaned.html : null;
  useEffect(() => {
    if (contentType !== 'html' || html !== null) return;
    let live = true;
    loadSanitizer().then((clean) => { if (live) setCleaned({ of: content, html: clean(content) }); }, (err: unknown) => {
      console.error('content: sanitiser not loaded, showing text only', err);
      if (live) setFallback(true);
    });
    return () => { live = false; };
  }, [content, contentType, html]);
  // The merchant writes in its own language, which may run the other way from the page's.
  if (contentType !== 'html') return <div className={className} dir="auto" data-content="text" style={{ whiteSpace: 'pre-line' }}>{content}</div>;
  if (fallback) return <div className={className} dir="auto" data-content="text">{new DOMParser().parseFromString(content, 'text/html').body.textContent}</div>;
  if (html === null) return <p className={className} role="status">{t('loading')}</p>;
  return <div className={className} dir="auto" data-content="html" dangerouslySetInnerHTML={{ __html: html }} />;
}
