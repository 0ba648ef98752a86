/**
 * GET /wps/session/key/rsa: the legacy RSA modulus as lower-case hex (plain text).
 *
 * The key pair is generated with WebCrypto on first use and kept in D1 so it survives restarts
 * (clients may hold the modulus across a restart). 1024 bits like live sites: weak, but the legacy
 * scheme is only kept for compatibility.
 */
import type { BrandContext } from '../../http/routes';

const KEY_ID = 'legacy';
const PUBLIC_EXPONENT = 65537;

function base64UrlToHex(value: string): string {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  let hex = '';
  for (let i = 0; i < binary.length; i++) hex += binary.charCodeAt(i).toString(16).padStart(2, '0');
  return hex;
}

async function generateKeyRow(): Promise<{ modulusHex: string; privateExponentHex: string; jwk: JsonWebKey }> {
  const pair = (await crypto.subtle.generateKey({ name: 'RSA-OAEP', modulusLength: 1024, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, [
    'encrypt',
    'decrypt',
  ])) as CryptoKeyPair;
  const jwk = (await crypto.subtle.exportKey('jwk', pair.privateKey)) as JsonWebKey;
  if (!jwk.n || !jwk.d) throw new Error('RSA key export lacks n or d');
  return { modulusHex: base64UrlToHex(jwk.n), privateExponentHex: base64UrlToHex(jwk.d), jwk };
}

/** The stored modulus, generating and storing a key pair the first time. */
export async function legacyRsaModulus(db: D1Database): Promise<string> {
  const select = db.prepare('SELECT modulus_hex FROM rsa_keys WHERE id = ?1').bind(KEY_ID);
  const existing = await select.first<{ modulus_hex: string }>();
  if (existing) return existing.modulus_hex;
  const key = await generateKeyRow();
  // Two isolates may race on first use: INSERT OR IGNORE keeps the first, and we re-read it.
  await db
    .prepare(
      `INSERT OR IGNORE INTO rsa_keys (id, modulus_hex, public_exponent, private_exponent_hex, private_jwk, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6)`,
    )
    .bind(KEY_ID, key.modulusHex, PUBLIC_EXPONENT, key.privateExponentHex, JSON.stringify(key.jwk), Date.now())
    .run();
  const stored = await select.first<{ modulus_hex: string }>();
  if (!stored) throw new Error('RSA key was not stored');
  return stored.modulus_hex;
}

export async function rsaKey(ctx: BrandContext): Promise<Response> {
  const modulus = await legacyRsaModulus(ctx.env.DB);
  return new Response(modulus, { headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'Cache-Control': 'no-store' } });
}
