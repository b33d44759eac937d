import { MessageCircle } from 'lucide-react';
import { useSnapshot } from '../lib/useSnapshot';
import { useT } from '../i18n';
import { state as merchant } from '../state/merchant';
import { state as session } from '../state/session';
import { state } from '../state/cs';
import { openChat } from './customerService';
import { chatAvailable } from './chatAvailable';
import './cs.css';

/**
 * The site's own chat button: small, round, above the bottom tab bar, named in the player's language. It
 * shows only once a chat can open; a provider that failed to load leaves no button and no notice.
 */
export function ChatButton() {
  const t = useT();
  const { widgets, chatUnread } = useSnapshot(state);
  const s = useSnapshot(session);
  const inHouse = Boolean(merchant.status?.whitelabelVal.CBS3 && s.info?.token);
  if (!chatAvailable(widgets, inHouse)) return null;
  const badge = inHouse && chatUnread > 0 ? Math.min(chatUnread, 99) : 0;
  // The name says what the badge shows (its number is part of the button's visible text).
  const name = badge ? `${t('cs_live_chat')}, ${t('member_unread', { count: badge })}` : t('cs_live_chat');
  return (
    <button type="button" className="chat-fab" aria-label={name} title={name} data-testid="chat-button"
      onClick={() => void openChat()}>
      <MessageCircle aria-hidden="true" size={26} strokeWidth={2} />
      {badge > 0 && <span className="chat-badge" data-testid="chat-unread" aria-hidden="true">{badge}</span>}
    </button>
  );
}
