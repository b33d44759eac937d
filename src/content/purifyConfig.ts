/** DOMPurify set up for merchant HTML; it loads with the content (sanitize.ts), never in the first screen's bytes. */
import purify from 'dompurify';
import type { Sanitize } from './sanitize';

/** Tags that could act on the page or send data; DOMPurify already drops scripts, handlers and javascript: URLs. */
const FORBID_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'frame', 'object', 'embed', 'base', 'meta', 'link'];

export function createSanitizer(): Sanitize {
  // Where DOMPurify cannot work it returns its input unchanged: refuse, so the caller shows text only.
  if (!purify.isSupported) throw new Error('DOMPurify is not supported in this browser');
  purify.addHook('afterSanitizeAttributes', (node) => {
    // An image with no address, or a bare relative one, would show as a broken icon in any page: it is left out.
    if (node.tagName === 'IMG' && !/^(https?:\/\/|\/|data:image\/)/i.test(node.getAttribute('src') ?? '')) {
      node.remove();
      return;
    }
    // Links leave the site in a new tab without a window reference back to us.
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return (html: string) => purify.sanitize(html, { FORBID_TAGS, FORBID_ATTR: ['style', 'srcset'] });
}
