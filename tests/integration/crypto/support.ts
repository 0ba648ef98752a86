/**
 * Shared setup of the crypto integration tests: the seeded reference platform, its real keys (the
 * legacy modulus from GET /wps/session/key/rsa, the OAEP key from the crypto route handler run
 * through the real pipeline), the gateway's sealer, and a route that opens a sealed body and
 * echoes it, so refusals are seen as the envelope a client would get.
 */
import { expect } from 'vitest';
import { env } from 'cloudflare:workers';
import { createSealer, type Sealer } from '#gateway/upstream/crypto/index';
import type { SealedBody } from '#gateway/upstream/crypto/wire';
import type { EndpointDef } from '#gateway/upstream/endpoints';
import { openRequestBody, SealedBodyError } from '#platform/src/crypto/open';
import { cryptoRoutes } from '#platform/src/crypto/routes';
import { ok } from '#platform/src/http/envelope';
import { handleRequest } from '#platform/src/http/pipeline';
import type { Route } from '#platform/src/http/routes';
import { routes } from '#platform/src/index';
import { DEMO_MERCHANT, platformHeaders, seededPlatform, type SeededPlatform } from '../support/platform';

export const BASE = 'https://platform.test';
export const LOGIN_PATH = '/wps/session/login';
export const loginEndpoint = { path: LOGIN_PATH, method: 'POST' } as EndpointDef;

/** The table of the 0003_crypto_nonces migration (not in platform/migrations yet). */
const SEEN_NONCES_SQL = 'CREATE TABLE IF NOT EXISTS seen_nonces (nonce TEXT PRIMARY KEY, expires_at INTEGER NOT NULL)';

// Test-only echo of an opened body; the real handlers of encrypted calls open the same way.
const echoRoute: Route = {
  kind: 'brand',
  path: LOGIN_PATH,
  faultKey: LOGIN_PATH,
  methods: {
    POST: async (ctx) => ok(await openRequestBody(ctx.request, ctx.env, { merchant: ctx.brand.row.merchant_code, path: ctx.url.pathname })),
  },
};

export interface CryptoHarness {
  platform: SeededPlatform;
  /** The platform pipeline with the OAEP key route registered and the echo route in front. */
  fetch(request: Request): Promise<Response>;
  sealer(scheme: 'legacy' | 'modern'): Sealer;
  legacyModulus(): Promise<string>;
  oaepPublicKey(): Promise<JsonWebKey>;
}

export async function cryptoHarness(): Promise<CryptoHarness> {
  const platform = await seededPlatform(env);
  await env.DB.prepare(SEEN_NONCES_SQL).run();
  const fetch = (request: Request) => handleRequest(request, platform.env, [echoRoute, ...routes, ...cryptoRoutes]);
  const get = (path: string) => fetch(new Request(BASE + path, { headers: platformHeaders({ ModuleId: 'COMM3' }) }));
  const harness: CryptoHarness = {
    platform,
    fetch,
    async legacyModulus() {
      const response = await get('/wps/session/key/rsa?t=' + Date.now());
      expect(response.status).toBe(200);
      return (await response.text()).trim();
    },
    async oaepPublicKey() {
      const response = await get('/wps/session/key/oaep');
      expect(response.status).toBe(200);
      return ((await response.json()) as { value: JsonWebKey }).value;
    },
    sealer: (scheme) => createSealer({ merchant: DEMO_MERCHANT, platform: { kind: 'url', baseUrl: BASE }, encryptionScheme: scheme }, harness),
  };
  return harness;
}

/** The request the gateway's client would send for a sealed body. */
export function sealedRequest(sealed: SealedBody, path = LOGIN_PATH, extra: Record<string, string> = {}): Request {
  return new Request(BASE + path, { method: 'POST', headers: platformHeaders({ ...sealed.headers, ...extra }), body: sealed.body });
}

export const open = (request: Request, ctx: { merchant?: string; path?: string } = {}) =>
  openRequestBody(request, env, { merchant: ctx.merchant ?? DEMO_MERCHANT, path: ctx.path ?? new URL(request.url).pathname });

/** Expects the protocol refusal, and checks which check refused it. */
export async function expectRefused(opening: Promise<unknown>, reason: string | RegExp): Promise<void> {
  const error = await opening.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SealedBodyError);
  const refusal = error as SealedBodyError;
  expect(refusal.errorCode).toBe('request_body_required');
  expect(refusal.reason).toMatch(reason);
}

/** Replaces the Base64 `value` of a sealed body (and, for legacy, the digest that repeats it). */
export function withValue(sealed: SealedBody, edit: (bytes: Uint8Array) => void, digestToo = true): SealedBody {
  const bytes = Uint8Array.from(atob((JSON.parse(sealed.body) as { value: string }).value), (c) => c.charCodeAt(0));
  edit(bytes);
  const value = btoa(String.fromCharCode(...bytes));
  const headers = { ...sealed.headers };
  if (digestToo && 'X-Digest' in headers) headers['X-Digest'] = value;
  return { body: JSON.stringify({ value }), headers };
}
