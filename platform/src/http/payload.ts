/**
 * The body of a brand request, as the domain functions want it: a parsed JSON value.
 *
 * Routes marked `encrypted: true` (login, second step, registrations, password change and resets)
 * carry a sealed payload on the wire (legacy DES+RSA or the modern RSA-OAEP/AES-GCM scheme,
 * docs/platform-protocol.md, "Encryption of sensitive bodies"); `openRequestBody` (platform/src/crypto/open.ts) opens it
 * or throws `request_body_required`. Other routes take plain JSON. Handlers call readPayload and
 * pass the result to a domain function, so the domain never sees the wire format.
 */
import { openRequestBody } from '../crypto/open';
import { jsonBody } from './params';
import type { BrandContext } from './routes';

export async function readPayload(ctx: BrandContext): Promise<unknown> {
  if (ctx.encrypted) {
    return openRequestBody(ctx.request, ctx.env, { merchant: ctx.brand.row.merchant_code, path: ctx.url.pathname });
  }
  return jsonBody(ctx.request);
}
