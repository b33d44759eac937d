/** What the download pages need to know about this device, read once per render from the browser. */
import { browserContext } from '../install/context';
import { isInstalled } from '../install/memory';
import { showsIosTip } from '../download/rules';
import { localStore } from '../lib/memoryStorage';

export interface DownloadDevice {
  ios: boolean;
  android: boolean;
  iosSafari: boolean;
  /** A social app's browser: it can neither install nor download well. */
  inApp: boolean;
  /** Already running from the home screen (installed PWA or web clip), or installed before on this browser. */
  installed: boolean;
  iosTip: boolean;
}

export function downloadDevice(): DownloadDevice {
  const ctx = browserContext();
  return {
    ios: ctx.ua.ios, android: ctx.ua.android, iosSafari: ctx.ua.iosSafari, inApp: ctx.ua.inApp !== null,
    installed: ctx.standalone || isInstalled(localStore()), iosTip: showsIosTip(ctx.ua.iosVersion),
  };
}
