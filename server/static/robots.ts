const ROBOTS_PLACEHOLDER = '<!--robots-->';
export const NOINDEX_META = '<meta name="robots" content="noindex">';

/** Fills the placeholder (or, without one, the end of head) with the noindex meta when needed. */
export function injectRobots(html: string, indexable: boolean): string {
  const tag = indexable ? '' : NOINDEX_META;
  if (html.includes(ROBOTS_PLACEHOLDER)) return html.replace(ROBOTS_PLACEHOLDER, tag);
  if (indexable) return html;
  return html.includes('</head>') ? html.replace('</head>', `${tag}</head>`) : `${tag}${html}`;
}
