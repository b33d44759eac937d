import { proxy } from 'valtio';

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
});

export function setWidgetStatus(index: number, status: WidgetStatus): void {
  const w = state.widgets[index];
  if (w) w.status = status;
}

export function dismissCsMessage(): void {
  state.message = '';
}
