/**
 * The entry point for handlers of encrypted calls: reads the sealed body (size-limited), detects
 * the scheme from the `Encryption` header (`modern-v1`, else the legacy hex secret) and returns the
 * decrypted JSON payload. Every failure throws SealedBodyError, a PlatformError the pipeline
 * answers as HTTP 400 `{"success":false,"errorCode":"request_body_required",...}`.
 *
 *   const body = await openRequestBody(ctx.request, ctx.env, { merchant: ctx.brand.row.merchant_code, path: ctx.url.pathname });
 */
import { LEGACY_HEADERS, MODERN_HEADERS, MODERN_VERSION } from './wire';
import type { Env } from '../env';
import { readLimitedBody, sealedValue } from './body';
import { openLegacy } from './legacy';
import { openModern } from './modern';
import { refuse } from './refuse';

export { MAX_SEALED_BODY_BYTES } from './body';
export { SealedBodyError } from './refuse';

function acceptedSchemes(env: Env): Set<string> {
  const listed = (env.SEALED_SCHEMES ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  return new Set(listed.length > 0 ? listed : ['legacy', 'modern']);
}

export async function openRequestBody(request: Request, env: Env, ctx: { merchant: string; path: string }): Promise<unknown> {
  const scheme = request.headers.get(MODERN_HEADERS.scheme)?.trim();
  if (!scheme) throw refuse(`${LEGACY_HEADERS.key} header missing`);
  const modern = scheme === MODERN_VERSION;
  if (!acceptedSchemes(env).has(modern ? 'modern' : 'legacy')) throw refuse(`the ${modern ? 'modern' : 'legacy'} scheme is not accepted here`);
  const value = await sealedValue(await readLimitedBody(request));
  // The real clock, not http/clock.ts: CLOCK_OFFSET_MS simulates elapsed time for session tests,
  // while the sealing gateway keeps real time, so a shifted clock would refuse every seal as stale.
  if (modern) return openModern(request.headers, value.bytes, env.DB, { ...ctx, now: Date.now() });
  return openLegacy(request.headers, value, env.DB);
}
