/** The one /wps answer shape, shared by the client request layer and the reference server. */
export interface Envelope<T = unknown> {
  success: boolean;
  value: T | null;
  code: string | null;
  /** Production's name for code: the server sends both on failures, the client reads either (parseEnvelope). */
  errorCode?: string | null;
  message: string | null;
}

export function ok<T>(value: T): Envelope<T> {
  return { success: true, value, code: null, message: null };
}

export function fail(code: string, message: string): Envelope<never> {
  return { success: false, value: null, code, errorCode: code, message };
}

/** Narrowing check for anything that claims to be an envelope (server answers are untrusted input). */
export function isEnvelope(x: unknown): x is Envelope {
  return typeof x === 'object' && x !== null && typeof (x as { success?: unknown }).success === 'boolean';
}
