/**
 * Single DES (FIPS 46-3) in ECB mode with PKCS#7 padding, over Uint8Array. Pure, no dependencies.
 *
 * Why it exists: the legacy platform scheme (docs/platform-protocol.md, "Encryption of sensitive
 * bodies") encrypts bodies with DES-ECB, and WebCrypto has no DES.
 * DES is broken (56-bit key) and ECB leaks equal blocks; this is for compatibility only, the
 * modern scheme is the default. Verified against FIPS 81 / NIST SP 800-17 vectors and against
 * OpenSSL in des.test.ts.
 *
 * The implementation is the textbook one, bit by bit (one byte per bit), so that every table can be
 * checked against the standard by eye. That costs about 2 ms of CPU per KB (a 64 KB body, the most
 * the platform accepts, ~130 ms); the payloads we seal are logins and password changes, under 1 KB.
 */

// Tables of FIPS 46-3, 1-based bit positions counted from the most significant bit.
const IP = [
  58, 50, 42, 34, 26, 18, 10, 2, 60, 52, 44, 36, 28, 20, 12, 4, 62, 54, 46, 38, 30, 22, 14, 6, 64, 56, 48, 40, 32, 24, 16, 8, 57, 49, 41, 33, 25, 17, 9, 1, 59,
  51, 43, 35, 27, 19, 11, 3, 61, 53, 45, 37, 29, 21, 13, 5, 63, 55, 47, 39, 31, 23, 15, 7,
];
const FP = [
  40, 8, 48, 16, 56, 24, 64, 32, 39, 7, 47, 15, 55, 23, 63, 31, 38, 6, 46, 14, 54, 22, 62, 30, 37, 5, 45, 13, 53, 21, 61, 29, 36, 4, 44, 12, 52, 20, 60, 28, 35,
  3, 43, 11, 51, 19, 59, 27, 34, 2, 42, 10, 50, 18, 58, 26, 33, 1, 41, 9, 49, 17, 57, 25,
];
const E = [
  32, 1, 2, 3, 4, 5, 4, 5, 6, 7, 8, 9, 8, 9, 10, 11, 12, 13, 12, 13, 14, 15, 16, 17, 16, 17, 18, 19, 20, 21, 20, 21, 22, 23, 24, 25, 24, 25, 26, 27, 28, 29, 28,
  29, 30, 31, 32, 1,
];
const P = [16, 7, 20, 21, 29, 12, 28, 17, 1, 15, 23, 26, 5, 18, 31, 10, 2, 8, 24, 14, 32, 27, 3, 9, 19, 13, 30, 6, 22, 11, 4, 25];
const PC1 = [
  57, 49, 41, 33, 25, 17, 9, 1, 58, 50, 42, 34, 26, 18, 10, 2, 59, 51, 43, 35, 27, 19, 11, 3, 60, 52, 44, 36, 63, 55, 47, 39, 31, 23, 15, 7, 62, 54, 46, 38, 30,
  22, 14, 6, 61, 53, 45, 37, 29, 21, 13, 5, 28, 20, 12, 4,
];
const PC2 = [
  14, 17, 11, 24, 1, 5, 3, 28, 15, 6, 21, 10, 23, 19, 12, 4, 26, 8, 16, 7, 27, 20, 13, 2, 41, 52, 31, 37, 47, 55, 30, 40, 51, 45, 33, 48, 44, 49, 39, 56, 34,
  53, 46, 42, 50, 36, 29, 32,
];
const SHIFTS = [1, 1, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 1];
// S-boxes: 4 rows of 16; the row is bits 1 and 6 of the 6-bit input, the column bits 2 to 5.
const S = [
  [
    14, 4, 13, 1, 2, 15, 11, 8, 3, 10, 6, 12, 5, 9, 0, 7, 0, 15, 7, 4, 14, 2, 13, 1, 10, 6, 12, 11, 9, 5, 3, 8, 4, 1, 14, 8, 13, 6, 2, 11, 15, 12, 9, 7, 3, 10,
    5, 0, 15, 12, 8, 2, 4, 9, 1, 7, 5, 11, 3, 14, 10, 0, 6, 13,
  ],
  [
    15, 1, 8, 14, 6, 11, 3, 4, 9, 7, 2, 13, 12, 0, 5, 10, 3, 13, 4, 7, 15, 2, 8, 14, 12, 0, 1, 10, 6, 9, 11, 5, 0, 14, 7, 11, 10, 4, 13, 1, 5, 8, 12, 6, 9, 3,
    2, 15, 13, 8, 10, 1, 3, 15, 4, 2, 11, 6, 7, 12, 0, 5, 14, 9,
  ],
  [
    10, 0, 9, 14, 6, 3, 15, 5, 1, 13, 12, 7, 11, 4, 2, 8, 13, 7, 0, 9, 3, 4, 6, 10, 2, 8, 5, 14, 12, 11, 15, 1, 13, 6, 4, 9, 8, 15, 3, 0, 11, 1, 2, 12, 5, 10,
    14, 7, 1, 10, 13, 0, 6, 9, 8, 7, 4, 15, 14, 3, 11, 5, 2, 12,
  ],
  [
    7, 13, 14, 3, 0, 6, 9, 10, 1, 2, 8, 5, 11, 12, 4, 15, 13, 8, 11, 5, 6, 15, 0, 3, 4, 7, 2, 12, 1, 10, 14, 9, 10, 6, 9, 0, 12, 11, 7, 13, 15, 1, 3, 14, 5, 2,
    8, 4, 3, 15, 0, 6, 10, 1, 13, 8, 9, 4, 5, 11, 12, 7, 2, 14,
  ],
  [
    2, 12, 4, 1, 7, 10, 11, 6, 8, 5, 3, 15, 13, 0, 14, 9, 14, 11, 2, 12, 4, 7, 13, 1, 5, 0, 15, 10, 3, 9, 8, 6, 4, 2, 1, 11, 10, 13, 7, 8, 15, 9, 12, 5, 6, 3,
    0, 14, 11, 8, 12, 7, 1, 14, 2, 13, 6, 15, 0, 9, 10, 4, 5, 3,
  ],
  [
    12, 1, 10, 15, 9, 2, 6, 8, 0, 13, 3, 4, 14, 7, 5, 11, 10, 15, 4, 2, 7, 12, 9, 5, 6, 1, 13, 14, 0, 11, 3, 8, 9, 14, 15, 5, 2, 8, 12, 3, 7, 0, 4, 10, 1, 13,
    11, 6, 4, 3, 2, 12, 9, 5, 15, 10, 11, 14, 1, 7, 6, 0, 8, 13,
  ],
  [
    4, 11, 2, 14, 15, 0, 8, 13, 3, 12, 9, 7, 5, 10, 6, 1, 13, 0, 11, 7, 4, 9, 1, 10, 14, 3, 5, 12, 2, 15, 8, 6, 1, 4, 11, 13, 12, 3, 7, 14, 10, 15, 6, 8, 0, 5,
    9, 2, 6, 11, 13, 8, 1, 4, 10, 7, 9, 5, 0, 15, 14, 2, 3, 12,
  ],
  [
    13, 2, 8, 4, 6, 15, 11, 1, 10, 9, 3, 14, 5, 0, 12, 7, 1, 15, 13, 8, 10, 3, 7, 4, 12, 5, 6, 11, 0, 14, 9, 2, 7, 11, 4, 1, 9, 12, 14, 2, 0, 6, 10, 13, 15, 3,
    5, 8, 2, 1, 14, 7, 4, 10, 8, 13, 15, 12, 9, 0, 3, 5, 6, 11,
  ],
];

export const DES_BLOCK = 8;

/** An array of bits (0/1), most significant first. */
type Bits = Uint8Array;

function permute(input: Bits, table: readonly number[]): Bits {
  const out = new Uint8Array(table.length);
  for (let i = 0; i < table.length; i++) out[i] = input[table[i]! - 1]!;
  return out;
}

/** a XOR b, bit by bit, into a (the caller owns a). */
function xorInto(a: Bits, b: Bits): Bits {
  for (let i = 0; i < a.length; i++) a[i]! ^= b[i]!;
  return a;
}

function toBits(bytes: Uint8Array, offset: number, count: number): Bits {
  const bits = new Uint8Array(count * 8);
  for (let i = 0; i < bits.length; i++) bits[i] = (bytes[offset + (i >> 3)]! >> (7 - (i & 7))) & 1;
  return bits;
}

function writeBits(bits: Bits, out: Uint8Array, offset: number): void {
  for (let i = 0; i < DES_BLOCK; i++) {
    let byte = 0;
    for (let j = 0; j < 8; j++) byte = (byte << 1) | bits[i * 8 + j]!;
    out[offset + i] = byte;
  }
}

const rotateLeft = (half: Bits, by: number): Bits => Uint8Array.from(half, (_, i) => half[(i + by) % half.length]!);

/** The 16 round keys (48 bits each) of an 8-byte key; parity bits are ignored, as the standard says. */
function roundKeys(key: Uint8Array): Bits[] {
  if (key.length !== DES_BLOCK) throw new RangeError(`DES key must be 8 bytes, got ${key.length}`);
  const permuted = permute(toBits(key, 0, 8), PC1);
  let c: Bits = permuted.slice(0, 28);
  let d: Bits = permuted.slice(28);
  return SHIFTS.map((shift) => {
    c = rotateLeft(c, shift);
    d = rotateLeft(d, shift);
    const cd = new Uint8Array(56);
    cd.set(c);
    cd.set(d, 28);
    return permute(cd, PC2);
  });
}

/** The round function f(R, K): expand, mix in the key, substitute through the S-boxes, permute. */
function feistel(right: Bits, key: Bits): Bits {
  const mixed = xorInto(permute(right, E), key);
  const substituted = new Uint8Array(32);
  for (let box = 0; box < 8; box++) {
    const b = mixed.subarray(box * 6, box * 6 + 6);
    const row = (b[0]! << 1) | b[5]!;
    const column = (b[1]! << 3) | (b[2]! << 2) | (b[3]! << 1) | b[4]!;
    const value = S[box]![row * 16 + column]!;
    for (let j = 0; j < 4; j++) substituted[box * 4 + j] = (value >> (3 - j)) & 1;
  }
  return permute(substituted, P);
}

function cryptBlock(keys: readonly Bits[], input: Uint8Array, inOffset: number, out: Uint8Array, outOffset: number): void {
  const block = permute(toBits(input, inOffset, DES_BLOCK), IP);
  let left: Bits = block.slice(0, 32);
  let right: Bits = block.slice(32);
  for (const key of keys) {
    const next = xorInto(feistel(right, key), left);
    left = right;
    right = next;
  }
  // The halves are swapped once more after the last round (R16 L16) before the final permutation.
  const preOutput = new Uint8Array(64);
  preOutput.set(right);
  preOutput.set(left, 32);
  writeBits(permute(preOutput, FP), out, outOffset);
}

/** Raw DES-ECB over whole blocks, no padding: what the published test vectors exercise. */
export function desEcbRaw(key: Uint8Array, data: Uint8Array, direction: 'encrypt' | 'decrypt'): Uint8Array {
  if (data.length % DES_BLOCK !== 0) throw new RangeError('DES-ECB input must be a multiple of 8 bytes');
  const keys = roundKeys(key);
  // Decryption is the same network with the round keys in reverse order.
  if (direction === 'decrypt') keys.reverse();
  const out = new Uint8Array(data.length);
  for (let offset = 0; offset < data.length; offset += DES_BLOCK) cryptBlock(keys, data, offset, out, offset);
  return out;
}

/** PKCS#7: always adds 1..8 bytes, each equal to the count, so an exact multiple gains a full block. */
export function pkcs7Pad(data: Uint8Array, blockSize = DES_BLOCK): Uint8Array {
  const count = blockSize - (data.length % blockSize);
  const out = new Uint8Array(data.length + count);
  out.set(data);
  out.fill(count, data.length);
  return out;
}

/** Removes PKCS#7 padding, refusing anything malformed (the caller turns that into a protocol error). */
export function pkcs7Unpad(data: Uint8Array, blockSize = DES_BLOCK): Uint8Array {
  if (data.length === 0 || data.length % blockSize !== 0) throw new Error('bad padding');
  const count = data[data.length - 1]!;
  if (count < 1 || count > blockSize) throw new Error('bad padding');
  for (let i = data.length - count; i < data.length; i++) if (data[i] !== count) throw new Error('bad padding');
  return data.slice(0, data.length - count);
}

export const desEcbEncrypt = (key: Uint8Array, plaintext: Uint8Array): Uint8Array => desEcbRaw(key, pkcs7Pad(plaintext), 'encrypt');

export const desEcbDecrypt = (key: Uint8Array, ciphertext: Uint8Array): Uint8Array => pkcs7Unpad(desEcbRaw(key, ciphertext, 'decrypt'));
