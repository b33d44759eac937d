/** Starting one download the way this device can (spec section 5), reporting app files as downloadApp. */
import { browserContext } from '../install/context';
import { storedWebclip } from '../install/memory';
import { track } from '../install/track';
import { localStore } from '../lib/memoryStorage';
import { downloadMethod, isAppFile } from './rules';
import { isSafeLink } from './settings';
import { openUpgrade } from './store';

/** fromUpgrade: the upgrade modal's own button, which must download rather than open the modal again. */
export function startDownload(url: string, fromUpgrade = false): void {
  if (!isSafeLink(url)) {
    console.warn('[download] refused a download link that is not http(s)');
    return;
  }
  const ctx = browserContext();
  const method = downloadMethod({
    nativeApp: ctx.nativeApp && !fromUpgrade, nativeVersion: ctx.ua.nativeVersion, iosVersion: ctx.ua.iosVersion,
    webclip: storedWebclip(localStore()) === '1',
  });
  if (method === 'upgrade') {
    openUpgrade();
    return;
  }
  if (method === 'anchor') {
    // The click below passes marketing's delegated link listener, which reports downloadApp itself.
    const a = document.createElement('a');
    a.href = url;
    a.rel = 'noopener';
    document.body.append(a);
    a.click();
    a.remove();
  } else {
    if (isAppFile(url)) track('downloadApp');
    location.assign(url);
  }
}
