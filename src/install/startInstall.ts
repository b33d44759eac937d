/** Add-to-home-screen at start (spec sections 2, 4 and 9): delay, prompt polling, modal, outcomes. */
import { A2HS_DELAY_MS } from '../../contract/constants';
import { A2HS_CLOSE_EVENT } from '../../contract/install';
import type { StatusInfo } from '../../contract/wps';
import { localStore, sessionStore } from '../lib/memoryStorage';
import { showToast } from '../state/ui';
import { capturedPrompt, onAppInstalled, takePrompt } from './capture';
import { waitForAppleIcon, waitForManifest } from './assetWaits';
import { browserContext } from './context';
import { isInstalled, markInstalled, recordDeclined, saveWebclip, storedWebclip, wasDeclined } from './memory';
import { waitForPrompt } from './prompt';
import { a2hsMode, isStartPath, mayGetPrompt, webclipFlag } from './rules';
import { sendStoreData } from './sendStoreData';
import { closeA2hs, openA2hs, state } from './store';
import { track } from './track';
import { endTurn, waitTurn } from '../prompts/promptLine';

/** Long enough to read while the browser installs. */
const INSTALLING_TOAST_MS = 4000;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

let wired = false;

/** Once per page: the installed event, closeA2HS, WEBCLIP, STORE_DATA (marketing fires a2hsFirstOpen itself). */
function wireOnce(status: StatusInfo, standalone: boolean): void {
  if (wired) return;
  wired = true;
  onAppInstalled(() => {
    markInstalled(localStore());
    closeA2hs();
    track('a2hsInstalled');
  });
  window.addEventListener(A2HS_CLOSE_EVENT, () => closeA2hs());
  saveWebclip(localStore(), webclipFlag(location.search, standalone, storedWebclip(localStore())));
  void sendStoreData(status);
}

/** Called by boot once the merchant is known; shows the modal after 1 s on a start page when a rule allows. */
export async function startInstall(status: StatusInfo): Promise<void> {
  const ctx = browserContext();
  wireOnce(status, ctx.standalone);
  if (!isStartPath(location.pathname)) return;
  await sleep(A2HS_DELAY_MS);
  const canPrompt = mayGetPrompt(ctx.ua);
  // The prompt comes only after the manifest, the guide's clip takes the apple icon: each is awaited, bounded.
  if (canPrompt && !capturedPrompt() && !(await waitForManifest())) console.warn('[install] web manifest not ready in time');
  if (ctx.ua.iosSafari && !(await waitForAppleIcon())) console.warn('[install] apple touch icon not ready in time');
  const prompt = canPrompt ? await waitForPrompt(capturedPrompt) : null;
  const modeNow = (): ReturnType<typeof a2hsMode> => a2hsMode({
    pathname: location.pathname, ua: ctx.ua, standalone: ctx.standalone, nativeApp: ctx.nativeApp,
    declinedThisSession: wasDeclined(sessionStore()), installed: isInstalled(localStore()),
    hasPrompt: prompt !== null && capturedPrompt() === prompt,
  });
  if (!modeNow()) return;
  // One prompt at a time (src/prompts): the 1 s is the earliest moment, the turn may come later.
  await waitTurn('a2hs');
  // The rules again: the player may have left the start page or installed the app meanwhile.
  const mode = modeNow();
  if (mode) openA2hs(mode, prompt);
  else endTurn('a2hs', false);
}

/** Agree: the browser's own prompt; accepted shows a2hs_installing, dismissed counts as declined. */
export async function acceptA2hs(): Promise<void> {
  const prompt = state.prompt ?? (await waitForPrompt(capturedPrompt));
  closeA2hs();
  takePrompt();
  if (!prompt) {
    console.warn('[install] no install prompt to show');
    return;
  }
  try {
    await prompt.prompt();
    const choice = await prompt.userChoice;
    if (choice.outcome === 'accepted') showToast('a2hs_installing', INSTALLING_TOAST_MS);
    else recordDeclined(sessionStore(), localStore());
  } catch (error) {
    console.warn('[install] install prompt failed', error);
  }
}

/** Cancel: the session flag and the dismissal counter. */
export function declineA2hs(): void {
  recordDeclined(sessionStore(), localStore());
  closeA2hs();
}
