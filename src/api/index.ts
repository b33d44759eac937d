/** The /wps request layer: one client, typed endpoint functions, and the hooks the UI wires. */
export { configureClient, resetClientHooks } from './hooks.ts';
export type { ClientHooks } from './hooks.ts';
export { request, resetClient } from './client.ts';
export type { CacheOption, HttpMethod, RequestOptions } from './client.ts';
export { CLIENT_CODES, NETWORK_ERROR_MESSAGE } from './clientCodes.ts';
export type { ClientCode } from './clientCodes.ts';
export { resetSessionExpiry } from './errors.ts';
export type { FailureContext, FailureOutcome } from './errors.ts';
export { apiCache, clearCache } from './cache.ts';
export { getMemberInfo, getRsaKey, login, logout, setMemberLanguage } from './session.ts';
export type { LoginExtras } from './session.ts';
export { getCountry, getDomainRoute, getStatus } from './system.ts';
export { relay } from './relay.ts';
export type { RelayOptions } from './relay.ts';
export { collect } from './collect.ts';
