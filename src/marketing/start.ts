/** Marketing at boot: ad ids and cookies, outbox replay triggers, download clicks and the open-time events. */
import { landingFlags } from '../lib/tracking';
import { localStore, sessionStore } from '../lib/memoryStorage';
import { captureLandingAdIds } from './collect.ts';
import { watchDepositArrivals } from './depositWatch.ts';
import { watchDownloads } from './downloads.ts';
import { trackOpen } from './onceRules.ts';
import { wireFlushTriggers } from './outboxWriter.ts';
import { track } from './track.ts';

/** A home-screen web clip or installed PWA, or a launch the native shell marks with homescreen. */
export function isHomeScreenOpen(): boolean {
  const standalone = ['standalone', 'fullscreen', 'minimal-ui'].some((m) => matchMedia?.(`(display-mode: ${m})`).matches);
  const iosClip = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || iosClip || landingFlags(location.search).homescreen;
}

let started = false;

/** Call once after the status check (the merchant's pixels are known then). Never throws. */
export async function startMarketing(): Promise<void> {
  if (started) return;
  started = true;
  try {
    captureLandingAdIds();
    wireFlushTriggers();
    watchDownloads(document, () => { void track('downloadApp'); });
    watchDepositArrivals(track);
    await trackOpen({ local: localStore(), session: sessionStore(), track, homeScreen: isHomeScreenOpen() });
  } catch (error) {
    console.error('[marketing] start failed', error);
  }
}
