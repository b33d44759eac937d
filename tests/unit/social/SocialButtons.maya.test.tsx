import { ref } from 'valtio';
import { expect, it } from 'vitest';
import { WHITELABEL_FLAGS } from '../../../contract/flags.ts';
import { SocialButtons } from '../../../src/social/SocialButtons.tsx';
import { state as merchant } from '../../../src/state/merchant.ts';
import { json, ok, statusInfo, stubFetch, testRoot, useWiredMerchant } from '../ui/helpers.ts';
import { eventually } from '../eventually.ts';

// Its own file: whether the wallet is offered is asked once per page (module state).
useWiredMerchant();

it('offers the wallet only when its setting answers', async () => {
  stubFetch(() => json(ok({ authorizeUrl: '/dev/maya/authorize', env: 'sandbox' })));
  const whitelabelVal = Object.fromEntries(WHITELABEL_FLAGS.map((f) => [f, false])) as ReturnType<typeof statusInfo>['whitelabelVal'];
  merchant.status = ref(statusInfo({ whitelabelVal }));
  const root = testRoot();
  await root.render(<SocialButtons mode="login" />);
  await eventually(() => expect([...root.host.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'))).toEqual(['social_maya']));
  await root.unmount();
});
