import type { WidgetState } from '../state/cs';

/** A chat can open: a provider's widget is ready, or the merchant's in-house chat serves this member. */
export const chatAvailable = (widgets: readonly Pick<WidgetState, 'status'>[], inHouse: boolean): boolean =>
  inHouse || widgets.some((w) => w.status === 'ready');
