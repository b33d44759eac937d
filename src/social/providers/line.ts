/** LINE: its authorisation page, back with code and state, then its own login path (production wire A5). */
import { providerRow } from '../../../contract/loginProviders.ts';
import { flagOn, type ClientLoginProvider } from './types.ts';

const row = providerRow('line');

export const line: ClientLoginProvider = {
  row, icon: 'line', label: 'social_line', short: 'LINE', name: 'LINE',
  offered: (status) => flagOn(row, status),
  start: async ({ go }) => (await import('../line.ts')).startLineLogin(go),
  handleResult: async (go) => (await import('../line.ts')).handleLineResult(go),
};
