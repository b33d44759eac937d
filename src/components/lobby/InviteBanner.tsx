import { memo, useState } from 'react';
import type { Banner } from '../../../contract/wps';
import { bannerAction, type BannerContext } from '../../lobby/bannerAction';
import { sessionStore } from '../../lib/memoryStorage';
import { safeGetItem, safeSetItem } from '../../lib/storage';
import { useT } from '../../i18n';
import { CdnImage } from './CdnImage';
import { LobbyLink } from './LobbyLink';

import { INVITE_CLOSED_KEY, showInvite } from '../../lobby/invite';

export { INVITE_CLOSED_KEY, showInvite };

/** The top invite banner; closing it hides it for the rest of the session. */
export const InviteBanner = memo(function InviteBanner({ banner, referralEnabled, ctx }: { banner: Banner | undefined; referralEnabled: boolean; ctx: BannerContext }) {
  const t = useT();
  const [closed, setClosed] = useState(() => safeGetItem(sessionStore(), INVITE_CLOSED_KEY) === '1');
  if (!showInvite(referralEnabled, banner, closed)) return null;
  const action = bannerAction(banner, ctx);
  // Eager: it sits right under the logo and marquee, above the fold, and is often the page's largest paint.
  const image = <CdnImage src={banner.url} width={750} height={250} alt={t('invite_title')} label={t('invite_title')} eager />;
  return (
    <aside className="invite" data-testid="invite-banner" aria-label={t('invite_title')}>
      {action.kind === 'internal' ? <LobbyLink href={action.href}>{image}</LobbyLink> : image}
      <button type="button" className="x" aria-label={t('close')} onClick={() => {
        safeSetItem(sessionStore(), INVITE_CLOSED_KEY, '1');
        setClosed(true);
      }}>×</button>
    </aside>
  );
});
