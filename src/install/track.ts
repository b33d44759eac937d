/** The install and download features' marketing events (a2hsInstalled, downloadApp), sent through the outbox. */
import { track as report } from '../marketing';

export type InstallEvent = 'a2hsInstalled' | 'downloadApp';

export function track(event: InstallEvent): void {
  void report(event).catch((error: unknown) => console.warn(`[install] ${event} not reported`, error));
}
