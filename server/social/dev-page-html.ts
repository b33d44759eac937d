import type { DevProviderUser } from '../merchants/merchant-config.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);

/**
 * The local sign-in page: one form per seeded provider user, each posting the hidden fields back to the
 * same path with an "Allow" button. Plain HTML, no script, so it works in any test browser.
 */
export function devSignInPage(title: string, users: readonly DevProviderUser[], hidden: Record<string, string>): string {
  const fields = Object.entries(hidden).map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`).join('');
  const items = users.map((u) => `<li><form method="post">${fields}<input type="hidden" name="user" value="${escapeHtml(u.id)}">`
    + `<span>${escapeHtml(u.name)}</span> <small>${escapeHtml(u.id)}</small> <button type="submit">Allow</button></form></li>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">`
    + `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>`
    + `<body><h1>${escapeHtml(title)}</h1><p>Local development sign-in: choose who you are.</p><ul>${items}</ul></body></html>`;
}
