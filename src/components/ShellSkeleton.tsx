/**
 * index.html's static shell as the page received it (the last visit's brand filled in by its inline script), taken
 * before React's first render replaces it: the loading state shows the very same boxes, so nothing shifts.
 */
const STATIC_SHELL = typeof document === 'undefined' ? '' : document.getElementById('root')?.innerHTML ?? '';

export function ShellSkeleton() {
  // display:contents: the wrapper adds no box, so the header stays sticky and the layout is the static one.
  return <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: STATIC_SHELL }} />;
}
