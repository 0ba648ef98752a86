/**
 * Opens a legacy-sealed body (the scheme the gateway seals in its own legacy.ts): checks that
 * `X-RSA` names the current modulus and `X-Digest` repeats the body, recovers the 16-character
 * secret with the private exponent, and DES-decrypts the body with its first 8 bytes.
 */
import { desEcbDecrypt } from './des';
import { constantTimeEqual, fromUtf8 } from './encoding';
import { rsaRawDecrypt } from './textbook-rsa';
import { LEGACY_HEADERS } from './wire';
import { legacyKey } from './keys';
import { orRefuse, refuse } from './refuse';

const SECRET = /^[A-Za-z0-9]{16}$/;

export async function openLegacy(headers: Headers, value: { text: string; bytes: Uint8Array }, db: D1Database): Promise<unknown> {
  const encryptedSecret = headers.get(LEGACY_HEADERS.key)?.trim() ?? '';
  const digest = headers.get(LEGACY_HEADERS.digest)?.trim() ?? '';
  const modulus = headers.get(LEGACY_HEADERS.modulus)?.trim().toLowerCase() ?? '';
  if (!encryptedSecret || !digest || !modulus) throw refuse('legacy headers missing');
  if (!constantTimeEqual(digest, value.text)) throw refuse('X-Digest does not match the body');

  const key = await legacyKey(db);
  // A client holding a modulus from before a key change must refetch it (and will, on this error).
  if (!key || modulus !== key.modulusHex.toLowerCase()) throw refuse('X-RSA is not the current modulus');

  const secretBytes = await orRefuse('secret does not decrypt', () => rsaRawDecrypt(encryptedSecret, key.n, key.d));
  const secret = await orRefuse('secret is not UTF-8', () => fromUtf8(secretBytes));
  // The scheme's secret is 16 alphanumerics; anything else means a wrong key or a forged header.
  if (!SECRET.test(secret)) throw refuse('secret is malformed');

  const plaintext = await orRefuse('body does not decrypt', () => desEcbDecrypt(secretBytes.slice(0, 8), value.bytes));
  return orRefuse('payload is not JSON', () => JSON.parse(fromUtf8(plaintext)) as unknown);
}
