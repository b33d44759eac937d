import { proxy } from 'valtio';
import { safeGetJSON, safeRemove, safeSetItem } from '../lib/storage';
import { sessionStore } from '../lib/memoryStorage';

/** Session info of spec section 3, kept in session storage under MC_SESSION_INFO. */
export interface SessionInfo {
  spanId: string;
  id: string;
  token: string;
  merchantCode: string;
  userName: string;
  type: number;
  firstTimeLogin: boolean;
}

export const SESSION_KEY = 'MC_SESSION_INFO';

/** Tokens are opaque but bounded: anything longer is hostile or corrupt. */
const MAX_TOKEN_LENGTH = 512;
const MAX_FIELD_LENGTH = 128;

const str = (x: unknown, max = MAX_FIELD_LENGTH): x is string => typeof x === 'string' && x.length <= max;

function isSessionInfo(x: unknown): x is SessionInfo {
  if (typeof x !== 'object' || x === null) return false;
  const s = x as Record<string, unknown>;
  return str(s.token, MAX_TOKEN_LENGTH) && s.token.length > 0 && str(s.spanId) && str(s.id) && str(s.merchantCode)
    && str(s.userName) && typeof s.type === 'number' && Number.isFinite(s.type) && typeof s.firstTimeLogin === 'boolean';
}

/** Exactly the spec's fields, whatever the caller passed. */
function pick(i: SessionInfo): SessionInfo {
  return {
    spanId: i.spanId, id: i.id, token: i.token, merchantCode: i.merchantCode, userName: i.userName, type: i.type,
    firstTimeLogin: i.firstTimeLogin,
  };
}

function read(): SessionInfo | null {
  return safeGetJSON(sessionStore(), SESSION_KEY, isSessionInfo);
}

export const state = proxy<{ info: SessionInfo | null }>({ info: read() });

export function hasSession(): boolean {
  return Boolean(state.info?.token);
}

export function setSession(info: SessionInfo): void {
  const clean = pick(info);
  if (!isSessionInfo(clean)) {
    console.error('session: refused an invalid session info');
    return;
  }
  state.info = clean;
  safeSetItem(sessionStore(), SESSION_KEY, JSON.stringify(clean));
}

/** A token handed over in the URL (token or tokens): enough to pass the guard until member info fills the rest. */
export function adoptUrlToken(token: string, merchantCode: string): void {
  // Another member's token must not inherit the previous member's identity.
  const prev = state.info?.token === token ? state.info : null;
  setSession({
    spanId: prev?.spanId ?? '', id: prev?.id ?? '', userName: prev?.userName ?? '', type: prev?.type ?? 0,
    firstTimeLogin: false, merchantCode, token,
  });
}

export function updateSession(patch: Partial<SessionInfo>): void {
  if (!state.info) return;
  setSession({ ...state.info, ...patch });
}

export function clearSession(): void {
  state.info = null;
  safeRemove(sessionStore(), SESSION_KEY);
}

/** Storage is the truth after a back/forward-cache restore (boot/watchRestores). */
export function reloadSession(): void {
  state.info = read();
}
