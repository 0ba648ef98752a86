/**
 * The platform's reading of the sealed-body wire format (docs/platform-protocol.md, "Encryption of
 * sensitive bodies": the legacy scheme and the modern one). Written from the protocol text,
 * not imported from the gateway: if both sides shared one file, a mistake in it would seal and open
 * consistently and no test would notice (docs/decisions/013-platform-owns-its-side-of-the-protocol.md).
 *
 * Both schemes send `{"value": "<Base64>"}` and name the scheme in `Encryption`:
 * - legacy: `Encryption` is the RSA-encrypted secret in hex, with `X-Digest` and `X-RSA`;
 * - modern: `Encryption: modern-v1` with `X-Sealed-Key` (the RSA-OAEP-256-wrapped AES key); the
 *   value is IV (12 bytes) ‖ AES-256-GCM ciphertext ‖ tag over the JSON `{ts, nonce, payload}`.
 */
import { utf8 } from './encoding';

export const LEGACY_HEADERS = { key: 'Encryption', digest: 'X-Digest', modulus: 'X-RSA' } as const;

export const MODERN_VERSION = 'modern-v1';
export const MODERN_HEADERS = { scheme: 'Encryption', wrappedKey: 'X-Sealed-Key' } as const;

export const OAEP_KEY_PATH = '/wps/session/key/oaep';

export const GCM_IV_BYTES = 12;
export const GCM_TAG_BYTES = 16;
export const NONCE_BYTES = 16;

/** The additional data a modern seal is bound to: scheme, merchant and path, one per line. */
export const modernAad = (merchant: string, path: string): Uint8Array<ArrayBuffer> => utf8(`${MODERN_VERSION}\n${merchant}\n${path}`);
