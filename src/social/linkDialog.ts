/** Opens the link-account dialog (log in to an existing account, or register a new one, with the identity). */
import { createElement } from 'react';
import { closeSocialDialog, showSocialDialog } from './dialogRoot.ts';
import { LinkAccountDialog, type LinkMode } from './LinkAccountDialog.tsx';
import type { SocialIdentity } from './socialIdentity.ts';

export function openLinkDialog(identity: SocialIdentity, mode: LinkMode): void {
  showSocialDialog(createElement(LinkAccountDialog, { identity, mode, onClose: closeSocialDialog }));
}
