import { cryptoBridge } from './cryptoBridge';

const warm = (): void => cryptoBridge.warm();

/**
 * A form's props that start the encryption worker when the player reaches for the form (focuses a field, touches
 * it, presses a key), not with the page: a worker's start is a whole script engine, and on a two-core phone it
 * competes with the page's own start. The first field's focus comes seconds before a press of log in.
 */
export const warmOnIntent = { onFocus: warm, onPointerDown: warm, onKeyDown: warm } as const;
