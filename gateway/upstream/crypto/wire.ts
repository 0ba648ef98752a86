/**
 * The wire format of sealed request bodies, shared by the gateway (which seals) and the reference
 * platform (which opens). Only constants and pure helpers live here, so that the platform Worker
 * can import this file (and des.ts, encoding.ts, textbook-rsa.ts) without pulling in the gateway.
 *
 * Both schemes send the body as `{"value": "<Base64>"}` and say which scheme they use in the
 * `Encryption` header:
 * - legacy: `Encryption` is the RSA-encrypted secret in hex, plus `X-Digest` and `X-RSA`;
 * - modern: `Encryption: modern-v1`, plus `X-Sealed-Key` (Base64 of the AES key wrapped with
 *   RSA-OAEP-256). `value` is Base64 of IV (12 bytes) ‖ AES-256-GCM ciphertext ‖ tag, whose
 *   plaintext is the JSON `{ts, nonce, payload}` and whose additional data is `modernAad(...)`.
 */
import { utf8 } from './encoding';

export interface SealedBody {
  body: string;
  headers: Record<string, string>;
}

export const LEGACY_HEADERS = { key: 'Encryption', digest: 'X-Digest', modulus: 'X-RSA' } as const;

export const MODERN_VERSION = 'modern-v1';
export const MODERN_HEADERS = { scheme: 'Encryption', wrappedKey: 'X-Sealed-Key' } as const;

/** Where the platform publishes its RSA-OAEP-256 public key (a JWK in the usual envelope). */
export const OAEP_KEY_PATH = '/wps/session/key/oaep';

export const GCM_IV_BYTES = 12;
export const NONCE_BYTES = 16;

/** The plaintext inside a modern seal. */
export interface ModernEnvelope {
  /** Sealing time, epoch ms: the platform refuses seals outside its clock skew window. */
  ts: number;
  /** Base64url of 16 random bytes: the platform refuses a nonce it has already seen. */
  nonce: string;
  payload: unknown;
}

/**
 * Additional authenticated data: binds a seal to the brand and the endpoint it was made for, so a
 * sealed login cannot be replayed as a password change, or against another brand.
 */
export const modernAad = (merchant: string, path: string): Uint8Array<ArrayBuffer> => utf8(`${MODERN_VERSION}\n${merchant}\n${path}`);
