/** Merchant HTML (announcements, promotions) is cleaned by DOMPurify, which loads with the content, never on first paint. */
import { yieldToMain } from '../lib/yieldToMain';

export type Sanitize = (html: string) => string;

let loading: Promise<Sanitize> | null = null;

/** Tags that could act on the page or send data; DOMPurify already drops scripts, handlers and javascript: URLs. */
const FORBID_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'frame', 'object', 'embed', 'base', 'meta', 'link'];

export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('dompurify').then(({ default: purify }) => {
    // Where DOMPurify cannot work it returns its input unchanged: refuse, so the caller shows text only.
    if (!purify.isSupported) throw new Error('DOMPurify is not supported in this browser');
    // Links leave the site in a new tab without a window reference back to us.
    purify.addHook('afterSanitizeAttributes', (node) => {
      // An image with no address, or a bare relative one, would show as a broken icon in any page: it is left out.
      if (node.tagName === 'IMG' && !/^(https?:\/\/|\/|data:image\/)/i.test(node.getAttribute('src') ?? '')) {
        node.remove();
        return;
      }
      if (node.tagName === 'A' && node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    return (html: string) => purify.sanitize(html, { FORBID_TAGS, FORBID_ATTR: ['style', 'srcset'] });
  })
    // Evaluating DOMPurify is a task's worth of work on a slow phone: the first sanitising and render get their own.
    .then(async (sanitize) => { await yieldToMain(); return sanitize; })
    .catch((err: unknown) => {
    loading = null;
    throw err;
  });
  return loading;
}
