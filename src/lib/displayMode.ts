/** The page runs in an app window (an installed PWA): display mode standalone, fullscreen or minimal-ui. */
export function standaloneDisplayMode(): boolean {
  try {
    return ['standalone', 'fullscreen', 'minimal-ui'].some((m) => matchMedia(`(display-mode: ${m})`).matches);
  } catch {
    return false;
  }
}
