/** The Comlink crypto worker: encryption and fingerprint hashing off the main thread. Logic lives in plain modules. */
import { expose } from 'comlink';
import { cryptoApi } from './cryptoApi.ts';

export type { CryptoApi, SealedRequest } from './cryptoApi.ts';

expose(cryptoApi);
