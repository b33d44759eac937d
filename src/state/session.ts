import { proxy } from 'valtio';
import { safeGetJSON, safeRemove, safeSetItem } from '../lib/storage';

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

function isSessionInfo(x: unknown): x is SessionInfo {
  if (typeof x !== 'object' || x === null) return false;
  const s = x as Record<string, unknown>;
  return typeof s.token === 'string' && s.token.length > 0 && typeof s.merchantCode === 'string'
    && typeof s.userName === 'string' && typeof s.type === 'number';
}

function read(): SessionInfo | null {
  if (typeof sessionStorage === 'undefined') return null;
  return safeGetJSON(sessionStorage, SESSION_KEY, isSessionInfo);
}

export const state = proxy<{ info: SessionInfo | null }>({ info: read() });

export function hasSession(): boolean {
  return Boolean(state.info?.token);
}

export function setSession(info: SessionInfo): void {
  state.info = info;
  safeSetItem(sessionStorage, SESSION_KEY, JSON.stringify(info));
}

/** A token handed over in the URL (token or tokens): enough to pass the guard until member info fills the rest. */
export function adoptUrlToken(token: string, merchantCode: string): void {
  const prev = state.info;
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
  safeRemove(sessionStorage, SESSION_KEY);
}

/** The tab may have been restored with storage from another tab; re-read it. */
export function reloadSession(): void {
  state.info = read();
}
