// A fixed RSA key and a fixed random source for the hybrid scheme's known-answer tests (test-only key).
import { createPrivateKey, createPublicKey } from 'node:crypto';
import type { RsaKeyInfo } from '../../contract/wps.ts';
import type { RandomSource } from '../../workers/hybrid/random.ts';

export const FIXTURE_PRIVATE_PEM = [
  '-----BEGIN PRIVATE KEY-----',
  'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQDsGVi3bRxOF/a3',
  'UAQAA9X7kT6JKj8GB9l8kNf/FnviKoxyg7DW8C1cvI7SpMm49g8lC+1CLTJ+zNr8',
  'bKu2L1nM6cYfyyoUOHf/h9ptioPhcvWWrO/4OBMxO5OYFmryg3hqEWDosKyjGbsk',
  'EmlW6Tdal8AIp1vTHcupo4cAEYDwf12Fzo5ggJH0h1ltstUxKplqOZlJRfF+yv4w',
  'Sn0gjKBsfdeY0GSUIFc28V1FRMy8Com4wCPJtzR7SD4fYgkg0983ogKOHxCFSkkv',
  'IfqbzXfLiVuW+m3NfbhMNX1AnESpwgf/mRm2pRVLQuOkqb6yO+YaP9iQ6iKyl7Iz',
  'NyNAiYl5AgMBAAECggEAC6PvnFI3AuCqlid4na7oEML8pChJkC4N5SwtAhN6iyWR',
  'jsnQYQsuvrOV5RZ2faCKvEcGF8JWYCsQduvoBrpMlqObVDug46X/FexS8simr5Rf',
  '6GG2uR8RTyxCns0oJl8grjYUzZQnBtRAxkquwo1gCx7lOxKpSSjfFDTkSza8YTRb',
  'dUa3zQA7fV6j0MD+OyJaiT1b73eW+a57MZEtKffwYZQan/zUDOCYknM2dI6+o/yG',
  'Mcqv9gif6QS1WxcfX3hJY4cYDYzUpoGdnPZdQcN27MzsVrt4zGktLN528y8iSHtU',
  '/ZjQX2hNhWpC+32+rR4fRIfT32U6wH2wzj9vTXTeIwKBgQD37Bg56N3zP/hoRpaB',
  'Fma6E2XXxiZJaOGRgKY2nrQ5eeB5EH/QleTFTAzKofhQ/mGrZvcZ3Upd5u+Yncfv',
  'qSmFrB8qugQ2fAiLMK9iU2jj74xApDbk3sICDwAVtVXWnix16hS1cY1KClz/tdnx',
  'N8yMnIM2XK+CRzU19QHyCubhgwKBgQDzyqKObpL8fYmGz3JK4KhafgOObHZdBYqZ',
  'Hb1ivZoMUoI0SIbEbMjFqcjCCN3q7sgHzAEgJ+6bAGrkZzG4E0U9PEwdxpesXFik',
  'lPT1//KKMuoKMUAXthmkud0DX9nxQ79/cdIJscEBRR1EEdNrsekotslzKhEFJA6t',
  'hyUUFqgkUwKBgC+btddBAYYZrbEQhQxK6fUnjnIOCgIk0tQnGUP52/ABmHqHEZRT',
  'hHfir74ltlKPVuAcSK090m8PzsjG28MJAAE8WUvSJsbzsIxSEAvYqpbCxHMRVb1D',
  'jYvpp4GDrfUlsLH//nQNVy11qgAswqpQpcYGtCe3SrjAxdYTs4jwUP/TAoGBAJQh',
  'YuZif4NVkBPOxqaCnSjm+qg2dTEOZemlbWaqyAiGtcCo9OIzK0cXY/mqQ5U1Y2uB',
  'ZImyWcPq3AhOP6KWavLLSYCqI4zCS8YtEC7NRwT77MMmq8f8iNZTbNxZCGcVgC0i',
  '7rmfPSPVZ/PtVOZSItbvQbZtMAxMnXKI9FmhbqcrAoGAGDtoKcmaYbUgKXh1wtn0',
  '/qwiOlnNgggMRp8EkNqjJ+gXqEBqwoWVcDdB3v+PoM4bpvsBEclP/CIVNg65Ksz8',
  'gYBcaAVQSSdh3xsV09XzMso24wrZzpuikLs3nDw6kPJwKjRyZonOI3hM5iEW8JYf',
  '4eZ+Ioch0khr1gk0e3/rgAc=',
  '-----END PRIVATE KEY-----',
].join('\n');

export const fixturePrivateKey = createPrivateKey(FIXTURE_PRIVATE_PEM);
export const fixturePublicKey = createPublicKey(fixturePrivateKey);
export const FIXTURE_MODULUS_HEX = Buffer.from(fixturePublicKey.export({ format: 'jwk' }).n ?? '', 'base64url').toString('hex');

/** The key endpoint's answer for the fixture key. */
export const fixtureKey = (DES: RsaKeyInfo['DES'], RSA = 'kat-key'): RsaKeyInfo => ({ rsaKey: FIXTURE_MODULUS_HEX, RSA, DES });

/** Bytes start, start+1, ... (mod 256) across calls: "randomness" whose every draw is known. */
export function countingRandom(start = 0): RandomSource & { used: () => number } {
  let next = start;
  const source = (n: number): Uint8Array => Uint8Array.from({ length: n }, () => next++ & 0xff);
  return Object.assign(source, { used: () => next - start });
}
