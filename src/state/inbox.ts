import { proxy, ref } from 'valtio';
import type { InboxMessage } from '../../contract/member';
import { getInboxMessages, getUnreadCount, markInboxRead } from '../api/member';
import { state as session } from './session';

/** The inbox (CSP_unreadCount, MCSFE_getInboxMessages): unread is 0 for guests and after logout. */
export const state = proxy({
  unread: 0,
  /** null until read; each message is replaced whole (ref), never mutated. */
  messages: null as InboxMessage[] | null,
  failed: false,
});

/** Counts are whole numbers; anything else from the server is ignored (logged), never shown. */
export const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n < 1e9;

const isMessage = (m: unknown): m is InboxMessage => {
  const x = m as InboxMessage | null;
  return typeof x === 'object' && x !== null && typeof x.id === 'string' && typeof x.title === 'string' && typeof x.content === 'string'
    && (x.contentType === 'html' || x.contentType === 'text') && typeof x.createdAt === 'string' && typeof x.read === 'boolean';
};

export async function loadUnread(): Promise<void> {
  const token = session.info?.token;
  if (!token) return;
  const n = await getUnreadCount();
  if (session.info?.token !== token || n === null) return;
  state.unread = n;
}

/** The list; malformed messages are dropped (logged) so one bad entry never hides the others. */
export async function loadInbox(): Promise<void> {
  const token = session.info?.token;
  if (!token) return;
  const env = await getInboxMessages();
  if (session.info?.token !== token) return;
  if (!env.success || !Array.isArray(env.value)) {
    if (env.success) console.warn('inbox: list answer ignored', env.value);
    state.failed = true;
    return;
  }
  const good = env.value.filter(isMessage);
  if (good.length !== env.value.length) console.warn('inbox: dropped malformed messages', env.value.length - good.length);
  state.failed = false;
  state.messages = good.map((m) => ref({ ...m }));
  state.unread = good.filter((m) => !m.read).length;
}

/** Opening a message marks it read at once; a refusal puts it back as unread (and logs). */
export async function markRead(id: string): Promise<void> {
  const i = state.messages?.findIndex((m) => m.id === id) ?? -1;
  const msg = i >= 0 ? state.messages![i]! : null;
  if (!msg || msg.read) return;
  const set = (read: boolean): void => {
    const j = state.messages?.findIndex((m) => m.id === id) ?? -1;
    if (j < 0) return;
    state.messages![j] = ref({ ...state.messages![j]!, read });
    state.unread = Math.max(0, state.unread + (read ? -1 : 1));
  };
  set(true);
  const env = await markInboxRead(id);
  if (!env.success) {
    console.warn('inbox: mark as read refused', env.code);
    set(false);
  }
}

export function resetUnread(): void {
  state.unread = 0;
  state.messages = null;
  state.failed = false;
}
