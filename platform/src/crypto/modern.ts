/**
 * Opens a modern-sealed body (format in wire.ts; the gateway seals in its own modern.ts): unwraps the
 * AES key with the platform's RSA-OAEP-256 key, decrypts and authenticates with the merchant and
 * path as additional data, then refuses stale timestamps and replayed nonces.
 */
import { fromBase64, fromUtf8 } from './encoding';
import { GCM_IV_BYTES, GCM_TAG_BYTES, MODERN_HEADERS, modernAad, NONCE_BYTES } from './wire';
import { modernPrivateKey } from './keys';
import { rememberNonce } from './nonces';
import { orRefuse, refuse } from './refuse';

/** How far a seal's timestamp may be from the platform clock, either way. */
export const MAX_CLOCK_SKEW_MS = 60_000;

const NONCE = new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((NONCE_BYTES * 4) / 3)}}$`);

export interface ModernContext {
  merchant: string;
  path: string;
  now: number;
}

export async function openModern(headers: Headers, sealed: Uint8Array<ArrayBuffer>, db: D1Database, ctx: ModernContext): Promise<unknown> {
  const wrapped = await orRefuse('X-Sealed-Key is not Base64', () => fromBase64(headers.get(MODERN_HEADERS.wrappedKey)?.trim() ?? ''));
  if (wrapped.length === 0) throw refuse('X-Sealed-Key missing');
  if (sealed.length < GCM_IV_BYTES + GCM_TAG_BYTES) throw refuse('sealed value too short');

  const privateKey = await modernPrivateKey(db);
  const rawKey = await orRefuse('key does not unwrap', () => crypto.subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, wrapped));
  const aesKey = await orRefuse('unwrapped key is not AES-256', () => {
    if (rawKey.byteLength !== 32) throw new Error('wrong key length');
    return crypto.subtle.importKey('raw', rawKey, 'AES-GCM', false, ['decrypt']);
  });
  // GCM authenticates the ciphertext and the AAD together: tampering, or a seal made for another
  // merchant or path, fails here without telling which.
  const plaintext = await orRefuse('body does not authenticate', () =>
    crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: sealed.subarray(0, GCM_IV_BYTES), additionalData: modernAad(ctx.merchant, ctx.path) },
      aesKey,
      sealed.subarray(GCM_IV_BYTES),
    ),
  );
  const envelope = await orRefuse('envelope is not JSON', () => JSON.parse(fromUtf8(new Uint8Array(plaintext))) as unknown);
  if (typeof envelope !== 'object' || envelope === null) throw refuse('envelope is not an object');
  const { ts, nonce, payload } = envelope as { ts?: unknown; nonce?: unknown; payload?: unknown };
  if (typeof ts !== 'number' || !Number.isSafeInteger(ts)) throw refuse('envelope has no timestamp');
  if (typeof nonce !== 'string' || !NONCE.test(nonce)) throw refuse('envelope has no nonce');
  if (!('payload' in envelope)) throw refuse('envelope has no payload');

  // Timestamp first, so stale seals never reach the nonce table.
  if (Math.abs(ctx.now - ts) > MAX_CLOCK_SKEW_MS) throw refuse('timestamp outside the skew window');
  // Remember the nonce until the timestamp would be refused anyway (plus a second for the boundary).
  if (!(await rememberNonce(db, nonce, ts + MAX_CLOCK_SKEW_MS + 1000, ctx.now))) throw refuse('nonce replayed');
  return payload;
}
