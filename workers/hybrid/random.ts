/** The one source of randomness of the hybrid scheme: injectable, so known-answer tests can fix it. */
import { V1_KEY_ALPHABET, V1_KEY_LENGTH } from '../../contract/hybrid.ts';

/** n random bytes. */
export type RandomSource = (n: number) => Uint8Array;

/** crypto.getRandomValues, never Math.random. */
export const systemRandom: RandomSource = (n) => crypto.getRandomValues(new Uint8Array(n));

/** v1's 16-character key; rejection sampling keeps every character equally likely. */
export function randomKeyText(random: RandomSource, length = V1_KEY_LENGTH): string {
  const size = V1_KEY_ALPHABET.length;
  const limit = 256 - (256 % size);
  let out = '';
  while (out.length < length) {
    for (const b of random(length)) {
      if (b >= limit) continue;
      out += V1_KEY_ALPHABET[b % size];
      if (out.length === length) break;
    }
  }
  return out;
}
