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
 *
 * jose verifies the JWS and the standard claims; the Firebase rules around them are checked here.
 */
import { base64url, importJWK, jwtVerify, type JWSHeaderParameters, type JWTPayload } from 'jose';

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

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

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

const modulusBytes = (n: string): number => {
  try {
    return base64url.decode(n).length;
  } catch {
    return 0;
  }
};

/**
 * The header checks jose leaves to the caller: a kid the brand trusts and this platform does not
 * refuse, a strong enough key, and no `crit` at all (jose would honour `b64`, which Firebase never
 * sends).
 */
function keyResolver(config: FirebaseConfig, refusedKids: readonly string[]) {
  return async (header: JWSHeaderParameters): Promise<CryptoKey> => {
    const kid = header.kid;
    if (header.crit !== undefined || typeof kid !== 'string' || kid === '' || refusedKids.includes(kid)) throw new Error('key refused');
    const jwk = config.keys.find((k) => k.kid === kid);
    if (!jwk || modulusBytes(jwk.n) < MIN_MODULUS_BYTES) throw new Error('no such key');
    return (await importJWK({ kty: 'RSA', n: jwk.n, e: jwk.e }, 'RS256')) as CryptoKey;
  };
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
  let claims: JWTPayload;
  try {
    // jose checks the signature, the algorithm (RS256 only), iss, aud, exp (with the skew) and that
    // the time claims are numbers; the checks after it are the ones Firebase adds.
    ({ payload: claims } = await jwtVerify(token, keyResolver(config, o.refusedKids ?? []), {
      algorithms: ['RS256'],
      issuer: firebaseIssuer(config.projectId),
      audience: config.projectId,
      requiredClaims: ['exp', 'iat', 'auth_time', 'sub'],
      clockTolerance: CLOCK_SKEW_MS / 1000,
      currentDate: new Date(o.now),
    }));
  } catch {
    return null;
  }
  // jose accepts an audience array containing the project; Firebase's aud is the project id itself.
  if (claims.aud !== config.projectId) return null;
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
