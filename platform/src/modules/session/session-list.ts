/**
 * A member's view of their sessions (our definition, docs/platform-protocol.md "Sessions of an
 * account"): GET /wps/member/sessions lists the account's active sessions, the caller's marked;
 * POST /wps/member/sessions/end ends another one by its id (the caller's own ends by logout).
 */
import { pruneLiveSessions } from '../live/publish';
import { now as clock } from '../../http/clock';
import { fieldError, okPrivate } from '../../http/envelope';
import { readPayload } from '../../http/payload';
import type { BrandContext, BrandRoute } from '../../http/routes';
import { payloadObject, textOf } from '../accounts/fields';
import { activeSessions, endSessionById, requireSession, SESSION_ID_LENGTH } from './sessions';

async function listHandler(ctx: BrandContext): Promise<Response> {
  const session = await requireSession(ctx);
  const rows = await activeSessions(ctx.env.DB, session.account.id, ctx.brand.row.merchant_code, clock(ctx.env));
  return okPrivate({
    list: rows.map((row) => ({
      id: row.id,
      current: row.token_hash === session.tokenHash,
      ip: row.ip,
      deviceId: row.device_id,
      origin: row.origin,
      createdAt: row.created_at,
      lastSeenAt: row.last_seen_at,
    })),
  });
}

async function endHandler(ctx: BrandContext): Promise<Response> {
  const session = await requireSession(ctx);
  const id = textOf(payloadObject(await readPayload(ctx)), 'id');
  if (!id) throw fieldError('id', 'not empty');
  if (!new RegExp(`^[0-9a-f]{${SESSION_ID_LENGTH}}$`).test(id)) throw fieldError('id', 'unknown session');
  if (session.tokenHash.startsWith(id)) throw fieldError('id', 'this session (log out instead)');
  if (!(await endSessionById(ctx.env.DB, session.account.id, id, clock(ctx.env)))) throw fieldError('id', 'unknown session');
  await pruneLiveSessions(ctx.env, ctx.brand.row.merchant_code, session.account.id);
  return okPrivate(null);
}

export const sessionListRoutes: BrandRoute[] = [
  { kind: 'brand', path: '/wps/member/sessions', faultKey: '/wps/member/sessions', methods: { GET: listHandler } },
  { kind: 'brand', path: '/wps/member/sessions/end', faultKey: '/wps/member/sessions/end', methods: { POST: endHandler } },
];
