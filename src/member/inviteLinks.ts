/**
 * The links members share: a referral link (r = the member's account) on the invite page, and an
 * agent link (affiliateCode = the agent's account) on the agent page; both open registration here.
 */
export function referralLink(origin: string, account: string): string {
  return `${origin}/m/register?r=${encodeURIComponent(account)}`;
}

export function agentLink(origin: string, account: string): string {
  return `${origin}/m/register?affiliateCode=${encodeURIComponent(account)}`;
}

export type ShareTarget = 'line' | 'whatsapp' | 'telegram';
export const SHARE_TARGETS: readonly ShareTarget[] = ['line', 'whatsapp', 'telegram'];

/** The messaging apps' own share links: each opens the app (or its web page) with the message and the link filled in. */
export function shareTargetUrl(target: ShareTarget, url: string, text: string): string {
  const e = encodeURIComponent;
  if (target === 'line') return `https://line.me/R/share?text=${e(`${text} ${url}`)}`;
  if (target === 'whatsapp') return `https://wa.me/?text=${e(`${text} ${url}`)}`;
  return `https://t.me/share/url?url=${e(url)}&text=${e(text)}`;
}

/** Copies with the Clipboard API, else with a selected text field (older in-app browsers); true when copied. */
export async function copyText(text: string, doc: Document = document): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch (err) {
    console.warn('copy: clipboard refused, trying the selection', err);
  }
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  doc.body.append(area);
  area.select();
  try {
    return doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
