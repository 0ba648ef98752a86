/**
 * The operator's side of a player's own data, as development routes (DEV_TOOLS = "1"):
 * - GET  /__dev/data?merchant=&username=: the latest archives and erasures (50 each), with usernames;
 * - POST /__dev/data/run `{merchant?}`: what the cron does, now (every brand without `merchant`);
 * - POST /__dev/data/erase-now `{merchant?, username}`: anonymises a member whose erasure was asked,
 *   now, as if the brand's retention had passed;
 * - PUT  /__dev/data/settings `{merchant?, exportHours, retentionDays}`: the brand's settings.
 */
import * as z from 'zod';
import { now as clock } from '../../http/clock';
import { devMerchant } from '../../http/dev-merchant';
import { ok, PlatformError } from '../../http/envelope';
import { jsonBody, parseWith } from '../../http/params';
import type { BaseContext, DevRoute } from '../../http/routes';
import { canonicalUsername } from '../accounts/accounts';
import { anonymise, MoneyStillHeld } from './erasure';
import { runDataJobs } from './jobs';
import { erasureOf, erasureView, exportView, saveSettings, settingsOf, type ErasureRow, type ExportRow } from './store';

const LIST_LIMIT = 50;
const merchant = z.string().trim().min(1).max(40).optional();
const username = z.string().trim().min(1, 'required').max(64, 'too long');

async function requireBrand(db: D1Database, code: string): Promise<void> {
  const row = await db.prepare('SELECT 1 AS found FROM brands WHERE merchant_code = ?1').bind(code).first();
  if (!row) throw new PlatformError(404, 'request_param_err', `merchant: no brand ${code}`);
}

async function overview(ctx: BaseContext): Promise<Response> {
  const code = devMerchant(ctx);
  const db = ctx.env.DB;
  const who = ctx.url.searchParams.get('username')?.trim();
  const name = who ? canonicalUsername(who) : null;
  const now = clock(ctx.env);
  const [exports, erasures] = await db.batch<unknown>([
    db
      .prepare(
        `SELECT e.*, a.username FROM data_exports e JOIN accounts a ON a.id = e.account_id
          WHERE e.merchant_code = ?1 AND (?2 IS NULL OR a.username = ?2) ORDER BY e.requested_at DESC, e.id DESC LIMIT ${LIST_LIMIT}`,
      )
      .bind(code, name),
    db
      .prepare(
        `SELECT e.*, a.username FROM data_erasures e JOIN accounts a ON a.id = e.account_id
          WHERE e.merchant_code = ?1 AND (?2 IS NULL OR a.username = ?2) ORDER BY e.requested_at DESC, e.id DESC LIMIT ${LIST_LIMIT}`,
      )
      .bind(code, name),
  ]);
  return ok({
    exports: ((exports?.results ?? []) as (ExportRow & { username: string })[]).map((row) => ({ ...exportView(row, now), username: row.username })),
    erasures: ((erasures?.results ?? []) as (ErasureRow & { username: string })[]).map((row) => ({
      ...erasureView(row),
      username: row.username,
      accountId: row.account_id,
    })),
  });
}

const RunBody = z.object({ merchant });

async function run(ctx: BaseContext): Promise<Response> {
  const body = parseWith(RunBody, await jsonBody(ctx.request));
  const code = body.merchant ?? ctx.url.searchParams.get('merchant')?.trim() ?? null;
  if (code !== null) await requireBrand(ctx.env.DB, code);
  return ok(await runDataJobs(ctx.env, clock(ctx.env), code));
}

const EraseNowBody = z.object({ merchant, username });

async function eraseNow(ctx: BaseContext): Promise<Response> {
  const body = parseWith(EraseNowBody, await jsonBody(ctx.request));
  const code = devMerchant(ctx, body.merchant);
  const db = ctx.env.DB;
  const account = await db
    .prepare('SELECT id FROM accounts WHERE merchant_code = ?1 AND username = ?2')
    .bind(code, canonicalUsername(body.username))
    .first<{ id: number }>();
  const erasure = account ? await erasureOf(db, account.id) : null;
  if (!erasure) throw new PlatformError(404, 'data.not_found', 'no erasure was asked for this member');
  try {
    await anonymise(ctx.env, erasure, clock(ctx.env));
  } catch (error) {
    if (error instanceof MoneyStillHeld) throw new PlatformError(409, 'data.balance_remaining', 'the account holds money: pay it out first');
    throw error;
  }
  return ok(erasureView((await erasureOf(db, erasure.account_id)) ?? erasure));
}

const SettingsBody = z.object({
  merchant,
  exportHours: z.number().int('whole hours').min(1, 'at least 1').max(720, 'at most 720'),
  retentionDays: z.number().int('whole days').min(0, 'at least 0').max(3650, 'at most 3650'),
});

async function putSettings(ctx: BaseContext): Promise<Response> {
  const body = parseWith(SettingsBody, await jsonBody(ctx.request));
  const code = devMerchant(ctx, body.merchant);
  await requireBrand(ctx.env.DB, code);
  await saveSettings(ctx.env.DB, code, { exportHours: body.exportHours, retentionDays: body.retentionDays }, clock(ctx.env));
  return ok({ merchant: code, ...(await settingsOf(ctx.env.DB, code)) });
}

export const privacyDevRoutes: DevRoute[] = [
  { kind: 'dev', path: '/__dev/data', faultKey: '/__dev/data', methods: { GET: overview } },
  { kind: 'dev', path: '/__dev/data/run', faultKey: '/__dev/data/run', methods: { POST: run } },
  { kind: 'dev', path: '/__dev/data/erase-now', faultKey: '/__dev/data/erase-now', methods: { POST: eraseNow } },
  { kind: 'dev', path: '/__dev/data/settings', faultKey: '/__dev/data/settings', methods: { PUT: putSettings } },
];
