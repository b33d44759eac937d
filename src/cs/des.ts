/**
 * DES-ECB decryption with PKCS#7 padding (FIPS 46-3), written out so the customer-service path can be read
 * without a 10 KB crypto library in the guest's first load. The rounds work on 32-bit halves with S-boxes
 * merged with P into lookup tables: the bit-array version took milliseconds per path on the main thread.
 * tests/unit/cs checks it against crypto-js, which the server encrypts with.
 */
const IP = [58, 50, 42, 34, 26, 18, 10, 2, 60, 52, 44, 36, 28, 20, 12, 4, 62, 54, 46, 38, 30, 22, 14, 6, 64, 56, 48, 40, 32, 24, 16, 8,
  57, 49, 41, 33, 25, 17, 9, 1, 59, 51, 43, 35, 27, 19, 11, 3, 61, 53, 45, 37, 29, 21, 13, 5, 63, 55, 47, 39, 31, 23, 15, 7];
const FP = [40, 8, 48, 16, 56, 24, 64, 32, 39, 7, 47, 15, 55, 23, 63, 31, 38, 6, 46, 14, 54, 22, 62, 30, 37, 5, 45, 13, 53, 21, 61, 29,
  36, 4, 44, 12, 52, 20, 60, 28, 35, 3, 43, 11, 51, 19, 59, 27, 34, 2, 42, 10, 50, 18, 58, 26, 33, 1, 41, 9, 49, 17, 57, 25];
const P = [16, 7, 20, 21, 29, 12, 28, 17, 1, 15, 23, 26, 5, 18, 31, 10, 2, 8, 24, 14, 32, 27, 3, 9, 19, 13, 30, 6, 22, 11, 4, 25];
const PC1 = [57, 49, 41, 33, 25, 17, 9, 1, 58, 50, 42, 34, 26, 18, 10, 2, 59, 51, 43, 35, 27, 19, 11, 3, 60, 52, 44, 36,
  63, 55, 47, 39, 31, 23, 15, 7, 62, 54, 46, 38, 30, 22, 14, 6, 61, 53, 45, 37, 29, 21, 13, 5, 28, 20, 12, 4];
const PC2 = [14, 17, 11, 24, 1, 5, 3, 28, 15, 6, 21, 10, 23, 19, 12, 4, 26, 8, 16, 7, 27, 20, 13, 2,
  41, 52, 31, 37, 47, 55, 30, 40, 51, 45, 33, 48, 44, 49, 39, 56, 34, 53, 46, 42, 50, 36, 29, 32];
const SHIFTS = [1, 1, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 1];
/** The eight S-boxes, 64 hex digits each (row-major, 4 rows of 16). */
const S = [
  'e4d12fb83a6c5907' + '0f74e2d1a6cb9538' + '41e8d62bfc973a50' + 'fc8249175b3ea06d',
  'f18e6b34972dc05a' + '3d47f28ec01a69b5' + '0e7ba4d158c6932f' + 'd8a13f42b67c05e9',
  'a09e63f51dc7b428' + 'd709346a285ecbf1' + 'd6498f30b12c5ae7' + '1ad069874fe3b52c',
  '7de3069a1285bc4f' + 'd8b56f03472c1ae9' + 'a690cb7df13e5284' + '3f06a1d8945bc72e',
  '2c417ab6853fd0e9' + 'eb2c47d150fa3986' + '421bad78f9c5630e' + 'b8c71e2d6f09a453',
  'c1af92680d34e75b' + 'af427c9561de0b38' + '9ef528c3704a1db6' + '432c95fabe17608d',
  '4b2ef08d3c975a61' + 'd0b7491ae35c2f86' + '14bdc37eaf680592' + '6bd814a7950fe23c',
  'd2846fb1a93e50c7' + '1fd8a374c56b0e92' + '7b419ce206adf358' + '21e74a8dfc90356b',
].map((box) => [...box].map((h) => parseInt(h, 16)));

/** Bit n (1 = most significant) of a big-endian bit string held in 32-bit words. */
const bit = (words: ArrayLike<number>, n: number): number => (words[(n - 1) >>> 5]! >>> (31 - ((n - 1) & 31))) & 1;

/** Applies a permutation table (1-based source bits) to words, giving `table.length / 32` words. */
function permute(words: ArrayLike<number>, table: readonly number[]): Uint32Array {
  const out = new Uint32Array(Math.ceil(table.length / 32));
  for (let j = 0; j < table.length; j++) out[j >>> 5]! |= bit(words, table[j]!) << (31 - (j & 31));
  return out;
}

/** Where P sends each input bit (0 = most significant): building the tables moves 4 bits, not 32, per entry. */
const P_TO = P.reduce<number[]>((to, from, j) => { to[from - 1] = j; return to; }, []);

/** SP[i][v]: S-box i applied to the 6-bit value v, placed in its nibble and passed through P. */
const SP = S.map((box, i) => Array.from({ length: 64 }, (_, v) => {
  const nibble = box[(((v >> 5) & 1) << 1 | (v & 1)) * 16 + ((v >> 1) & 15)]!;
  let out = 0;
  for (let b = 0; b < 4; b++) if ((nibble >> (3 - b)) & 1) out |= 1 << (31 - P_TO[4 * i + b]!);
  return out >>> 0;
}));

/** The sixteen round keys, each as eight 6-bit groups. */
function subkeys(key: Uint8Array): number[][] {
  const k = permute([(key[0]! << 24 | key[1]! << 16 | key[2]! << 8 | key[3]!) >>> 0, (key[4]! << 24 | key[5]! << 16 | key[6]! << 8 | key[7]!) >>> 0], PC1);
  // C and D, 28 bits each, right-aligned.
  let c = k[0]! >>> 4;
  let d = ((k[0]! & 15) << 24 | k[1]! >>> 8) >>> 0;
  return SHIFTS.map((n) => {
    c = ((c << n) | (c >>> (28 - n))) & 0xfffffff;
    d = ((d << n) | (d >>> (28 - n))) & 0xfffffff;
    const cd = [(c << 4 | d >>> 24) >>> 0, (d << 8) >>> 0];
    const [hi, lo] = permute(cd, PC2);
    // 48 bits: groups 0..4 in hi's top 30 bits, group 5 straddles, groups 6..7 in lo's top 12.
    return Array.from({ length: 8 }, (_, g) => {
      const at = g * 6;
      return at + 6 <= 32 ? (hi! >>> (26 - at)) & 63 : at >= 32 ? (lo! >>> (58 - at)) & 63 : ((hi! << (at - 26)) | (lo! >>> (58 - at))) & 63;
    });
  });
}

// The expansion E needs no table: group i is bits 4i..4i+5 of R (1-based, wrapping around), read with shifts.
function feistel(r: number, k: number[]): number {
  let out = SP[0]![(((r & 1) << 5) | (r >>> 27)) ^ k[0]!]!;
  for (let i = 1; i < 7; i++) out |= SP[i]![((r >>> (27 - 4 * i)) & 63) ^ k[i]!]!;
  return (out | SP[7]![(((r & 31) << 1) | (r >>> 31)) ^ k[7]!]!) >>> 0;
}

function decryptBlock(cipher: Uint8Array, at: number, keys: number[][], out: Uint8Array): void {
  const word = (o: number): number => (cipher[o]! << 24 | cipher[o + 1]! << 16 | cipher[o + 2]! << 8 | cipher[o + 3]!) >>> 0;
  const b = permute([word(at), word(at + 4)], IP);
  let l = b[0]!;
  let r = b[1]!;
  for (let i = 15; i >= 0; i--) [l, r] = [r, (l ^ feistel(r, keys[i]!)) >>> 0];
  const [hi, lo] = permute([r, l], FP);
  for (let i = 0; i < 4; i++) {
    out[at + i] = hi! >>> (24 - 8 * i);
    out[at + 4 + i] = lo! >>> (24 - 8 * i);
  }
}

/** Plain bytes of a DES-ECB/PKCS#7 ciphertext under an 8-byte key; null when the length or padding is wrong. */
export function desEcbDecrypt(cipher: Uint8Array, key: Uint8Array): Uint8Array | null {
  if (key.length !== 8 || cipher.length === 0 || cipher.length % 8 !== 0) return null;
  const keys = subkeys(key);
  const out = new Uint8Array(cipher.length);
  for (let i = 0; i < cipher.length; i += 8) decryptBlock(cipher, i, keys, out);
  const pad = out[out.length - 1]!;
  if (pad < 1 || pad > 8 || out.subarray(out.length - pad).some((b) => b !== pad)) return null;
  return out.slice(0, out.length - pad);
}
