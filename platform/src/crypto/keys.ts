/**
 * The platform's two RSA keys, both rows of `rsa_keys`:
 * - `legacy` (1024-bit, created by modules/system/rsa.ts when its modulus is first published):
 *   n and d for the textbook RSA of the legacy scheme;
 * - `modern-oaep` (2048-bit, created here on first use): the RSA-OAEP-256 key of the modern scheme.
 * They are separate on purpose: the legacy scheme makes the platform a raw RSA decryption oracle
 * for its key, which must never be the key that protects modern seals, and 1024 bits is too short.
 */
import { fromBase64Url, toHex } from './encoding';
import { PUBLIC_EXPONENT } from './textbook-rsa';

const LEGACY_KEY_ID = 'legacy';
const MODERN_KEY_ID = 'modern-oaep';
const OAEP = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

export interface LegacyKey {
  modulusHex: string;
  n: bigint;
  d: bigint;
}

/** The legacy key, or null when its modulus was never published (so nothing can be sealed to it). */
export async function legacyKey(db: D1Database): Promise<LegacyKey | null> {
  const row = await db
    .prepare('SELECT modulus_hex, private_exponent_hex FROM rsa_keys WHERE id = ?1')
    .bind(LEGACY_KEY_ID)
    .first<{ modulus_hex: string; private_exponent_hex: string }>();
  if (!row) return null;
  return { modulusHex: row.modulus_hex, n: BigInt('0x' + row.modulus_hex), d: BigInt('0x' + row.private_exponent_hex) };
}

const b64urlToHex = (value: string) => toHex(fromBase64Url(value));

async function storedModernJwk(db: D1Database): Promise<JsonWebKey> {
  const select = db.prepare('SELECT private_jwk FROM rsa_keys WHERE id = ?1').bind(MODERN_KEY_ID);
  const existing = await select.first<{ private_jwk: string }>();
  if (existing) return JSON.parse(existing.private_jwk) as JsonWebKey;

  const pair = (await crypto.subtle.generateKey({ name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, [
    'encrypt',
    'decrypt',
  ])) as CryptoKeyPair;
  const jwk = (await crypto.subtle.exportKey('jwk', pair.privateKey)) as JsonWebKey;
  if (!jwk.n || !jwk.d) throw new Error('RSA key export lacks n or d');
  // As in rsa.ts: two isolates may race on first use; INSERT OR IGNORE keeps the first, re-read it.
  await db
    .prepare(
      `INSERT OR IGNORE INTO rsa_keys (id, modulus_hex, public_exponent, private_exponent_hex, private_jwk, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6)`,
    )
    .bind(MODERN_KEY_ID, b64urlToHex(jwk.n), Number(PUBLIC_EXPONENT), b64urlToHex(jwk.d), JSON.stringify(jwk), Date.now())
    .run();
  const stored = await select.first<{ private_jwk: string }>();
  if (!stored) throw new Error('OAEP key was not stored');
  return JSON.parse(stored.private_jwk) as JsonWebKey;
}

/** The public half, as published on /wps/session/key/oaep. */
export async function modernPublicJwk(db: D1Database): Promise<JsonWebKey> {
  const { kty, n, e } = await storedModernJwk(db);
  return { kty, n, e, alg: 'RSA-OAEP-256', use: 'enc', key_ops: ['encrypt'], ext: true };
}

// The imported private key per isolate, keyed by its modulus so a replaced row is noticed.
let imported: { n: string; key: CryptoKey } | null = null;

export async function modernPrivateKey(db: D1Database): Promise<CryptoKey> {
  const jwk = await storedModernJwk(db);
  if (imported && imported.n === jwk.n) return imported.key;
  const key = await crypto.subtle.importKey('jwk', { ...jwk, alg: 'RSA-OAEP-256', key_ops: ['decrypt'] }, OAEP, false, ['decrypt']);
  imported = { n: jwk.n ?? '', key };
  return key;
}
