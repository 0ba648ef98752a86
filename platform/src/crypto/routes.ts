/**
 * GET /wps/session/key/oaep: the modern scheme's RSA-OAEP-256 public key as a JWK, in the usual
 * envelope (`value: {kty, n, e, alg, use, key_ops, ext}`). Public, but never cached: a client
 * holding an old key would seal bodies the platform can no longer open.
 */
import { ok } from '../http/envelope';
import type { BrandContext, BrandRoute } from '../http/routes';
import { OAEP_KEY_PATH } from './wire';
import { modernPublicJwk } from './keys';

export async function oaepKey(ctx: BrandContext): Promise<Response> {
  return ok(await modernPublicJwk(ctx.env.DB), { headers: { 'Cache-Control': 'no-store' } });
}

export const cryptoRoutes: BrandRoute[] = [{ kind: 'brand', path: OAEP_KEY_PATH, faultKey: OAEP_KEY_PATH, methods: { GET: oaepKey } }];
