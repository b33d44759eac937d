import { LOBBY_PATHS, stripBase } from '../../contract/routes';

/**
 * index.html's static shell as the page received it (the last visit's brand filled in by its inline script), taken
 * before React's first render replaces it. The first load keeps the static shell itself until boot ends (App.tsx);
 * a status loaded again later (from the network error screen) shows these same boxes, so nothing shifts.
 */
const STATIC_SHELL = typeof document === 'undefined' ? '' : document.getElementById('root')?.innerHTML ?? '';

/** The shell's page part when the visit opened on the lobby: its first image (server/static/page-shell.ts) and skeleton. */
const LOBBY_SHELL = typeof document === 'undefined' || !LOBBY_PATHS.includes(stripBase(location.pathname) ?? '')
  ? '' : document.querySelector('#root > main')?.innerHTML ?? '';
let lobbyShown = false;

export function ShellSkeleton() {
  // display:contents: the wrapper adds no box, so the header stays sticky and the layout is the static one.
  return <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: STATIC_SHELL }} />;
}

/**
 * What the lobby shows while its answer is on the way, the first time only: the static shell's own page part, so its
 * first image stays on screen from the first paint until the lobby's own takes its place (empty on any later visit).
 */
export function lobbyShellHtml(): string {
  return lobbyShown ? '' : LOBBY_SHELL;
}

/** The lobby has shown its answer: a later mount waits with an empty page, never with the first visit's shell. */
export function markLobbyShown(): void {
  lobbyShown = true;
}
