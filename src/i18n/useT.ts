import { useCallback } from 'react';
import { useSnapshot } from '../lib/useSnapshot';
import { state } from './state.ts';
import { translate } from './t.ts';
import type { MessageKey, MessageVars } from './t.ts';

/** t for components: re-renders when the language or its catalogue changes. */
export function useT(): (key: MessageKey, vars?: MessageVars) => string {
  const { catalog } = useSnapshot(state);
  return useCallback((key: MessageKey, vars?: MessageVars) => translate(catalog, key, vars), [catalog]);
}
