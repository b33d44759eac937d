/** The Comlink crypto worker: heavy hashing off the main thread. Logic lives in plain modules. */
import { expose } from 'comlink';
import { hashFingerprint } from './fingerprint.ts';

const api = {
  /** Handshake the UI bridge awaits before sending queued calls. */
  ping: (): 'pong' => 'pong',
  hashFingerprint,
};

export type CryptoApi = typeof api;

expose(api);
