/**
 * Firebase ID tokens (social sign-in): the brand's configuration (table brand_firebase) and the
 * verification Firebase documents for ID tokens, against the brand's configured public keys (no
 * network: a live brand stores Google's securetoken keys in its JWKS, development uses a local key).
 *
 * A token is accepted only when all of these hold; any failure is the same `null` (the caller
 * answers one error code and never says which check failed):
 * - at most MAX_ID_TOKEN_LENGTH characters, three base64url parts;
 * - header `alg` exactly RS256 (never `none`, HS256 or anything else), no `crit`, a `kid` found among
 *   the brand's RSA keys (at least 2048 bits), and a valid RSASSA-PKCS1-v1_5 SHA-256 signature;
 * - `iss` https://securetoken.google.com/<projectId>, `aud` the project id (a string);
 * - `exp` in the future, `iat` and `auth_time` not in the future, `iat` before `exp` (CLOCK_SKEW_MS
 *   of tolerance each way);
 * - `sub` a non-empty string of at most 128 characters (and `user_id`, when present, equal to it);
 * - `firebase.sign_in_provider` the provider of the requested channel, and that provider enabled in
 *   the brand's Firebase configuration.
 */

export type FirebaseChannel = 'GOOGLE' | 'FACEBOOK';

/** The Firebase sign-in provider of each channel. */
export const CHANNEL_PROVIDER: Record<FirebaseChannel, string> = { GOOGLE: 'google.com', FACEBOOK: 'facebook.com' };
/** The whitelabel module that offers each channel. */
export const CHANNEL_MODULE: Record<FirebaseChannel, string> = { GOOGLE: 'GOOGLELOGIN3', FACEBOOK: 'FBLOGIN3' };

/** Longer tokens are refused before any parsing (Firebase ID tokens are about 1 KB). */
export const MAX_ID_TOKEN_LENGTH = 4096;
export const CLOCK_SKEW_MS = 60_000;
const MIN_MODULUS_BYTES = 256;
const MAX_UID_LENGTH = 128;

export const firebaseIssuer = (projectId: string) => `https://securetoken.google.com/${projectId}`;

export interface RsaPublicJwk {
  kid: string;
  kty: 'RSA';
  n: string;
  e: string;
}

export interface FirebaseConfig {
  projectId: string;
  keys: RsaPublicJwk[];
  /** Sign-in providers the brand's Firebase project accepts ("google.com", "facebook.com"). */
  providers: Set<string>;
}

interface BrandFirebaseRow {
  project_id: string;
  jwks: string;
  google_enabled: number;
  facebook_enabled: number;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The usable RS256 keys of a JWKS document; anything else in it is ignored. */
export function keysOf(jwks: unknown): RsaPublicJwk[] {
  if (!isObject(jwks) || !Array.isArray(jwks.keys)) return [];
  return jwks.keys.filter(
    (k): k is RsaPublicJwk =>
      isObject(k) &&
      k.kty === 'RSA' &&
      typeof k.kid === 'string' &&
      k.kid !== '' &&
      typeof k.n === 'string' &&
      typeof k.e === 'string' &&
      (k.alg === undefined || k.alg === 'RS256') &&
      (k.use === undefined || k.use === 'sig'),
  );
}

/** The brand's Firebase configuration, or null when it has none (no social sign-in). */
export async function loadFirebaseConfig(db: D1Database, merchant: string): Promise<FirebaseConfig | null> {
  const row = await db.prepare('SELECT * FROM brand_firebase WHERE merchant_code = ?1').bind(merchant).first<BrandFirebaseRow>();
  if (!row) return null;
  let jwks: unknown = null;
  try {
    jwks = JSON.parse(row.jwks);
  } catch {
    console.error(`brand_firebase: the JWKS of ${merchant} is not JSON; every token will be refused`);
  }
  const providers = new Set<string>();
  if (row.google_enabled === 1) providers.add(CHANNEL_PROVIDER.GOOGLE);
  if (row.facebook_enabled === 1) providers.add(CHANNEL_PROVIDER.FACEBOOK);
  return { projectId: row.project_id, keys: keysOf(jwks), providers };
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Bytes of a base64url string (no padding), or null. */
export function base64UrlDecode(text: string): Uint8Array<ArrayBuffer> | null {
  if (!BASE64URL.test(text) || text.length % 4 === 1) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const out = new Uint8Array(new ArrayBuffer(binary.length));
    for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
    return out;
  } catch {
    return null;
  }
}

/** A base64url JSON object (a JWT header or payload), or null. */
function jsonPart(part: string): Record<string, unknown> | null {
  const bytes = base64UrlDecode(part);
  if (!bytes) return null;
  try {
    const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes));
    return isObject(value) ? value : null;
  } catch {
    return null;
  }
}

async function signatureValid(jwk: RsaPublicJwk, signedPart: string, signature: Uint8Array<ArrayBuffer>): Promise<boolean> {
  const modulus = base64UrlDecode(jwk.n);
  if (!modulus || modulus.length < MIN_MODULUS_BYTES || signature.length !== modulus.length) return false;
  try {
    const key = await crypto.subtle.importKey(
      'jwk',
      { kty: 'RSA', n: jwk.n, e: jwk.e, alg: 'RS256', ext: true },
      { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
      false,
      ['verify'],
    );
    return await crypto.subtle.verify('RSASSA-PKCS1-v1_5', key, signature, new TextEncoder().encode(signedPart));
  } catch {
    return false;
  }
}

const seconds = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value * 1000 : null);

/** What the platform uses of a verified token. */
export interface FirebaseUser {
  /** The Firebase uid (`sub`). */
  uid: string;
  /** `firebase.sign_in_provider`: "google.com" or "facebook.com". */
  provider: string;
  /** The e-mail address, only when the token says it is verified. */
  email: string | null;
  /** The e-mail address whether or not verified (only to derive a display name). */
  anyEmail: string | null;
  name: string | null;
}

export interface VerifyOptions {
  /** The channel the client named; the token's sign-in provider must be its provider. */
  channel: FirebaseChannel;
  /** The platform clock (ms). */
  now: number;
  /** Key ids never accepted here (production refuses the development key). */
  refusedKids?: readonly string[];
}

/** The user of a valid Firebase ID token, or null for any invalid one (see the file comment). */
export async function verifyFirebaseIdToken(token: string, config: FirebaseConfig, o: VerifyOptions): Promise<FirebaseUser | null> {
  if (token.length > MAX_ID_TOKEN_LENGTH) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [headerPart = '', payloadPart = '', signaturePart = ''] = parts;

  const header = jsonPart(headerPart);
  if (!header || header.alg !== 'RS256' || header.crit !== undefined) return null;
  const kid = header.kid;
  if (typeof kid !== 'string' || kid === '' || o.refusedKids?.includes(kid)) return null;
  const jwk = config.keys.find((k) => k.kid === kid);
  const signature = base64UrlDecode(signaturePart);
  if (!jwk || !signature) return null;
  if (!(await signatureValid(jwk, `${headerPart}.${payloadPart}`, signature))) return null;

  const claims = jsonPart(payloadPart);
  if (!claims) return null;
  if (claims.iss !== firebaseIssuer(config.projectId) || claims.aud !== config.projectId) return null;
  const exp = seconds(claims.exp);
  const iat = seconds(claims.iat);
  const authTime = seconds(claims.auth_time);
  if (exp === null || iat === null || authTime === null) return null;
  if (exp + CLOCK_SKEW_MS <= o.now || iat - CLOCK_SKEW_MS > o.now || authTime - CLOCK_SKEW_MS > o.now || iat >= exp) return null;
  const sub = claims.sub;
  if (typeof sub !== 'string' || sub === '' || sub.length > MAX_UID_LENGTH) return null;
  if (claims.user_id !== undefined && claims.user_id !== sub) return null;
  const firebase = claims.firebase;
  const provider = isObject(firebase) ? firebase.sign_in_provider : undefined;
  if (provider !== CHANNEL_PROVIDER[o.channel] || !config.providers.has(provider)) return null;

  const anyEmail = typeof claims.email === 'string' && claims.email.length <= 254 ? claims.email.trim().toLowerCase() : null;
  return {
    uid: sub,
    provider,
    email: anyEmail && claims.email_verified === true && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(anyEmail) ? anyEmail : null,
    anyEmail,
    name: typeof claims.name === 'string' ? claims.name : null,
  };
}
