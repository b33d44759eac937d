import { proxy } from 'valtio';
import { getChatUnread } from '../api/member';
import { state as session } from './session';

export type WidgetStatus = 'loading' | 'ready' | 'failed';
export interface WidgetState { csType: string; csPosition: string; status: WidgetStatus }

/** Customer service of this page load: the chosen providers' widgets, the help script, a message to show. */
export const state = proxy({
  widgets: [] as WidgetState[],
  help: 'idle' as 'idle' | 'loading' | 'ready' | 'failed' | 'none',
  /** Text key of a notice: a widget could not load, or there is no chat to open. */
  message: '' as '' | 'cs_load_failed' | 'cs_unavailable',
  /** Elements bound to open the chat by the last (re)bind. */
  bound: 0,
  /** Unread messages of the in-house chat (CBS_unreadCount), 0 for guests. */
  chatUnread: 0,
});

/** The in-house chat's unread count for the member; a failure keeps the last count. */
export async function loadChatUnread(): Promise<void> {
  const token = session.info?.token;
  if (!token) return;
  const n = await getChatUnread();
  if (session.info?.token === token && n !== null) state.chatUnread = n;
}

export function resetChatUnread(): void {
  state.chatUnread = 0;
}

export function setWidgetStatus(index: number, status: WidgetStatus): void {
  const w = state.widgets[index];
  if (w) w.status = status;
}

export function dismissCsMessage(): void {
  state.message = '';
}
