/**
 * The private half of the legacy scheme's textbook RSA (no padding): m = c^d mod n, with BigInt,
 * because WebCrypto has no raw RSA. Not constant-time; acceptable only because the legacy key is a
 * compatibility key kept apart from the modern one (keys.ts).
 */
export const PUBLIC_EXPONENT = 65537n;

export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  if (modulus <= 0n || exponent < 0n) throw new RangeError('modPow needs a positive modulus and a non-negative exponent');
  let result = 1n % modulus;
  let square = ((base % modulus) + modulus) % modulus;
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * square) % modulus;
    square = (square * square) % modulus;
  }
  return result;
}

/** The plaintext integer's minimal big-endian bytes (leading zero bytes carry no information here). */
export function bigIntToMinimalBytes(value: bigint): Uint8Array {
  if (value < 0n) throw new RangeError('negative integer');
  if (value === 0n) return new Uint8Array(0);
  const hex = value.toString(16);
  const even = hex.length % 2 ? '0' + hex : hex;
  return Uint8Array.from({ length: even.length / 2 }, (_, i) => parseInt(even.slice(i * 2, i * 2 + 2), 16));
}

/** Decrypts a hex ciphertext (as sent in the `Encryption` header) with the private exponent. */
export function rsaRawDecrypt(ciphertextHex: string, n: bigint, d: bigint): Uint8Array {
  if (!/^[0-9a-fA-F]+$/.test(ciphertextHex)) throw new Error('RSA ciphertext is not hex');
  const c = BigInt('0x' + ciphertextHex);
  if (c >= n) throw new RangeError('RSA ciphertext out of range');
  return bigIntToMinimalBytes(modPow(c, d, n));
}
