/** Relay calls under /wps/relay/ (spec section 7): one typed call driven by the table in contract/relays.ts. */
import type { Envelope } from '../../contract/envelope.ts';
import { RELAYS, relayPath as rowPath, type RelayAnswer, type RelayKey, type RelayRequest } from '../../contract/relays.ts';
import { WPS } from '../../contract/wps.ts';
import { request } from './client.ts';
import type { RequestOptions } from './client.ts';
import type { Query } from './requestKey.ts';

/** Per-call options a relay caller may set; method, path, query and body come from the arguments. */
export type RelayOptions = Omit<RequestOptions, 'method' | 'path' | 'query' | 'body'>;

/**
 * Calls one relay row: its method (GET sends a query, the others a JSON body), its auth rule ('none' never sends
 * Authorization) and its cache rule ('merchant' answers may come from the client cache unless opts says otherwise).
 */
export function relay<K extends RelayKey>(key: K, params?: RelayRequest<K>, opts: RelayOptions = {}): Promise<Envelope<RelayAnswer<K>>> {
  const row = RELAYS[key];
  const get = row.method === 'GET';
  return request<RelayAnswer<K>>({
    ...(row.auth === 'none' ? { auth: false } : {}),
    ...(row.cache === 'merchant' ? { cache: true } : {}),
    ...opts,
    method: row.method,
    path: rowPath(key),
    ...(get ? { query: params as Query | undefined } : { body: params }),
  });
}

export function relayPath(name: string): string {
  return WPS.relay + name;
}

/** GET /wps/relay/{name}. */
export function getRelay<T>(name: string, query?: Query, opts: RelayOptions = {}): Promise<Envelope<T>> {
  return request<T>({ ...opts, method: 'GET', path: relayPath(name), query });
}

/** POST /wps/relay/{name} (push binding, LINE code exchange and the like). */
export function postRelay<T>(name: string, body?: unknown, opts: RelayOptions = {}): Promise<Envelope<T>> {
  return request<T>({ ...opts, method: 'POST', path: relayPath(name), body });
}
