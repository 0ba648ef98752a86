/**
 * A player's own data, the member's calls (this project's extension: docs/platform-protocol.md "A
 * player's own data"; docs/decisions/063-a-players-own-data.md):
 * - GET  /wps/member/data: the archives (newest first, five), the erasure, the brand's settings,
 *   whether the member keeps their wins off public lists;
 * - POST /wps/member/data/publicWins `{hide}`: keeps them off, or shows them (masked) again;
 * - POST /wps/member/data/export `{}`: queues an archive (the one on its way answers a repeat) and
 *   starts its build beside the answer;
 * - POST /wps/member/data/export/link `{id, password}` (sealed): a download link of five minutes;
 * - GET  /wps/member/data/export/download?token=: the archive, once;
 * - POST /wps/member/data/erase `{password, confirm: true}` (sealed): closes the account now and
 *   anonymises it after the brand's retention (erasure.ts).
 * Trial accounts and agents (who have a downline to hand over first) get `function.not.available`.
 */
import { waitUntil } from 'cloudflare:workers';
import * as z from 'zod';
import { randomToken, sha256Hex } from '../../crypto/random';
import { now as clock } from '../../http/clock';
import { functionNotAvailable, okPrivate, PlatformError } from '../../http/envelope';
import { jsonBody, parseWith } from '../../http/params';
import { readPayload } from '../../http/payload';
import type { BrandContext, BrandRoute } from '../../http/routes';
import { isAgent } from '../accounts/accounts';
import { loadAccountSettings } from '../accounts/settings';
import { requireRealSession } from '../session/real-session';
import type { CurrentSession } from '../session/sessions';
import { requestErasure } from './erasure';
import { buildNow } from './jobs';
import { proveLoginPassword } from './password';
import { archiveFileName, downloadRefusal, LINK_MS, linkRefusal, LISTED_EXPORTS, requestRetryAfter, TOKEN_PATTERN } from './rules';
import {
  createLink,
  erasureOf,
  erasureView,
  exportById,
  exportsOf,
  exportView,
  facts,
  linkByHash,
  openExportOf,
  queueExport,
  requestTimesOf,
  retireReady,
  settingsOf,
  useLink,
} from './store';

const notFound = () => new PlatformError(404, 'data.not_found', 'no such archive');
const REFUSALS = {
  NOT_FOUND: notFound,
  NOT_READY: () => new PlatformError(409, 'data.not_ready', 'the archive is not ready yet'),
  EXPORT_EXPIRED: () => new PlatformError(410, 'data.export_expired', 'the archive has expired: ask for a new one'),
  LINK_USED: () => new PlatformError(410, 'data.link_used', 'the link was used already'),
  LINK_EXPIRED: () => new PlatformError(410, 'data.link_expired', 'the link has expired'),
} as const;

function tooMany(seconds: number): PlatformError {
  return new PlatformError(
    429,
    'data.too_many',
    'too many archives asked for: try again later',
    { retryAfterSeconds: seconds },
    { 'Retry-After': String(seconds) },
  );
}

/** The caller's session: a real member's (a trial account or an agent: function.not.available). */
async function memberSession(ctx: BrandContext): Promise<CurrentSession> {
  const session = await requireRealSession(ctx);
  if (isAgent(await loadAccountSettings(ctx.env.DB, ctx.brand.row.merchant_code), session.account.type)) throw functionNotAvailable();
  return session;
}

async function overviewHandler(ctx: BrandContext): Promise<Response> {
  const session = await memberSession(ctx);
  const db = ctx.env.DB;
  const now = clock(ctx.env);
  const [exports, erasure, settings, hidden] = await Promise.all([
    exportsOf(db, session.account.id, LISTED_EXPORTS),
    erasureOf(db, session.account.id),
    settingsOf(db, ctx.brand.row.merchant_code),
    hidesPublicWins(db, session.account.id),
  ]);
  return okPrivate({
    exports: exports.map((row) => exportView(row, now)),
    erasure: erasure ? erasureView(erasure) : null,
    settings,
    publicWins: { hidden },
  });
}

/** Whether the member keeps their wins off public lists (the winner board, a jackpot's winners; docs/decisions/064). */
async function hidesPublicWins(db: D1Database, accountId: number): Promise<boolean> {
  const row = await db.prepare('SELECT hide_public_wins FROM accounts WHERE id = ?1').bind(accountId).first<{ hide_public_wins: number }>();
  return row?.hide_public_wins === 1;
}

const PublicWinsBody = z.object({ hide: z.boolean({ error: 'must be true or false' }) });

/** POST /wps/member/data/publicWins `{hide}`: the member's wins kept off public lists, or shown there (masked) again. */
async function publicWinsHandler(ctx: BrandContext): Promise<Response> {
  const session = await memberSession(ctx);
  const body = parseWith(PublicWinsBody, await jsonBody(ctx.request));
  await ctx.env.DB.prepare('UPDATE accounts SET hide_public_wins = ?2 WHERE id = ?1')
    .bind(session.account.id, body.hide ? 1 : 0)
    .run();
  return okPrivate({ hidden: body.hide });
}

const EmptyBody = z.object({}, { error: 'must be an object' });

async function exportHandler(ctx: BrandContext): Promise<Response> {
  const session = await memberSession(ctx);
  parseWith(EmptyBody, await jsonBody(ctx.request));
  const db = ctx.env.DB;
  const env = ctx.env;
  const merchant = ctx.brand.row.merchant_code;
  const accountId = session.account.id;
  const now = clock(env);
  // Twice at most: a full queue slot found free again (the archive on its way became ready meanwhile) is tried once more.
  for (let round = 0; round < 2; round++) {
    const open = await openExportOf(db, accountId);
    if (open) return okPrivate(exportView(open, now));
    const queued = await queueExport(db, { merchant, accountId, language: ctx.language, now });
    if (queued) {
      // The new archive replaces a ready one: its file goes now.
      const retired = await retireReady(db, accountId, queued.id, now);
      const keys = retired.map((row) => row.object_key).filter((key): key is string => key !== null);
      if (keys.length > 0 && env.DATA_EXPORTS) await env.DATA_EXPORTS.delete(keys);
      // Built beside the answer; the minute's cron takes it if this build does not finish.
      waitUntil(buildNow(env, queued.id));
      return okPrivate(exportView(queued, now));
    }
    const retryAfter = requestRetryAfter(await requestTimesOf(db, accountId, now), now);
    if (retryAfter !== null) throw tooMany(retryAfter);
  }
  const open = await openExportOf(db, accountId);
  if (open) return okPrivate(exportView(open, now));
  throw tooMany(60);
}

/** An archive id as the body gives it (a number, or digits); anything else names no archive. */
function exportIdOf(value: unknown): number | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value;
  if (typeof value === 'string' && /^[0-9]{1,15}$/.test(value.trim())) return Number(value.trim());
  return null;
}

const password = z.string({ error: 'required' }).min(1, 'required').max(128, 'too long');
const LinkBody = z.object({ id: z.unknown(), password });

async function linkHandler(ctx: BrandContext): Promise<Response> {
  const session = await memberSession(ctx);
  const body = parseWith(LinkBody, await readPayload(ctx));
  const db = ctx.env.DB;
  const merchant = ctx.brand.row.merchant_code;
  const id = exportIdOf(body.id);
  const row = id === null ? null : await exportById(db, merchant, id);
  const refusal = linkRefusal(row ? facts(row) : null, session.account.id, clock(ctx.env));
  if (refusal) throw REFUSALS[refusal]();
  await proveLoginPassword(ctx, session, body.password);
  const token = randomToken(32);
  const now = clock(ctx.env);
  const expiresAt = now + LINK_MS;
  await createLink(db, {
    token_hash: await sha256Hex(token),
    export_id: row!.id,
    account_id: session.account.id,
    created_at: now,
    expires_at: expiresAt,
    used_at: null,
  });
  return okPrivate({ token, expiresAt });
}

async function downloadHandler(ctx: BrandContext): Promise<Response> {
  const session = await memberSession(ctx);
  const db = ctx.env.DB;
  const merchant = ctx.brand.row.merchant_code;
  const accountId = session.account.id;
  const token = ctx.url.searchParams.get('token')?.trim() ?? '';
  if (!TOKEN_PATTERN.test(token)) throw notFound();
  const tokenHash = await sha256Hex(token);
  const now = clock(ctx.env);
  const found = await linkByHash(db, merchant, tokenHash);
  const judge = (f: typeof found) =>
    downloadRefusal(
      f ? { accountId: f.link.account_id, expiresAt: f.link.expires_at, usedAt: f.link.used_at } : null,
      f?.export ? facts(f.export) : null,
      accountId,
      now,
    );
  const refusal = judge(found);
  if (refusal) throw REFUSALS[refusal]();
  if (!(await useLink(db, tokenHash, accountId, now))) {
    // Another download opened it meanwhile (or its five minutes ran out): say which.
    throw REFUSALS[judge(await linkByHash(db, merchant, tokenHash)) ?? 'LINK_USED']();
  }
  const row = found!.export!;
  const object = row.object_key && ctx.env.DATA_EXPORTS ? await ctx.env.DATA_EXPORTS.get(row.object_key) : null;
  if (!object) throw REFUSALS.EXPORT_EXPIRED();
  return new Response(object.body, {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Length': String(object.size),
      'Content-Disposition': `attachment; filename="${archiveFileName(merchant, session.account.username, row.ready_at ?? now)}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

const EraseBody = z.object({ password, confirm: z.literal(true, { error: 'must be true' }) });

async function eraseHandler(ctx: BrandContext): Promise<Response> {
  const session = await memberSession(ctx);
  const body = parseWith(EraseBody, await readPayload(ctx));
  return okPrivate(erasureView(await requestErasure(ctx, session, body.password)));
}

const path = (p: string) => ({ path: p, faultKey: p });

export const privacyRoutes: BrandRoute[] = [
  { kind: 'brand', ...path('/wps/member/data'), methods: { GET: overviewHandler } },
  { kind: 'brand', ...path('/wps/member/data/export'), methods: { POST: exportHandler } },
  { kind: 'brand', ...path('/wps/member/data/publicWins'), methods: { POST: publicWinsHandler } },
  { kind: 'brand', ...path('/wps/member/data/export/link'), encrypted: true, methods: { POST: linkHandler } },
  { kind: 'brand', ...path('/wps/member/data/export/download'), methods: { GET: downloadHandler } },
  { kind: 'brand', ...path('/wps/member/data/erase'), encrypted: true, methods: { POST: eraseHandler } },
];
