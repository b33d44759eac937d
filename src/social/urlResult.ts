/** Loaded from boot only when the address carries a sign-in result (see urlResultCheck). */
import { takePendingGo } from './pendingGo.ts';
import { clientProvider } from './providers/index.ts';
import type { UrlResultKind } from './urlResultCheck.ts';

export async function handleUrlResult(kind: UrlResultKind): Promise<void> {
  // The provider returns to a fixed address: the target stored when the sign-in left wins over the query.
  const go = takePendingGo() ?? new URLSearchParams(location.search).get('go');
  try {
    const handle = clientProvider(kind).handleResult;
    if (handle) await handle(go);
    else console.warn(`[social] ${kind} has no result handler`);
  } catch (err) {
    // Hostile or broken results must never take the page down.
    console.error(`[social] ${kind} result failed`, err);
  }
}
