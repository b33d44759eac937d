/**
 * "Contact us" on the status screens (spec section 2 static texts): the merchant's customer-service entry,
 * from the status answer (maintenance, access denied) or the last good one (status failure). Loaded on click.
 */
import type { CustomerServiceEntry } from '../../contract/wps';
import { adapterFor } from '../cs/adapters';
import { loadWidgetScript } from '../cs/loadScript';
import { decryptCsPath, widgetUrl } from '../cs/path';

/** Opens the first entry whose provider loads; false when none does (the screen then says so). */
export async function contactUs(entries: readonly Pick<CustomerServiceEntry, 'csType' | 'path'>[]): Promise<boolean> {
  for (const e of entries) {
    const adapter = adapterFor(e.csType);
    const raw = decryptCsPath(e.path);
    const url = raw === null ? null : widgetUrl(raw, location.href);
    if (!adapter || !url) continue;
    try {
      adapter.prepare(new URL(url), window);
      await loadWidgetScript(url);
      if (!adapter.ready(window)) continue;
      adapter.open(window);
      return true;
    } catch (error) {
      console.warn(`[status] ${e.csType} contact not loaded`, error);
    }
  }
  return false;
}
