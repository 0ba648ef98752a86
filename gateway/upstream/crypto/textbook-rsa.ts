/**
 * Textbook RSA (no padding) with BigInt: c = m^e mod n, m = c^d mod n.
 *
 * Why: the legacy scheme encrypts its DES secret this way, and WebCrypto offers only RSA-OAEP and
 * signatures, never raw RSA. Textbook RSA is deterministic and malleable; it is kept only for live
 * platforms that require it. modPow is not constant-time, which matters only where the private
 * exponent is used (the reference platform), never in the gateway.
 */
import { fromHex, toHex } from './encoding';

export const PUBLIC_EXPONENT = 65537n;

/** Square-and-multiply, right to left. */
export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  if (modulus <= 0n) throw new RangeError('modulus must be positive');
  if (exponent < 0n) throw new RangeError('exponent must not be negative');
  let result = 1n % modulus;
  let b = ((base % modulus) + modulus) % modulus;
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
  }
  return result;
}

/** Big-endian unsigned integer of some bytes (OS2IP). */
export const bytesToBigInt = (bytes: Uint8Array): bigint => (bytes.length === 0 ? 0n : BigInt('0x' + toHex(bytes)));

/** Big-endian bytes of a non-negative integer, minimal length, or left-padded to `length` (I2OSP). */
export function bigIntToBytes(value: bigint, length?: number): Uint8Array {
  if (value < 0n) throw new RangeError('negative integer');
  let hex = value === 0n ? '' : value.toString(16);
  if (hex.length % 2) hex = '0' + hex;
  if (length !== undefined) {
    if (hex.length > length * 2) throw new RangeError('integer too large');
    hex = hex.padStart(length * 2, '0');
  }
  return fromHex(hex);
}

/** A modulus as sent by the platform (hex text), checked to be a plausible RSA modulus. */
export function parseModulus(hex: string): bigint {
  const clean = hex.trim();
  if (!/^[0-9a-fA-F]+$/.test(clean)) throw new Error('RSA modulus is not hex');
  const n = BigInt('0x' + clean);
  // Odd and at least 512 bits: anything else is a broken answer, not a key to encrypt a secret to.
  if (n % 2n === 0n || n.toString(2).length < 512) throw new Error('RSA modulus is implausible');
  return n;
}

export const modulusBytes = (n: bigint): number => Math.ceil(n.toString(16).length / 2);

/** Encrypts bytes as one integer; the result is hex, left-padded to the modulus length. */
export function rsaRawEncrypt(message: Uint8Array, n: bigint, e = PUBLIC_EXPONENT): string {
  const m = bytesToBigInt(message);
  if (m >= n) throw new RangeError('message does not fit the RSA modulus');
  return toHex(bigIntToBytes(modPow(m, e, n), modulusBytes(n)));
}

/** Decrypts a hex ciphertext to the minimal big-endian bytes of the plaintext integer. */
export function rsaRawDecrypt(ciphertextHex: string, n: bigint, d: bigint): Uint8Array {
  if (!/^[0-9a-fA-F]+$/.test(ciphertextHex)) throw new Error('RSA ciphertext is not hex');
  const c = BigInt('0x' + ciphertextHex);
  if (c >= n) throw new RangeError('RSA ciphertext out of range');
  return bigIntToBytes(modPow(c, d, n));
}
