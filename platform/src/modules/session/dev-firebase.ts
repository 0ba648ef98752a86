/**
 * POST /__dev/firebase-token (DEV_TOOLS = "1"): signs a Firebase ID token exactly as Firebase would
 * after a Google or Facebook sign-in, with the DEVELOPMENT-ONLY key FIREBASE_DEV_PRIVATE_JWK (whose
 * public half is in the demo brand's JWKS). It stands in for Google and Facebook in local runs and
 * end-to-end tests: the browser side of Firebase is mocked, the platform's verification is real.
 *
 * Body `{provider: "google.com"|"facebook.com", uid, email?, name?, emailVerified? (default true),
 * merchant? (default DEMO)}` → `{idToken, projectId, kid, expiresAt (ms)}`. The token: RS256 JWT,
 * header {alg, kid, typ}, claims iss https://securetoken.google.com/<projectId>, aud projectId,
 * sub = user_id = uid, iat = auth_time = now, exp = iat + 3600, email, email_verified, name,
 * firebase {identities: {<provider>: [uid], email?: [email]}, sign_in_provider: provider}.
 */
import * as z from 'zod';
import { now as clock } from '../../http/clock';
import { ok, paramError, PlatformError } from '../../http/envelope';
import { jsonBody, parseWith } from '../../http/params';
import type { BaseContext, DevRoute } from '../../http/routes';
import { importJWK, SignJWT } from 'jose';
import { firebaseIssuer, loadFirebaseConfig } from './firebase';
import { devMerchant } from '../../http/dev-merchant';

const TOKEN_LIFETIME_S = 3600;

const TokenBody = z.object({
  merchant: z.string().trim().min(1).optional(),
  provider: z.enum(['google.com', 'facebook.com']),
  uid: z.string().min(1).max(128),
  email: z.string().trim().min(3).max(254).optional(),
  name: z.string().trim().min(1).max(100).optional(),
  emailVerified: z.boolean().optional(),
});

/** Signs `claims` as an RS256 JWT with a private RSA JWK (JSON text) that carries its `kid`. */
export async function signRs256(privateJwkJson: string, claims: Record<string, unknown>): Promise<{ token: string; kid: string }> {
  const jwk = JSON.parse(privateJwkJson) as JsonWebKey & { kid?: string };
  if (jwk.kty !== 'RSA' || typeof jwk.d !== 'string' || typeof jwk.kid !== 'string') throw new Error('not a private RSA JWK with a kid');
  const key = await importJWK(jwk, 'RS256');
  const token = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'JWT' }).sign(key);
  return { token, kid: jwk.kid };
}

export async function firebaseToken(ctx: BaseContext): Promise<Response> {
  const body = parseWith(TokenBody, await jsonBody(ctx.request));
  const merchant = devMerchant(ctx, body.merchant);
  const privateJwk = ctx.env.FIREBASE_DEV_PRIVATE_JWK;
  if (!privateJwk) throw new PlatformError(500, '#727', 'FIREBASE_DEV_PRIVATE_JWK is not set (see platform/wrangler.toml)');
  const config = await loadFirebaseConfig(ctx.env.DB, merchant);
  if (!config) throw paramError(`merchant: ${merchant} has no Firebase configuration (brand_firebase)`);
  const iat = Math.floor(clock(ctx.env) / 1000);
  const identities: Record<string, string[]> = { [body.provider]: [body.uid] };
  if (body.email) identities.email = [body.email];
  const claims: Record<string, unknown> = {
    ...(body.name ? { name: body.name } : {}),
    iss: firebaseIssuer(config.projectId),
    aud: config.projectId,
    auth_time: iat,
    user_id: body.uid,
    sub: body.uid,
    iat,
    exp: iat + TOKEN_LIFETIME_S,
    ...(body.email ? { email: body.email, email_verified: body.emailVerified ?? true } : {}),
    firebase: { identities, sign_in_provider: body.provider },
  };
  let signed: { token: string; kid: string };
  try {
    signed = await signRs256(privateJwk, claims);
  } catch (error) {
    console.error('FIREBASE_DEV_PRIVATE_JWK is not a usable private RSA JWK', error);
    throw new PlatformError(500, '#727', 'FIREBASE_DEV_PRIVATE_JWK is not a private RSA JWK with a kid');
  }
  return ok({ idToken: signed.token, projectId: config.projectId, kid: signed.kid, expiresAt: (iat + TOKEN_LIFETIME_S) * 1000 });
}

export const firebaseDevRoutes: DevRoute[] = [{ kind: 'dev', path: '/__dev/firebase-token', faultKey: '', methods: { POST: firebaseToken } }];
