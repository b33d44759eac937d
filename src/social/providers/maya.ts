/** The wallet (Maya-style): offered when its setting answers, back with sessionId and state (production wire A4). */
import { providerRow } from '../../../contract/loginProviders.ts';
import { flagOn, type ClientLoginProvider } from './types.ts';

const row = providerRow('maya');

/** Asked once per page, and only where buttons show. */
let offeredByMerchant: Promise<boolean> | null = null;

export const maya: ClientLoginProvider = {
  row, icon: 'maya', label: 'social_maya', short: 'Maya', name: 'Maya',
  offered: (status) => flagOn(row, status),
  confirm: () => {
    offeredByMerchant ??= import('../maya.ts').then((m) => m.mayaSetting()).then((env) => env.success && Boolean(env.value?.authorizeUrl));
    return offeredByMerchant;
  },
  start: async ({ go }) => (await import('../maya.ts')).startMayaLogin(go),
  handleResult: async (go) => (await import('../maya.ts')).handleMayaResult(go),
};
