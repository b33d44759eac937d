/**
 * "No linked account" (bind_customer_required, or not.exists.user for LINE), spec section 4: auto-register
 * when the auto-register option is on, FIREBASECREATEACC3 on and SSOMANUALREG3 off; otherwise the confirm
 * dialog, whose register choice shows only with FIREBASECREATEACC3 or SSOMANUALREG3.
 */
import type { WhitelabelFlags } from '../../contract/flags.ts';
import { openLoginConfirm } from '../state/auth.ts';
import { state as merchant } from '../state/merchant.ts';
import type { SocialIdentity } from './socialIdentity.ts';

export type NoLinkDecision = { kind: 'auto-register' } | { kind: 'confirm'; showRegister: boolean };

type Flags = Pick<WhitelabelFlags, 'FIREBASECREATEACC3' | 'SSOMANUALREG3'>;

/** Pure rule. */
export function decideNoLink(flags: Flags, autoRegisterOption: boolean): NoLinkDecision {
  if (autoRegisterOption && flags.FIREBASECREATEACC3 && !flags.SSOMANUALREG3) return { kind: 'auto-register' };
  return { kind: 'confirm', showRegister: flags.FIREBASECREATEACC3 || flags.SSOMANUALREG3 };
}

/** Register new: the merchant's account creation (FIREBASECREATEACC3) makes it at once; manual registration asks. */
export function registerChoice(flags: Flags): 'auto' | 'manual' {
  return flags.SSOMANUALREG3 ? 'manual' : 'auto';
}

/** Acts on the rule: auto-registers, or opens the confirm dialog wired to the link dialog (which keeps go). */
export async function handleNoLinkedAccount(id: SocialIdentity, autoRegisterOption: boolean, go: string | null = null): Promise<void> {
  const w = merchant.status?.whitelabelVal;
  const flags: Flags = { FIREBASECREATEACC3: w?.FIREBASECREATEACC3 === true, SSOMANUALREG3: w?.SSOMANUALREG3 === true };
  const decision = decideNoLink(flags, autoRegisterOption);
  if (decision.kind === 'auto-register') {
    const { autoRegister } = await import('./autoRegister.ts');
    await autoRegister(id);
    return;
  }
  openLoginConfirm({
    showRegister: decision.showRegister,
    onExisting: () => { void import('./linkDialog.ts').then((m) => m.openLinkDialog(id, 'existing', go)); },
    onRegister: () => {
      if (registerChoice(flags) === 'manual') void import('./linkDialog.ts').then((m) => m.openLinkDialog(id, 'register', go));
      else void import('./autoRegister.ts').then((m) => m.autoRegister(id));
    },
  });
}
