/**
 * DES-ECB decryption with PKCS#7 padding for the legacy scheme, on crypto-js's DES: a widely used
 * implementation written by other people than the gateway's hand-written one, so the two sides of
 * the protocol check each other (docs/decisions/013-platform-owns-its-side-of-the-protocol.md).
 *
 * crypto-js's own PKCS#7 unpadding does not validate the padding bytes, so the cipher runs without
 * padding and the padding is checked here: a malformed one is refused, never silently trimmed.
 */
// The whole library, not its per-algorithm modules: bundlers that pre-bundle each module on its
// own give each a private copy of the core, and the DES registered on one is missing from another.
import CryptoJS from 'crypto-js';

const DES_BLOCK_BYTES = 8;

type WordArray = CryptoJS.lib.WordArray;

function toWordArray(bytes: Uint8Array): WordArray {
  const words: number[] = [];
  for (let i = 0; i < bytes.length; i++) words[i >>> 2] = (words[i >>> 2] ?? 0) | (bytes[i]! << (24 - (i % 4) * 8));
  return CryptoJS.lib.WordArray.create(words, bytes.length);
}

function fromWordArray(words: WordArray): Uint8Array {
  const out = new Uint8Array(words.sigBytes);
  for (let i = 0; i < out.length; i++) out[i] = (words.words[i >>> 2]! >>> (24 - (i % 4) * 8)) & 0xff;
  return out;
}

export function pkcs7Unpad(data: Uint8Array): Uint8Array {
  const count = data[data.length - 1] ?? 0;
  if (data.length === 0 || data.length % DES_BLOCK_BYTES !== 0 || count < 1 || count > DES_BLOCK_BYTES) throw new Error('bad padding');
  for (let i = data.length - count; i < data.length; i++) if (data[i] !== count) throw new Error('bad padding');
  return data.slice(0, data.length - count);
}

/** Decrypts whole DES blocks with an 8-byte key and removes the PKCS#7 padding. */
export function desEcbDecrypt(key: Uint8Array, ciphertext: Uint8Array): Uint8Array {
  if (key.length !== DES_BLOCK_BYTES) throw new RangeError('DES key must be 8 bytes');
  if (ciphertext.length === 0 || ciphertext.length % DES_BLOCK_BYTES !== 0) throw new RangeError('DES input must be whole blocks');
  const params = CryptoJS.lib.CipherParams.create({ ciphertext: toWordArray(ciphertext) });
  const plain = CryptoJS.DES.decrypt(params, toWordArray(key), { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.NoPadding });
  return pkcs7Unpad(fromWordArray(plain));
}
