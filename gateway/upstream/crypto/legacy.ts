/**
 * The live platforms' legacy body encryption (docs/platform-protocol.md, "Encryption of
 * sensitive bodies"), implemented faithfully for compatibility:
 *
 *   secret   = 16 random alphanumeric characters
 *   body     = {"value": Base64(DES-ECB-PKCS7(key = first 8 UTF-8 bytes of secret, JSON payload))}
 *   Encryption: hex(secret-as-big-endian-integer ^ 65537 mod n)   (textbook RSA, no padding)
 *   X-Digest:   the same Base64 as body.value
 *   X-RSA:      the modulus (hex) the secret was encrypted to
 *
 * All three headers are sent: a live brand answered request_body_required without the last two.
 * The scheme is weak (DES, ECB, unpadded RSA, no replay protection); the modern scheme is the
 * default between our own Workers.
 */
import type { BodySealer } from './sealer';
import { desEcbEncrypt } from './des';
import { toBase64, utf8 } from './encoding';
import { parseModulus, rsaRawEncrypt } from './textbook-rsa';
import { LEGACY_HEADERS, type SealedBody } from './wire';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A uniformly random alphanumeric string (rejection sampling: 248 = 4 × 62, so no modulo bias). */
export function randomSecret(length = 16): string {
  let secret = '';
  while (secret.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < 248 && secret.length < length) secret += ALPHANUMERIC[byte % 62];
    }
  }
  return secret;
}

/** Seals one payload to a modulus. `secret` is a parameter only so that tests can fix it. */
export function sealLegacy(payload: unknown, modulusHex: string, secret = randomSecret()): SealedBody {
  const modulus = modulusHex.trim().toLowerCase();
  const n = parseModulus(modulus);
  const secretBytes = utf8(secret);
  const ciphertext = toBase64(desEcbEncrypt(secretBytes.slice(0, 8), utf8(JSON.stringify(payload ?? null))));
  return {
    body: JSON.stringify({ value: ciphertext }),
    headers: {
      [LEGACY_HEADERS.key]: rsaRawEncrypt(secretBytes, n),
      [LEGACY_HEADERS.digest]: ciphertext,
      [LEGACY_HEADERS.modulus]: modulus,
    },
  };
}

/** A sealer that asks `loadModulus` (cached by the caller, see index.ts) for the key on every seal. */
export function createLegacySealer(loadModulus: () => Promise<string>): BodySealer {
  return {
    async seal(body) {
      return sealLegacy(body, await loadModulus());
    },
  };
}
