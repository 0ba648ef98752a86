/**
 * Firebase ID tokens for the social sign-in tests, made here with WebCrypto (independently of the
 * platform's code): an RSA key pair generated inside the test, added to the demo brand's JWKS, and
 * tokens shaped like Firebase's, signed with it (or deliberately broken).
 */
import { DEMO_FIREBASE_PROJECT_ID, DEV_FIREBASE_PUBLIC_JWK } from '#platform/seed/firebase';
import { env, post, type AccountsPlatform } from './accounts-client';

export const PROJECT_ID = DEMO_FIREBASE_PROJECT_ID;
export const ISSUER = `https://securetoken.google.com/${PROJECT_ID}`;

const encoder = new TextEncoder();

export function b64url(bytes: Uint8Array | ArrayBuffer): string {
  let binary = '';
  for (const b of new Uint8Array(bytes)) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export const b64urlJson = (value: unknown) => b64url(encoder.encode(JSON.stringify(value)));

export function decodePart(part: string): Record<string, any> {
  const binary = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))));
}

export interface TestKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JsonWebKey & { kid: string };
  /** The public key as SPKI bytes (what an alg-confusion attacker would HMAC with). */
  spki: ArrayBuffer;
}

export async function generateTestKey(kid: string): Promise<TestKey> {
  const pair = (await crypto.subtle.generateKey(
    { name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['sign', 'verify'],
  )) as CryptoKeyPair;
  const jwk = (await crypto.subtle.exportKey('jwk', pair.publicKey)) as JsonWebKey;
  const spki = (await crypto.subtle.exportKey('spki', pair.publicKey)) as ArrayBuffer;
  return { kid, privateKey: pair.privateKey, publicJwk: { kty: 'RSA', n: jwk.n, e: jwk.e, alg: 'RS256', use: 'sig', kid }, spki };
}

/** Makes the demo brand trust the development key and `keys` (replacing its JWKS). */
export async function trustKeys(...keys: TestKey[]): Promise<void> {
  const jwks = { keys: [DEV_FIREBASE_PUBLIC_JWK, ...keys.map((k) => k.publicJwk)] };
  await env.DB.prepare("UPDATE brand_firebase SET jwks = ?1 WHERE merchant_code = 'DEMO'").bind(JSON.stringify(jwks)).run();
}

export type Provider = 'google.com' | 'facebook.com';

/** Claims as Firebase issues them after a sign-in with `provider`, issued now. */
export function firebaseClaims(provider: Provider, uid: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  return {
    name: 'Social Player',
    iss: ISSUER,
    aud: PROJECT_ID,
    auth_time: now - 5,
    user_id: uid,
    sub: uid,
    iat: now - 5,
    exp: now - 5 + 3600,
    email: `${uid.toLowerCase()}@social.example`,
    email_verified: true,
    firebase: { identities: { [provider]: [uid], email: [`${uid.toLowerCase()}@social.example`] }, sign_in_provider: provider },
    ...extra,
  };
}

/** An RS256 JWT over `claims` signed with `key` (header overridable). */
export async function signToken(key: TestKey, claims: Record<string, unknown>, header: Record<string, unknown> = {}): Promise<string> {
  const signed = `${b64urlJson({ alg: 'RS256', kid: key.kid, typ: 'JWT', ...header })}.${b64urlJson(claims)}`;
  const signature = await crypto.subtle.sign('RSASSA-PKCS1-v1_5', key.privateKey, encoder.encode(signed));
  return `${signed}.${b64url(signature)}`;
}

/** An HS256 JWT whose HMAC key is `secret` (the alg-confusion attack with public key bytes). */
export async function signHs256(secret: BufferSource, claims: Record<string, unknown>, kid: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const signed = `${b64urlJson({ alg: 'HS256', kid, typ: 'JWT' })}.${b64urlJson(claims)}`;
  return `${signed}.${b64url(await crypto.subtle.sign('HMAC', key, encoder.encode(signed)))}`;
}

/** A token from the platform's development route (POST /__dev/firebase-token). */
export async function devToken(p: AccountsPlatform, body: Record<string, unknown>): Promise<string> {
  const { status, body: res } = await post(p, '/__dev/firebase-token', body);
  if (status !== 200 || !res.success) throw new Error(`firebase-token: ${status} ${JSON.stringify(res)}`);
  return res.value.idToken as string;
}

export function socialLogin(p: AccountsPlatform, firebaseIdToken: unknown, firebaseChannel: unknown, ip: string) {
  return post(p, '/wps/session/login', { type: 'firebase', firebaseIdToken, firebaseChannel, loginDeviceId: 'device-s' }, { 'X-Client-IP': ip });
}

/** Switches a whitelabel module of the demo brand through the development route. */
export async function setModule(p: AccountsPlatform, modId: string, enabled: boolean): Promise<void> {
  const { status, body } = await post(p, '/__dev/whitelabel', { modId, enabled }, {}, 'PUT');
  if (status !== 200 || !body.success) throw new Error(`whitelabel ${modId}: ${status} ${JSON.stringify(body)}`);
}
