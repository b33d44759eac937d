/**
 * Development and test tokens: no push service is contacted (headless browsers have none); the
 * reference server's local sender addresses this token and tests deliver its payloads through the
 * DevTools protocol straight to /m/sw.js.
 */
import { safeGetItem, safeRemove, safeSetItem } from '../lib/storage';
import { localStore } from '../lib/memoryStorage';
import type { PushProvider } from './provider.ts';

const KEY = 'MC_PUSH_LOCAL_ID';
const LOCAL_TOKEN = /^local-[0-9a-f-]{36}$/;

export function localProvider(storage: Storage = localStore()): PushProvider {
  return {
    kind: 'local',
    async getToken() {
      if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return null;
      const stored = safeGetItem(storage, KEY);
      if (stored && LOCAL_TOKEN.test(stored)) return stored;
      const token = `local-${crypto.randomUUID()}`;
      return safeSetItem(storage, KEY, token) ? token : null;
    },
    async deleteToken() {
      safeRemove(storage, KEY);
    },
  };
}
