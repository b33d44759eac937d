/** The shape of one row of the relay table (contract/relays.ts), and the prefix every relay path starts with. */

export const RELAY_PREFIX = '/wps/relay/';

export type RelayMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** none: never sends Authorization (spec section 6); optional: sends it when there is a session; member: refused without one. */
export type RelayAuth = 'none' | 'optional' | 'member';
/** merchant: the same answer for every visitor (the client may cache it); none: never cached. */
export type RelayCache = 'merchant' | 'none';

export interface RelayRow<Q = unknown, A = unknown> {
  readonly name: string;
  readonly method: RelayMethod;
  readonly auth: RelayAuth;
  readonly cache: RelayCache;
  /** Older forms the reference server still answers: the spec's name, Tessera's earlier method (docs/decisions.md). */
  readonly accepts?: { readonly names?: readonly string[]; readonly methods?: readonly RelayMethod[] };
  /** Type carrier only, never set: the request (query for GET, body otherwise) and the answer's value. */
  readonly types?: { readonly request: Q; readonly answer: A };
}
