/**
 * Password hashing: PBKDF2-SHA256 over HMAC-SHA256(pepper, password), with a random 16-byte salt.
 *
 * - 100,000 iterations: the most Workers allow for PBKDF2 in production (wrangler dev does not
 *   enforce it, so we refuse more ourselves).
 * - The pepper (env PASSWORD_PEPPER) is a secret outside the database: a stolen D1 alone does not
 *   allow offline guessing. Without one, or with the development value in production, hashing is
 *   refused (the account calls answer #727 and the cause is logged).
 * - Algorithm, iterations and salt are stored per account, so the parameters can change later;
 *   verification always uses the stored ones.
 */
import type { Env } from '../../env';
import { PlatformError } from '../../http/envelope';
import type { AccountRow } from '../accounts/accounts';

export const PASSWORD_ALGORITHM = 'PBKDF2-SHA256-HMAC-PEPPER';
export const PASSWORD_ITERATIONS = 100_000;
/** Workers refuse PBKDF2 above this in production. */
export const MAX_PBKDF2_ITERATIONS = 100_000;
/** The public development pepper of platform/wrangler.toml; refused in production. */
export const DEVELOPMENT_PEPPER = 'dev-only-pepper-not-secret-change-me-in-production';
const MIN_PEPPER_LENGTH = 16;

export interface PasswordHash {
  algorithm: string;
  iterations: number;
  /** Base64. */
  salt: string;
  /** Base64 of 32 bytes. */
  hash: string;
}

const encoder = new TextEncoder();

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const out = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

/** The pepper, or a refusal when the deployment is not configured for hashing. */
export function pepperOf(env: Env): string {
  const pepper = env.PASSWORD_PEPPER ?? '';
  const production = env.ENVIRONMENT === 'production';
  if (pepper.length < MIN_PEPPER_LENGTH || (production && pepper === DEVELOPMENT_PEPPER)) {
    console.error(
      production
        ? 'platform: PASSWORD_PEPPER missing or the development value in production; run `wrangler secret put PASSWORD_PEPPER --env production`'
        : 'platform: PASSWORD_PEPPER missing or shorter than 16 characters',
    );
    throw new PlatformError(500, '#727', 'system busy');
  }
  return pepper;
}

async function derive(pepper: string, password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > MAX_PBKDF2_ITERATIONS) {
    throw new Error(`PBKDF2 iterations ${iterations} outside 1..${MAX_PBKDF2_ITERATIONS} (Workers limit)`);
  }
  const hmacKey = await crypto.subtle.importKey('raw', encoder.encode(pepper), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const peppered = await crypto.subtle.sign('HMAC', hmacKey, encoder.encode(password));
  const baseKey = await crypto.subtle.importKey('raw', peppered, 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, baseKey, 256);
  return new Uint8Array(bits);
}

export async function hashPassword(env: Env, password: string): Promise<PasswordHash> {
  const pepper = pepperOf(env);
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await derive(pepper, password, salt, PASSWORD_ITERATIONS);
  return { algorithm: PASSWORD_ALGORITHM, iterations: PASSWORD_ITERATIONS, salt: toBase64(salt), hash: toBase64(hash) };
}

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

/**
 * Marks an account without a usable password (created by social sign-in): nothing verifies against
 * it, so password login and password change fail until a reset sets a real password.
 */
export const UNUSABLE_PASSWORD_ALGORITHM = 'UNUSABLE';

/** A stored "password" no input matches: the unusable marker with random bytes. */
export function unusablePasswordHash(): PasswordHash {
  return {
    algorithm: UNUSABLE_PASSWORD_ALGORITHM,
    iterations: 0,
    salt: toBase64(crypto.getRandomValues(new Uint8Array(16))),
    hash: toBase64(crypto.getRandomValues(new Uint8Array(32))),
  };
}

export async function verifyPassword(env: Env, password: string, stored: PasswordHash): Promise<boolean> {
  // Same work as a real check, so a login cannot tell these accounts apart by timing.
  if (stored.algorithm === UNUSABLE_PASSWORD_ALGORITHM) return verifyAgainstNothing(env, password);
  if (stored.algorithm !== PASSWORD_ALGORITHM) {
    console.error(`platform: unknown password algorithm ${stored.algorithm}`);
    return false;
  }
  const actual = await derive(pepperOf(env), password, fromBase64(stored.salt), stored.iterations);
  return equalBytes(actual, fromBase64(stored.hash));
}

const DUMMY: PasswordHash = {
  algorithm: PASSWORD_ALGORITHM,
  iterations: PASSWORD_ITERATIONS,
  salt: 'AAAAAAAAAAAAAAAAAAAAAA==',
  hash: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
};

/** Spends the same work as a real verification (unknown usernames must not answer faster). */
export async function verifyAgainstNothing(env: Env, password: string): Promise<false> {
  await verifyPassword(env, password, DUMMY);
  return false;
}

/** "algorithm$iterations$salt$hash", for secondary secrets kept in one column (payment password). */
export function encodePasswordHash(h: PasswordHash): string {
  return `${h.algorithm}$${h.iterations}$${h.salt}$${h.hash}`;
}

/** The inverse of encodePasswordHash; null when the text is not in that form. */
export function decodePasswordHash(encoded: string): PasswordHash | null {
  const parts = encoded.split('$');
  if (parts.length !== 4) return null;
  const [algorithm, iterations, salt, hash] = parts as [string, string, string, string];
  const n = Number(iterations);
  if (!algorithm || !Number.isInteger(n) || !salt || !hash) return null;
  return { algorithm, iterations: n, salt, hash };
}

/** The password hash an account row stores (its algorithm, iterations and salt are per account). */
export function storedHash(row: AccountRow): PasswordHash {
  return {
    algorithm: row.password_algorithm,
    iterations: row.password_iterations,
    salt: row.password_salt,
    hash: row.password_hash,
  };
}
