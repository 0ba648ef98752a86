/**
 * The modern body seal between our own Workers (the default): a fresh AES-256-GCM key per request,
 * wrapped with the platform's RSA-OAEP-256 public key; the sealed plaintext carries a timestamp
 * and a random nonce so that the platform can refuse stale and replayed requests, and the GCM
 * additional data binds the merchant and the request path. The wire format is in wire.ts.
 */
import type { BodySealer } from './sealer';
import { toBase64, toBase64Url, utf8 } from './encoding';
import { GCM_IV_BYTES, MODERN_HEADERS, MODERN_VERSION, modernAad, NONCE_BYTES, type ModernEnvelope, type SealedBody } from './wire';

const OAEP = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

/** Imports the platform's published public JWK, refusing anything but an RSA encryption key. */
export async function importOaepPublicKey(jwk: JsonWebKey): Promise<CryptoKey> {
  if (jwk.kty !== 'RSA' || !jwk.n || !jwk.e || (jwk.alg !== undefined && jwk.alg !== 'RSA-OAEP-256')) {
    throw new Error('platform OAEP key is not an RSA-OAEP-256 public key');
  }
  // Only the public members: a JWK that accidentally carries `d` must not become a private key here.
  return crypto.subtle.importKey('jwk', { kty: 'RSA', n: jwk.n, e: jwk.e, alg: 'RSA-OAEP-256', ext: true }, OAEP, false, ['encrypt']);
}

export interface ModernSealInput {
  publicKey: CryptoKey;
  merchant: string;
  /** The endpoint path, as the platform will see it in the request URL. */
  path: string;
  /** Clock and randomness, injectable so tests can make stale or replayed seals. */
  now?: number;
  nonce?: string;
}

export async function sealModern(payload: unknown, input: ModernSealInput): Promise<SealedBody> {
  const envelope: ModernEnvelope = {
    ts: input.now ?? Date.now(),
    nonce: input.nonce ?? toBase64Url(crypto.getRandomValues(new Uint8Array(NONCE_BYTES))),
    payload: payload ?? null,
  };
  const aesKey = (await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt'])) as CryptoKey;
  const iv = crypto.getRandomValues(new Uint8Array(GCM_IV_BYTES));
  const ciphertext = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: modernAad(input.merchant, input.path) }, aesKey, utf8(JSON.stringify(envelope))),
  );
  const rawKey = await crypto.subtle.exportKey('raw', aesKey);
  const wrappedKey = new Uint8Array(await crypto.subtle.encrypt(OAEP, input.publicKey, rawKey as ArrayBuffer));

  const sealed = new Uint8Array(iv.length + ciphertext.length);
  sealed.set(iv);
  sealed.set(ciphertext, iv.length);
  return {
    body: JSON.stringify({ value: toBase64(sealed) }),
    headers: { [MODERN_HEADERS.scheme]: MODERN_VERSION, [MODERN_HEADERS.wrappedKey]: toBase64(wrappedKey) },
  };
}

/** A sealer for one merchant; `loadKey` is cached by the caller (see index.ts). */
export function createModernSealer(merchant: string, loadKey: () => Promise<CryptoKey>): BodySealer {
  return {
    async seal(body, endpoint) {
      return sealModern(body, { publicKey: await loadKey(), merchant, path: endpoint.path });
    },
  };
}
