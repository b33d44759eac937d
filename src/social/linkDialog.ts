/** Opens the link-account dialog (log in to an existing account, or register a new one, with the identity). */
import { createElement } from 'react';
import { closeSocialDialog, showSocialDialog } from './dialogRoot.ts';
import { LinkAccountDialog, type LinkMode } from './LinkAccountDialog.tsx';
import type { SocialIdentity } from './socialIdentity.ts';

/** go: the sign-in's target, which a redirect sign-in no longer has in the address. */
export function openLinkDialog(identity: SocialIdentity, mode: LinkMode, go: string | null = null): void {
  showSocialDialog(createElement(LinkAccountDialog, { identity, mode, go, onClose: closeSocialDialog }));
}
