import { proxy } from 'valtio';
import { safeGetItem, safeGetJSON, safeRemove, safeSetItem } from '../lib/storage';
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
/** Set while the member must change the password (first login, expired or default one); survives a reload. */
export const FORCED_CHANGE_KEY = 'MC_FORCED_PSW_CHANGE';

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

/** The forced change belongs to the stored session's token: another token never inherits it. */
function readForced(info: SessionInfo | null): boolean {
  return info !== null && safeGetItem(sessionStore(), FORCED_CHANGE_KEY) === info.token.slice(-16);
}

const initial = read();
export const state = proxy<{ info: SessionInfo | null; mustChangePassword: boolean; urlTokenPending: boolean }>({
  info: initial,
  mustChangePassword: readForced(initial),
  urlTokenPending: false,
});

export function hasSession(): boolean {
  return Boolean(state.info?.token);
}

export function setSession(info: SessionInfo): void {
  const clean = pick(info);
  if (!isSessionInfo(clean)) {
    console.error('session: refused an invalid session info');
    return;
  }
  // A new token (another login, another member) starts without the previous session's forced change.
  if (state.info?.token !== clean.token) clearForcedChange();
  state.info = clean;
  safeSetItem(sessionStore(), SESSION_KEY, JSON.stringify(clean));
}

/** The member must change the password before anything else (the guard keeps them on /m/changePsw). */
export function requirePasswordChange(): void {
  if (!state.info) return;
  state.mustChangePassword = true;
  // A suffix of the token ties the mark to this session without writing the token a second time.
  safeSetItem(sessionStore(), FORCED_CHANGE_KEY, state.info.token.slice(-16));
}

/** The password was changed, or the session ended. */
export function clearForcedChange(): void {
  state.mustChangePassword = false;
  safeRemove(sessionStore(), FORCED_CHANGE_KEY);
}

/** A token from the URL is being confirmed with the server (guarded pages wait meanwhile). */
export function setUrlTokenPending(pending: boolean): void {
  state.urlTokenPending = pending;
}

/** A token handed over in the URL (token or tokens), once member info confirmed it: member info fills the rest. */
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
  clearForcedChange();
}

/** Storage is the truth after a back/forward-cache restore (boot/watchRestores). */
export function reloadSession(): void {
  state.info = read();
  state.mustChangePassword = readForced(state.info);
}
