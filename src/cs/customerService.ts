import { getCustomerServiceScripts } from '../api/content';
import { launchChat } from '../api/member';
import { languageForRequests, t } from '../i18n';
import { loadMember, state as member } from '../state/member';
import { state as merchant } from '../state/merchant';
import { state as session } from '../state/session';
import { setWidgetStatus, state } from '../state/cs';
import { adapterFor } from './adapters';
import { entriesForLabel } from './labelFilter';
import { loadWidgetScript } from './loadScript';
import { chatAuthKey, handToChat } from '../auth/chatIdentity';
import { decryptCsPath, widgetUrl } from './path';
import { scriptSources } from './scriptTags';

/** The member's VIP label, waiting for member info when a session exists (the filter depends on it). */
async function labelId(): Promise<string | null> {
  if (!session.info?.token) return null;
  const info = member.info ?? (await loadMember());
  return info?.clubLabel?.labelId ?? null;
}

async function loadOne(index: number, csType: string, path: string): Promise<boolean> {
  const adapter = adapterFor(csType);
  const raw = decryptCsPath(path);
  const url = raw === null ? null : widgetUrl(raw, location.href);
  if (!adapter || !url) {
    console.warn(`customer service: ${adapter ? 'path does not decrypt to an allowed URL' : 'unknown csType'} (${csType.slice(0, 20)})`);
    setWidgetStatus(index, 'failed');
    return false;
  }
  try {
    adapter.prepare(new URL(url), window);
    await loadWidgetScript(url);
    const ok = adapter.ready(window);
    if (!ok) console.warn(`customer service: ${csType} loaded but its API is missing`);
    setWidgetStatus(index, ok ? 'ready' : 'failed');
    // A member's chat identity (WPSCORE_saveMemberInfoByAuthKey) reaches a widget that loaded after the login.
    const key = ok && session.info?.token ? chatAuthKey() : null;
    if (key) handToChat(key);
    return ok;
  } catch (err) {
    console.warn(`customer service: the ${csType} chat widget did not load; its chat button stays hidden`, err);
    setWidgetStatus(index, 'failed');
    return false;
  }
}

/** Chat: the entries for the member's label (spec section 6), each through its provider's adapter. */
export async function loadChat(): Promise<void> {
  const entries = entriesForLabel(merchant.status?.customerService ?? [], await labelId());
  state.widgets = entries.map((e) => ({ csType: e.csType, csPosition: String(e.csPosition ?? ''), status: 'loading' as const }));
  // A widget that fails is logged (loadOne) and simply not offered: the player is not told about it.
  await Promise.all(entries.map((e, i) => loadOne(i, e.csType, e.path)));
}

/** Help: the merchant's customer-service scripts (WPSCORE_getCustomerServiceScript), when it has some. */
export async function loadHelp(): Promise<void> {
  state.help = 'loading';
  const html = await getCustomerServiceScripts();
  if (!html) {
    state.help = 'none';
    return;
  }
  const status = merchant.status;
  const urls = scriptSources(html, location.href, status?.mainDomain ?? '', status?.imageCDNs ?? []);
  if (urls.length === 0) {
    state.help = 'failed';
    return;
  }
  // In order, as the tags were: a later script may use an earlier one's globals.
  for (const url of urls) {
    const ok = await loadWidgetScript(url).then(() => true, (err: unknown) => {
      console.warn('customer service: help script not loaded', err);
      return false;
    });
    if (!ok) {
      state.help = 'failed';
      return;
    }
  }
  state.help = 'ready';
}

/** Opens the first ready provider; else the in-house chat (CBS3) for a member; else says there is none. */
export async function openChat(): Promise<void> {
  const ready = state.widgets.find((w) => w.status === 'ready');
  const adapter = ready ? adapterFor(ready.csType) : null;
  if (adapter) {
    adapter.open(window);
    return;
  }
  if (merchant.status?.whitelabelVal.CBS3 && session.info?.token) {
    const room = await launchChat({ title: t('cs_live_chat'), backUrl: location.href, language: languageForRequests() });
    const url = room ? widgetUrl(room, location.href) : null;
    if (url) {
      window.open(url, '_blank', 'noopener');
      return;
    }
  }
  state.message = 'cs_unavailable';
}
