import { proxy } from 'valtio';
import { getUnreadCount } from '../api/member';
import { state as session } from './session';

/** The inbox's unread count (CBS_unreadCount); 0 for guests and after logout. */
export const state = proxy({ unread: 0 });

/** Counts are whole numbers; anything else from the server is ignored (logged), never shown. */
export const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n < 1e9;

export async function loadUnread(): Promise<void> {
  const token = session.info?.token;
  if (!token) return;
  const env = await getUnreadCount();
  if (session.info?.token !== token || !env.success) return;
  const count = (env.value as { count?: unknown } | null)?.count;
  if (isCount(count)) state.unread = count;
  else console.warn('inbox: unread count answer ignored', env.value);
}

export function resetUnread(): void {
  state.unread = 0;
}
