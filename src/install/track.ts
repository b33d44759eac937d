/**
 * The marketing call site of the install and download features (a2hsInstalled, a2hsFirstOpen,
 * downloadApp). src/marketing's track() is being built alongside; until it is wired here the event
 * goes out as a window event the marketing module can listen for, and a log line.
 */
export type InstallEvent = 'a2hsInstalled' | 'a2hsFirstOpen' | 'downloadApp';

export const TRACK_EVENT = 'tessera:track';

export function track(event: InstallEvent, payload: Record<string, unknown> = {}): void {
  try {
    window.dispatchEvent(new CustomEvent(TRACK_EVENT, { detail: { event, payload } }));
    console.info(`[install] ${event}`);
  } catch (error) {
    console.warn(`[install] ${event} not reported`, error);
  }
}
