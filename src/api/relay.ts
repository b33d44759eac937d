/** Relay calls under /wps/relay/ (spec section 7): one typed call driven by the table in contract/relays.ts. */
import type { Envelope } from '../../contract/envelope.ts';
import { RELAY_PREFIX, type RelayRow } from '../../contract/relayRow.ts';
import { request } from './client.ts';
import type { RequestOptions } from './client.ts';
import type { Query } from './requestKey.ts';

/** Per-call options a relay caller may set; method, path, query and body come from the arguments. */
export type RelayOptions = Omit<RequestOptions, 'method' | 'path' | 'query' | 'body'>;

/**
 * Calls one relay row: its method (GET sends a query, the others a JSON body), its auth rule ('none' never sends
 * Authorization) and its cache rule ('merchant' answers may come from the client cache unless opts says otherwise).
 */
export function relay<Q, A>(row: RelayRow<Q, A>, params?: Q, opts: RelayOptions = {}): Promise<Envelope<A>> {
  const get = row.method === 'GET';
  return request<A>({
    ...(row.auth === 'none' ? { auth: false } : {}),
    ...(row.cache === 'merchant' ? { cache: true } : {}),
    ...opts,
    method: row.method,
    path: RELAY_PREFIX + row.name,
    ...(get ? { query: params as Query | undefined } : { body: params }),
  });
}
