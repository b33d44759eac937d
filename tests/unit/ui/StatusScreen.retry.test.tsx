import { ref } from 'valtio';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { StatusScreen } from '../../../src/components/StatusScreen.tsx';
import { setLanguage } from '../../../src/i18n/index.ts';
import { forceRefresh } from '../../../src/lib/forcedRefresh.ts';
import { state as merchant } from '../../../src/state/merchant.ts';
import { statusInfo, testRoot } from './helpers.ts';

vi.mock('../../../src/lib/forcedRefresh.ts', () => ({ forceRefresh: vi.fn() }));

beforeAll(async () => {
  await setLanguage('EN', ['EN']);
});
afterEach(() => {
  merchant.phase = 'loading';
  merchant.status = null;
});

describe('StatusScreen retry', () => {
  it('applies the forced-refresh rule of spec section 2 to the current location', async () => {
    merchant.status = ref(statusInfo({ maintenance: true }));
    merchant.phase = 'maintenance';
    const r = testRoot();
    await r.render(<StatusScreen />);
    r.host.querySelector('button')?.click();
    expect(forceRefresh).toHaveBeenCalledTimes(1);
    expect(forceRefresh).toHaveBeenCalledWith(location);
    await r.unmount();
  });
});
