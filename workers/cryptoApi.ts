/** What the crypto worker offers: plain functions, so Node tests and the bench can call the same code. */
import type { RsaKeyInfo } from '../contract/wps.ts';
import { hashDeviceSignals } from './fingerprint.ts';
import { sealStampedPayload, type SealedRequest } from './hybrid/seal.ts';

export const cryptoApi = {
  /** Handshake the UI bridge awaits before sending queued calls. */
  ping: (): 'pong' => 'pong',
  hashFingerprint: hashDeviceSignals,
  /**
   * Encrypts a login or registration payload for the key endpoint's answer (system randomness only),
   * stamped with the seal time on the server's clock: the worker's clock plus clockOffsetMs.
   */
  seal: (keyInfo: RsaKeyInfo, payload: unknown, clockOffsetMs = 0): Promise<SealedRequest> => sealStampedPayload(keyInfo, payload, clockOffsetMs),
};

export type CryptoApi = typeof cryptoApi;
export type { SealedRequest };
