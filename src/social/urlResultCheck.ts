/** Cheap test at boot: does the address carry a sign-in result? Only then is the social code loaded. */
import type { LoginProviderId } from '../../contract/loginProviders.ts';

/** Kept out of the provider registry: this runs on the first screen, whose budget is spent. */
export type UrlResultKind = Extract<LoginProviderId, 'telegram' | 'line' | 'maya'>;

export function urlResultKind(search: string, hash: string): UrlResultKind | null {
  if (/(^|[#&])tgAuthResult=/.test(hash)) return 'telegram';
  const q = new URLSearchParams(search);
  if (q.has('state') && q.has('sessionId')) return 'maya';
  if (q.has('state') && (q.has('code') || q.has('error'))) return 'line';
  return null;
}
