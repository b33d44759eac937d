/** The shape of the wire table (rows.ts): one production call, how the client makes it and what it must read back. */

export type WireMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The type of a field production reads in the answer. */
export type FieldType = 'string' | 'number' | 'boolean' | 'object' | 'array';

/**
 * Fields production reads, by path in the answer (an envelope's value, or the raw body): `a.b` is a member,
 * `a[].b` the member of the first item, `` (empty) the answer itself.
 */
export type Reads = Record<string, FieldType>;

/** The request production sends, as the client must send it for the case's input. */
export interface WireRequest {
  method: WireMethod;
  path: string;
  /** Every query field sent: a value to equal, or a pattern. No other field may be sent. */
  query?: Record<string, string | RegExp>;
  /** Query fields production sends that the client leaves out on purpose (name: why); asserted absent. */
  omits?: Record<string, string>;
  /** Body fields (the decrypted payload for sealed posts, the form fields for form posts); exact unless bodySubset. */
  body?: Record<string, unknown>;
  /** Only the named body fields are checked (registration payloads carry the page's context besides). */
  bodySubset?: boolean;
  /** json (default when a body is given), sealed (encrypted {value}), form (urlencoded), text (a beacon-like text/plain JSON). */
  bodyKind?: 'json' | 'sealed' | 'form' | 'text';
  /** Authorization sent (the test runs with a member's token in the session). */
  auth: boolean;
  /** Headers: a text to equal, a pattern, true present, false absent. */
  headers?: Record<string, string | RegExp | boolean>;
  /** beacon: sent by navigator.sendBeacon; plain: a bare fetch without the request layer's standard headers. */
  channel?: 'layer' | 'beacon' | 'plain';
}

export interface WireCase {
  /** Names the case when a row has several (paths or forms of one production row). */
  label?: string;
  request: WireRequest;
  /** The production-shaped answer: an envelope's value (default), a text body, or a bare JSON body (/lgw). */
  answer: unknown;
  answerKind?: 'envelope' | 'text' | 'raw';
  answerHeaders?: Record<string, string>;
  /** Envelope values for the other calls the function makes on the way (path: value); anything else is refused. */
  also?: Record<string, unknown>;
  reads: Reads;
  /** Calls the client's real exported function (imported on call: the server test loads this table in Node). */
  call: () => Promise<unknown>;
  /** The domain value the call must give back for `answer` (objects: a subset match). */
  expected: unknown;
  /** A real mismatch with production this case exposes: the test is expected to fail until product code is fixed. */
  mismatch?: string;
  /** A real mismatch of the reference server's answer to production's request (tests/server/wire-rows.test.ts expects it to fail). */
  serverMismatch?: string;
}

export interface WireRow {
  id: string;
  /** Production's call in a few words. */
  what: string;
  cases: WireCase[];
  /** Parts of the row that were never seen in production (so the case is Tessera's assumption). */
  assumed?: string;
}

export interface OutOfScopeRow { id: string; reason: string }
