/**
 * Search-engine indexing (spec section 2): only the listed public paths, with at most two slashes,
 * on localhost or a host beginning with www, are indexable; every other page gets noindex.
 */
import { isIndexable } from '../../contract/routes.ts';

/**
 * Keeps the document's robots meta in step with the rule: one `<meta name="robots" content="noindex">`
 * when not indexable, none when indexable (absence means index,follow).
 */
export function applyRobots(doc: Document, pathname: string, host: string): void {
  const metas = Array.from(doc.querySelectorAll('meta[name]')).filter(
    (m) => (m.getAttribute('name') ?? '').toLowerCase() === 'robots',
  );
  if (isIndexable(pathname, host)) {
    for (const m of metas) m.remove();
    return;
  }
  const [first, ...extra] = metas;
  for (const m of extra) m.remove();
  const meta = first ?? doc.createElement('meta');
  meta.setAttribute('name', 'robots');
  meta.setAttribute('content', 'noindex');
  if (!first) (doc.head ?? doc.documentElement).appendChild(meta);
}
