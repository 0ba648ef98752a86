/**
 * The inbox relays (module INBOX3; docs/platform-protocol.md "Inbox"). Every call needs the
 * session of a real member: trial (free-play) accounts are refused (`function.not.available`), as
 * the spec says unread messages are not fetched for them.
 *
 * Development routes (DEV_TOOLS = "1"):
 * - POST /__dev/inbox `{merchant?, username?, title, content}`: sends a message to that member,
 *   or to every member of the brand without `username`;
 * - GET  /__dev/inbox?merchant=: the brand's latest 50 messages.
 */
import { publishLive } from '../live/publish';
import * as z from 'zod';
import { now as clock } from '../../http/clock';
import { ok, okPrivate, paramError } from '../../http/envelope';
import { intParam, jsonBody, parseWith, queryObject } from '../../http/params';
import { relay, type BaseContext, type BrandContext, type BrandRoute, type DevRoute } from '../../http/routes';
import { requireRealSession } from '../session/real-session';
import { inboxMessage, inboxNotFound, inboxPage, inboxView, markMessages, sendMessage, unreadCount } from './messages';
import { devMerchant } from '../../http/dev-merchant';

const ListQuery = z.object({
  pageNo: intParam.pipe(z.number().int().min(1).max(10_000)).default(1),
  pageSize: intParam.pipe(z.number().int().min(1).max(100)).default(10),
});

const messageId = intParam.pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER));

/** GET /wps/relay/CSP_getInbox?pageNo=&pageSize=: the member's messages, newest first, with the total and the unread count. */
async function inboxHandler(ctx: BrandContext): Promise<Response> {
  const session = await requireRealSession(ctx);
  const q = parseWith(ListQuery, queryObject(ctx.url));
  const page = await inboxPage(ctx.env.DB, ctx.brand.row.merchant_code, session.account.id, q.pageNo, q.pageSize);
  return okPrivate({ list: page.rows.map(inboxView), total: page.total, unread: page.unread, pageNo: q.pageNo, pageSize: q.pageSize });
}

/** GET /wps/relay/CSP_unreadCount: `{count}`, the member's unread messages. */
async function unreadHandler(ctx: BrandContext): Promise<Response> {
  const session = await requireRealSession(ctx);
  return okPrivate({ count: await unreadCount(ctx.env.DB, ctx.brand.row.merchant_code, session.account.id) });
}

/** GET /wps/relay/CSP_getInboxMessage?id=: one message the member sees (it does not mark it read). */
async function messageHandler(ctx: BrandContext): Promise<Response> {
  const session = await requireRealSession(ctx);
  const { id } = parseWith(z.object({ id: messageId }), queryObject(ctx.url));
  const row = await inboxMessage(ctx.env.DB, ctx.brand.row.merchant_code, session.account.id, id);
  if (!row) throw inboxNotFound();
  return okPrivate(inboxView(row));
}

const ReadBody = z.union([z.object({ all: z.literal(true) }), z.object({ ids: z.array(messageId).min(1).max(100) })]);
const DeleteBody = z.object({ ids: z.array(messageId).min(1).max(100) });

/**
 * POST /wps/relay/CSP_readInbox `{ids: [..]}` or `{all: true}` → `{updated, unread}`. Reading an id
 * the member does not see (deleted, another member's, unknown) is `inbox.not_found` when it is the
 * only one asked for; in a list such ids are skipped.
 */
async function readHandler(ctx: BrandContext): Promise<Response> {
  const session = await requireRealSession(ctx);
  const body = parseWith(ReadBody, await jsonBody(ctx.request));
  const merchant = ctx.brand.row.merchant_code;
  const ids = 'ids' in body ? body.ids : null;
  if (ids?.length === 1 && !(await inboxMessage(ctx.env.DB, merchant, session.account.id, ids[0]!))) throw inboxNotFound();
  const updated = await markMessages(ctx.env.DB, merchant, session.account.id, ids, 'READ', clock(ctx.env));
  return okPrivate({ updated, unread: await unreadCount(ctx.env.DB, merchant, session.account.id) });
}

/** POST /wps/relay/CSP_deleteInbox `{ids: [..]}` → `{deleted, unread}`; one id the member does not see is `inbox.not_found`. */
async function deleteHandler(ctx: BrandContext): Promise<Response> {
  const session = await requireRealSession(ctx);
  const { ids } = parseWith(DeleteBody, await jsonBody(ctx.request));
  const merchant = ctx.brand.row.merchant_code;
  if (ids.length === 1 && !(await inboxMessage(ctx.env.DB, merchant, session.account.id, ids[0]!))) throw inboxNotFound();
  const deleted = await markMessages(ctx.env.DB, merchant, session.account.id, ids, 'DELETED', clock(ctx.env));
  return okPrivate({ deleted, unread: await unreadCount(ctx.env.DB, merchant, session.account.id) });
}

const merchant = z.string().trim().min(1).max(40).optional();

const SendBody = z.object({
  merchant,
  username: z.string().trim().min(1).max(60).optional(),
  title: z.string().trim().min(1).max(200),
  content: z.string().trim().min(1).max(5000),
});

async function devSend(ctx: BaseContext): Promise<Response> {
  const body = parseWith(SendBody, await jsonBody(ctx.request));
  const code = devMerchant(ctx, body.merchant);
  let accountId: number | null = null;
  if (body.username) {
    const account = await ctx.env.DB.prepare('SELECT id FROM accounts WHERE merchant_code = ?1 AND username = ?2')
      .bind(code, body.username)
      .first<{ id: number }>();
    if (!account) throw paramError(`username: no account ${body.username} for merchant ${code}`);
    accountId = account.id;
  }
  const row = await sendMessage(ctx.env.DB, { merchant: code, accountId, title: body.title, content: body.content, now: clock(ctx.env) });
  // The member's open pages raise the badge at once (a message to all reaches them at their next read).
  if (accountId !== null) await publishLive(ctx.env, code, [accountId], { type: 'badges' });
  return ok({ ...inboxView(row), username: body.username ?? null });
}

async function devList(ctx: BaseContext): Promise<Response> {
  const q = parseWith(z.object({ merchant }), queryObject(ctx.url));
  const { results } = await ctx.env.DB.prepare(
    `SELECT m.id, m.title, m.content, m.created_at, a.username FROM inbox_messages m LEFT JOIN accounts a ON a.id = m.account_id
      WHERE m.merchant_code = ?1 ORDER BY m.created_at DESC, m.id DESC LIMIT 50`,
  )
    .bind(devMerchant(ctx, q.merchant))
    .all<{ id: number; title: string; content: string; created_at: number; username: string | null }>();
  return ok({ list: results.map((r) => ({ id: r.id, title: r.title, content: r.content, createdAt: r.created_at, username: r.username })) });
}

export const inboxRoutes: (BrandRoute | DevRoute)[] = [
  { kind: 'brand', ...relay('CSP_getInbox'), methods: { GET: inboxHandler } },
  { kind: 'brand', ...relay('CSP_unreadCount'), methods: { GET: unreadHandler } },
  { kind: 'brand', ...relay('CSP_getInboxMessage'), methods: { GET: messageHandler } },
  { kind: 'brand', ...relay('CSP_readInbox'), methods: { POST: readHandler } },
  { kind: 'brand', ...relay('CSP_deleteInbox'), methods: { POST: deleteHandler } },
  { kind: 'dev', path: '/__dev/inbox', faultKey: '', methods: { GET: devList, POST: devSend } },
];
